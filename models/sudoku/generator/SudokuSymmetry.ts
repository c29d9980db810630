/**
 * Which symmetry the pattern of givens keeps: `none`; `rotational` (half turn: r,c ↔ N-1-r,N-1-c);
 * `rotational90` (quarter turns); `mirror` (left–right: c ↔ N-1-c); `diagonal` (main diagonal: r,c ↔ c,r).
 * Only the positions of the givens are symmetric, not their values.
 */
export type SudokuSymmetry = 'none' | 'rotational' | 'rotational90' | 'mirror' | 'diagonal';

/** Every {@link SudokuSymmetry}, in the order help texts list them. */
export const SUDOKU_SYMMETRIES: readonly SudokuSymmetry[] = [
  'none',
  'rotational',
  'rotational90',
  'mirror',
  'diagonal',
];
