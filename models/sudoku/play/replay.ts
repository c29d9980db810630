import { PathPlayer } from './PathPlayer.js';
import type { ReplayFrame } from './ReplayFrame.js';
import type { SolutionPath } from './SolutionPath.js';

/**
 * Plays a solution path from the puzzle to its end, yielding each step with the grid after it. Lazy: stop
 * iterating to stop. Use {@link PathPlayer} to step backwards too, or to avoid a grid copy per step.
 */
export function* replay(path: SolutionPath): Generator<ReplayFrame, void, undefined> {
  const player = new PathPlayer(path);
  for (let step = player.next(); step !== undefined; step = player.next()) {
    yield { index: player.position - 1, step, grid: player.grid };
  }
}
