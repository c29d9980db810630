import { amongRow } from './amongRow.js';
import type { CatalogueRow } from './CatalogueRow.js';
import { circuitRow } from './circuitRow.js';
import { clauseRow } from './clauseRow.js';
import { countRow } from './countRow.js';
import { elementRow } from './elementRow.js';
import { globalCardinalityRow } from './globalCardinalityRow.js';
import { golombRow } from './golombRow.js';
import { hidatoFamilyRow } from './hidatoFamilyRow.js';
import { kakuroRow } from './kakuroRow.js';
import { lexLessEqRow, lexLessRow } from './lexRows.js';
import { maximumRow } from './maximumRow.js';
import { minimumRow } from './minimumRow.js';
import { nonogramFamilyRow } from './nonogramFamilyRow.js';
import { nValueRow } from './nValueRow.js';
import { decreasingRow, increasingRow } from './orderedRows.js';
import { pathRow } from './pathRow.js';
import { queensRow } from './queensRow.js';
import { regularRow } from './regularRow.js';
import { reifiedEqualRow } from './reifiedEqualRow.js';
import { reifiedLessEqualRow } from './reifiedLessEqualRow.js';
import { reifiedLinearRow } from './reifiedLinearRow.js';
import { skyscrapersFamilyRow } from './skyscrapersFamilyRow.js';
import { starBattleRow } from './starBattleRow.js';

/** Every catalogue bench row, in table order (one line per row module). */
export const CATALOGUE_ROWS: readonly CatalogueRow[] = [
  queensRow,
  regularRow,
  circuitRow,
  pathRow,
  clauseRow,
  reifiedEqualRow,
  reifiedLessEqualRow,
  reifiedLinearRow,
  golombRow,
  minimumRow,
  maximumRow,
  nValueRow,
  increasingRow,
  decreasingRow,
  lexLessRow,
  lexLessEqRow,
  elementRow,
  countRow,
  amongRow,
  globalCardinalityRow,
  nonogramFamilyRow,
  hidatoFamilyRow,
  skyscrapersFamilyRow,
  kakuroRow,
  starBattleRow,
];
