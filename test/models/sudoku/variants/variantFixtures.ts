import { readFileSync } from 'node:fs';
import type { VariantPuzzle } from '../../../../models/sudoku/variants/index.js';

/** A puzzle with its unique solution (line format), from fixtures.json (see generateFixtures.ts). */
export interface VariantFixture {
  readonly puzzle: VariantPuzzle;
  readonly solution: string;
}

/** Every fixture by name: one per variant, plus combinations and other sizes. */
export const VARIANT_FIXTURES: Readonly<Record<string, VariantFixture>> = JSON.parse(
  readFileSync(new URL('./fixtures.json', import.meta.url), 'utf8'),
) as Record<string, VariantFixture>;

/** The digits of a line-format solution. */
export function digitsOf(solution: string): number[] {
  return [...solution].map((ch) => Number.parseInt(ch, 36));
}

/** 6×6 puzzles of every variant (smallFixtures.json), small enough for every backend. */
export const SMALL_VARIANT_FIXTURES: Readonly<Record<string, VariantFixture>> = JSON.parse(
  readFileSync(new URL('./smallFixtures.json', import.meta.url), 'utf8'),
) as Record<string, VariantFixture>;

/**
 * Relation, global and composite rules (clones … `or`), 9×9 and 6×6 (names ending in 6), from
 * relationFixtures.json (see generateRelationFixtures.ts).
 */
export const RELATION_FIXTURES: Readonly<Record<string, VariantFixture>> = JSON.parse(
  readFileSync(new URL('./relationFixtures.json', import.meta.url), 'utf8'),
) as Record<string, VariantFixture>;
