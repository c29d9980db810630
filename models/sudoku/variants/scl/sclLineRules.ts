import type { CellRef } from '../CellRef.js';
import type { VariantConstraint } from '../VariantConstraint.js';
import { VariantError } from '../VariantError.js';

/** A drawn line or arrow of an SCL puzzle as the cells it passes through, in drawing order. */
export interface SclLinePath {
  /** The cells, consecutive ones neighbours (diagonals allowed), in the order drawn. */
  readonly cells: readonly CellRef[];
  /** Which end carries a circle (a thermometer's bulb, an arrow's sum), if one does. */
  readonly circleAt?: 'start' | 'end';
  /** The cells of the round shape at that end, in reading order: one for a circle, 2-3 for a pill. */
  readonly circle?: readonly CellRef[];
  /** The element, for messages: `line #3 (#c060f0)`. */
  readonly label: string;
}

/** Cells from the circle end on. */
function fromCircle(line: SclLinePath): CellRef[] {
  return line.circleAt === 'end' ? [...line.cells].reverse() : [...line.cells];
}

/**
 * The rules a line of an SCL puzzle can be mapped to, each building its constraint from the line's
 * cells: a new line rule of the variant model is one entry here.
 */
export const SCL_LINE_RULES = {
  /** The bulb is the end with a circle, else the line's start. */
  thermometer: (line: SclLinePath): VariantConstraint => ({ type: 'thermometer', cells: fromCircle(line) }),
  /**
   * The sum circle is the end with a circle (an SCL arrow's tail), a pill of 2-3 cells when the round
   * shape there covers several (read as a number, first cell most significant); a line without one is
   * refused.
   */
  arrow: (line: SclLinePath): VariantConstraint => {
    if (line.circleAt === undefined)
      throw new VariantError(`SudokuPad: ${line.label}: an arrow needs a circle at one end; none found`);
    const [start, ...rest] = fromCircle(line);
    const circle = line.circle ?? [start!];
    return {
      type: 'arrow',
      circle: [...circle],
      cells: [start!, ...rest].filter((c) => !circle.includes(c)),
    };
  },
  /** Slow thermometer: the bulb is the end with a circle, else the line's start. */
  slowThermometer: (line: SclLinePath): VariantConstraint => ({
    type: 'slowThermometer',
    cells: fromCircle(line),
  }),
  /** Renban (read as drawn, like every rule below: their meaning does not depend on the direction). */
  renban: (line: SclLinePath): VariantConstraint => ({ type: 'renban', cells: [...line.cells] }),
  /** German whispers (the default difference, ⌊N/2⌋ + 1). */
  whispers: (line: SclLinePath): VariantConstraint => ({ type: 'whispers', cells: [...line.cells] }),
  /** Dutch whispers (⌊N/2⌋). */
  dutchWhispers: (line: SclLinePath): VariantConstraint => ({
    type: 'whispers',
    cells: [...line.cells],
    preset: 'dutch',
  }),
  /** Palindrome. */
  palindrome: (line: SclLinePath): VariantConstraint => ({ type: 'palindrome', cells: [...line.cells] }),
  /** Parity line: odd and even alternate. */
  parityLine: (line: SclLinePath): VariantConstraint => ({ type: 'parityLine', cells: [...line.cells] }),
  /** Entropic line: every three in a row hold a low, a middle and a high digit. */
  entropicLine: (line: SclLinePath): VariantConstraint => ({ type: 'entropicLine', cells: [...line.cells] }),
  /** Region-sum line: its segments in each box have equal sums. */
  regionSumLine: (line: SclLinePath): VariantConstraint => ({
    type: 'regionSumLine',
    cells: [...line.cells],
  }),
  /** Between line: the circled ends are the line's ends; the cells between lie between them. */
  betweenLine: (line: SclLinePath): VariantConstraint => ({ type: 'betweenLine', cells: [...line.cells] }),
  /** Zipper line: cells equally far from the centre add up to the same sum. */
  zipperLine: (line: SclLinePath): VariantConstraint => ({ type: 'zipperLine', cells: [...line.cells] }),
  /**
   * Value indexing (usually an arrow): from the end with a circle (an SCL arrow's tail), else as drawn —
   * the digit cell, the index cell, then the indexed cells.
   */
  valueIndexing: (line: SclLinePath): VariantConstraint => ({
    type: 'valueIndexing',
    cells: fromCircle(line),
  }),
} as const satisfies Readonly<Record<string, (line: SclLinePath) => VariantConstraint>>;

/** The name of a rule an SCL line can mean. */
export type SclLineRuleName = keyof typeof SCL_LINE_RULES;
