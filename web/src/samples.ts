import sample6 from '../../samples/sample6x6.txt?raw';
import sample9 from '../../samples/sample9.txt?raw';
import sample16 from '../../samples/sample16.txt?raw';
import sample25 from '../../samples/sample25.txt?raw';
import variants from '../samples/variants.json';

/** A bundled sample: a name and its text, read like a paste. */
export interface Sample {
  readonly name: string;
  readonly text: string;
}

/** Content lines of a sample file (comments and blank lines dropped). */
function puzzleLines(text: string): string[] {
  return text.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.startsWith('#'));
}

/** Every bundled sample: the CLI's sample files (each puzzle of the line-format ones), then variant puzzles. */
export const SAMPLES: readonly Sample[] = [
  ...puzzleLines(sample9).map((text, i) => ({ name: `9×9 classic #${i + 1}`, text })),
  ...puzzleLines(sample6).map((text, i) => ({ name: `6×6 classic #${i + 1}`, text })),
  ...puzzleLines(sample16).map((text, i) => ({ name: `16×16 classic #${i + 1}`, text })),
  { name: '25×25 classic', text: sample25 },
  ...(variants as { title?: string }[]).map((p) => ({ name: p.title ?? 'variant', text: JSON.stringify(p) })),
];
