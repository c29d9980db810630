import type { CatalogueRow } from './CatalogueRow.js';
import { circuitRow } from './circuitRow.js';
import { clauseRow } from './clauseRow.js';
import { golombRow } from './golombRow.js';
import { kakuroRow } from './kakuroRow.js';
import { pathRow } from './pathRow.js';
import { queensRow } from './queensRow.js';
import { regularRow } from './regularRow.js';
import { reifiedEqualRow } from './reifiedEqualRow.js';
import { reifiedLessEqualRow } from './reifiedLessEqualRow.js';
import { reifiedLinearRow } from './reifiedLinearRow.js';
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
  kakuroRow,
  starBattleRow,
];
