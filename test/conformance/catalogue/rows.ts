import type { CatalogueConformanceRow } from './CatalogueConformanceRow.js';
import { tableRow } from './tableRow.js';

/** Every catalogue conformance row (one line per row module). */
export const CATALOGUE_CONFORMANCE_ROWS: readonly CatalogueConformanceRow[] = [tableRow];
