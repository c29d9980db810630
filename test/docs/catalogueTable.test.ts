import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILTIN_KINDS } from '../../core/index.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CATALOGUE = readFileSync(join(ROOT, 'docs', 'catalogue.md'), 'utf8');

describe('docs/catalogue.md', () => {
  it('has a table row, with a MiniZinc name and a consistency, for every built-in kind', () => {
    const rows = new Map<string, string[]>();
    for (const line of CATALOGUE.split('\n')) {
      const m = /^\| `([A-Za-z]+)` \|(.*)\|$/.exec(line);
      if (m)
        rows.set(
          m[1]!,
          m[2]!.split(' | ').map((cell) => cell.trim()),
        );
    }
    for (const type of BUILTIN_KINDS.types()) {
      const cells = rows.get(type);
      expect(cells, `no row for '${type}'`).toBeDefined();
      // meaning, MiniZinc global, native consistency, CNF, exact cover
      expect(cells!.length, type).toBe(5);
      expect(cells![1], `${type}: MiniZinc global`).not.toBe('');
      expect(cells![2], `${type}: consistency`).not.toBe('');
    }
  });
});
