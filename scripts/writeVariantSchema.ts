// Writes models/sudoku/variants/variant-puzzle.schema.json from the format's one definition
// (`npm run schema`); a test fails while the written file differs from what the definition generates.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { variantPuzzleSchema } from '../models/sudoku/variants/variantPuzzleSchema.js';

const file = fileURLToPath(new URL('../models/sudoku/variants/variant-puzzle.schema.json', import.meta.url));
writeFileSync(file, `${JSON.stringify(variantPuzzleSchema(), null, 2)}\n`);
// The repository's formatter decides the layout, so `npm run lint` accepts the file as written.
execFileSync('npx', ['biome', 'format', '--write', file], { stdio: 'inherit' });
console.log(`wrote ${file}`);
