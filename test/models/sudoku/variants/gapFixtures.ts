import { readFileSync } from 'node:fs';
import type { ShapeFixture } from './shapeFixtures.js';

/**
 * Region same values, doppelganger and 0-based sums, 6×6 and 9×9, each with its unique solution in the
 * puzzle's own values (gapFixtures.json, written by generateGapFixtures.ts).
 */
export const GAP_FIXTURES: Readonly<Record<string, ShapeFixture>> = JSON.parse(
  readFileSync(new URL('./gapFixtures.json', import.meta.url), 'utf8'),
) as Record<string, ShapeFixture>;
