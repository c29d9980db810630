import type { CatalogueRow } from './CatalogueRow.js';
import { golombRow } from './golombRow.js';
import { queensRow } from './queensRow.js';

/** Every catalogue bench row, in table order (one line per row module). */
export const CATALOGUE_ROWS: readonly CatalogueRow[] = [queensRow, golombRow];
