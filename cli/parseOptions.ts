import { InvalidArgumentError } from 'commander';

/** Commander option parser for a positive safe integer (`--limit 5`, `--timeout 2000`). */
export function positiveInt(value: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('expected a positive integer.');
  return n;
}
