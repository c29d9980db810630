// Human-style explanations on a variant puzzle: the killer + thermometer puzzle of
// variant-killer-thermo.ts, its first steps as a person would take them (cage combinations, thermometer
// ranges, innies and outies, and the classic techniques on its houses), and its rating on the classic scale.
import { pathToFileURL } from 'node:url';
import { take, toArray } from 'rxjs';
import { rateVariant, variantSteps } from '../models/sudoku/variantSteps/index.js';
import { PUZZLE } from './variant-killer-thermo.js';

/** Prints the first `count` steps and the rating, and returns the printed text. */
export async function main(print: (text: string) => void = console.log, count = 6): Promise<string> {
  const first = await new Promise<string[]>((resolve, reject) => {
    variantSteps(PUZZLE)
      .pipe(take(count), toArray())
      .subscribe({ next: (steps) => resolve(steps.map((s) => s.explanation)), error: reject });
  });
  const r = rateVariant(PUZZLE);
  const rating =
    r.status === 'rated'
      ? `rated: score ${r.score} (${r.grade}), difficulty ${r.difficulty}, ${r.stepCount} steps, hardest: ${r.hardest?.name ?? 'none'}`
      : `not rated: ${r.status} (${r.reason})`;
  const text = [`First ${count} steps:`, ...first.map((e, i) => `${i + 1}. ${e}`), rating].join('\n');
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
