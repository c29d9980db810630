import type { PathStep } from './PathStep.js';

/**
 * One line for a path step:
 * `guess r1c3 = 4 (depth 1, 3 candidates)`, `forced r2c5 = 7`, `backtrack to depth 0`,
 * `exclude 4 from r1c3`, `eliminate 2 5 from r4c4`.
 */
export function formatPathStep(step: PathStep): string {
  switch (step.kind) {
    case 'guess':
      return `guess ${step.name} = ${step.value} (depth ${step.depth}, ${step.candidates} candidates)`;
    case 'forced':
      return `forced ${step.name} = ${step.value}`;
    case 'backtrack':
      return `backtrack to depth ${step.depth}`;
    case 'exclude':
      return `exclude ${step.value} from ${step.name}`;
    case 'eliminate':
      return `eliminate ${step.values.join(' ')} from ${step.name}`;
  }
}
