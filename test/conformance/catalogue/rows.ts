import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';
import { circuitRow } from './circuitRow.js';
import { clauseRow } from './clauseRow.js';
import { amongRow, countRow } from './countRows.js';
import { elementConstantRow, elementRow } from './elementRows.js';
import { maximumRow, minimumRow } from './extremumRows.js';
import { globalCardinalityRow } from './globalCardinalityRow.js';
import { lexLessEqRow, lexLessRow } from './lexRows.js';
import { nValueRow } from './nValueRow.js';
import { decreasingRow, increasingRow } from './orderedRows.js';
import { pathRow } from './pathRow.js';
import { regularRow } from './regularRow.js';
import { reifiedEqualRow, reifiedLessEqualRow, reifiedLinearRow } from './reifiedRows.js';
import { tableRow } from './tableRow.js';

/** Every catalogue conformance row (one line per row module). */
export const CATALOGUE_CONFORMANCE_ROWS: readonly CatalogueConformanceRow[] = [
  tableRow,
  regularRow,
  circuitRow,
  pathRow,
  clauseRow,
  reifiedEqualRow,
  reifiedLessEqualRow,
  reifiedLinearRow,
  minimumRow,
  maximumRow,
  nValueRow,
  increasingRow,
  decreasingRow,
  lexLessRow,
  lexLessEqRow,
  elementRow,
  elementConstantRow,
  countRow,
  amongRow,
  globalCardinalityRow,
];
