import type { VariantPuzzle } from './VariantPuzzle.js';

/**
 * Writes a variant puzzle as JSON that `parseVariantPuzzle` reads back to an equal value: one property
 * per line, one constraint per line, row lists of givens one row per line.
 */
export function formatVariantPuzzle(puzzle: VariantPuzzle): string {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(puzzle)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && value.length > 0) {
      const items = (value as unknown[]).map((v) => `    ${JSON.stringify(v)}`);
      lines.push(`  ${JSON.stringify(key)}: [\n${items.join(',\n')}\n  ]`);
    } else {
      lines.push(`  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    }
  }
  return `{\n${lines.join(',\n')}\n}\n`;
}
