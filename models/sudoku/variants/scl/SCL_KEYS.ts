/**
 * The short keys of SudokuPad's zipped SCL and the long keys they stand for (SudokuPad's `PuzzleZipper`
 * renames these keys at any depth before compressing; every other key is kept as written).
 */
export const SCL_KEYS: Readonly<Record<string, string>> = {
  c: 'color',
  ca: 'cages',
  ct: 'center',
  c1: 'borderColor',
  c2: 'backgroundColor',
  ce: 'cells',
  cs: 'cellSize',
  a: 'arrows',
  o: 'overlays',
  u: 'underlays',
  w: 'width',
  h: 'height',
  v: 'value',
  vd: 'videos',
  l: 'lines',
  r: 'rounded',
  re: 'regions',
  fs: 'fontSize',
  th: 'thickness',
  hl: 'headLength',
  wp: 'wayPoints',
  t: 'title',
  te: 'text',
  d: 'duration',
};
