import { type IntVar, type Model, regular } from '../../../../core/index.js';
import { cellListsField } from '../cellListsField.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, optional } from '../variantFields.js';
import { chaosRunDfa } from './chaosRunDfa.js';

/** How long the run of `label` is at the start of `labels` (0 when the first differs). */
function runOf(labels: readonly number[], label: number): number {
  let k = 0;
  while (k < labels.length && labels[k] === label) k++;
  return k;
}

/**
 * Chaos multi-arrow (ISS `ChaosMultiArrow`), for chaos constructions: an arrow with several arms. Each arm
 * starts with a run of cells in one region — the same region for every arm — and the control cell's
 * digit is the total length of these runs, a start cell shared by several arms counted once (as ISS's
 * solver counts it). One arm is a `chaosArrow`.
 *
 * Posted per arm as a run-length helper (1..its length, at most N: a region has N cells) tied to the
 * arm's region labels by one `regular` (the run automaton of `chaosArrow`), the arms' first labels
 * equal, and `linear`: the run lengths minus the shared starts add up to the control digit. The helpers
 * are fixed by the labels, so solution counts are the grid's. (One `regular` over the whole arrow, its
 * states knowing the position, is domain consistent on it and took 40% fewer nodes on the 5×5 fixture,
 * but 5× the time: 0.5 ms per node against 0.06.)
 */
export const chaosMultiArrowRule = defineRule({
  type: 'chaosMultiArrow',
  description:
    "Chaos construction: each arm starts with a run of cells in one region, the same for every arm; the control cell's digit is the total length of the runs (a start shared by arms counted once).",
  fields: {
    /** The arms: cells whose regions are read, in order, each usually starting at the arrow's cell. */
    arms: cellListsField('The arms: lists of cells whose regions are read, in order.'),
    /** The cell whose digit gives the total (default: the first cell of the first arm). */
    control: optional(
      cellsField({
        min: 1,
        max: 1,
        description:
          'The cell whose digit gives the total run length (default: the first cell of the first arm).',
      }),
    ),
  },
  supports: { anyGrid: true },
  resolve(ctx: VariantRuleContext, { arms, control }) {
    const shape = ctx.shape;
    if (!shape.chaos) ctx.fail("a chaos arrow reads regions chosen by the solve: the puzzle needs 'chaos'");
    const n = ctx.n;
    const at = control?.[0] ?? arms[0]![0]!;
    // Arms whose first cell is the first cell of an earlier arm: that cell counts once.
    const shared = arms.filter((arm, i) => arms.slice(0, i).some((a) => a[0] === arm[0])).length;
    // Each cell's label once (arms may share cells), in order of first appearance.
    const cells = [...new Set(arms.flat())];
    const slot = new Map(cells.map((c, i) => [c, i + 1]));
    ctx.addRelation([at, ...cells.map((c) => shape.regionCell(c))], {
      text: `the runs of one region at the start of the arms must total the digit of ${ctx.cellName(at)} (a shared start counted once)`,
      holds: (values) => {
        const region = values[slot.get(arms[0]![0]!)!]!;
        let sum = 0;
        for (const arm of arms) {
          const run = runOf(
            arm.map((c) => values[slot.get(c)!]!),
            region,
          );
          if (run === 0) return false;
          sum += run;
        }
        return values[0] === sum - shared;
      },
      post: (model: Model, vars: readonly IntVar[], name: string) => {
        const first = vars[slot.get(arms[0]![0]!)!]!;
        const runs: IntVar[] = [];
        arms.forEach((arm, i) => {
          const labels = arm.map((c) => vars[slot.get(c)!]!);
          const run = model.intVar(`${name}: run ${i + 1}`, { min: 1, max: Math.min(arm.length, n) });
          runs.push(run);
          model.add(regular([run, ...labels], chaosRunDfa(n, arm.length), name));
          if (labels[0]!.index !== first.index) model.equal(labels[0]!, first);
        });
        model.linear([...runs, vars[0]!], [...runs.map(() => 1), -1], '=', shared, name);
      },
    });
  },
});

/** A chaos multi-arrow. */
export type ChaosMultiArrowSpec = VariantConstraintOf<'chaosMultiArrow'>;
