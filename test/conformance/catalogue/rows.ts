import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';
import { circuitRow } from './circuitRow.js';
import { clauseRow } from './clauseRow.js';
import { amongRow, countRow } from './countRows.js';
import { elementConstantRow, elementRow } from './elementRows.js';
import { globalCardinalityRow } from './globalCardinalityRow.js';
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
  elementRow,
  elementConstantRow,
  countRow,
  amongRow,
  globalCardinalityRow,
];
