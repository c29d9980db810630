import { InvalidArgumentError } from 'commander';

/** Commander option parser for a positive safe integer (`--limit 5`, `--timeout 2000`). */
export function positiveInt(value: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('expected a positive integer.');
  return n;
}

/** Commander option parser for a safe integer ≥ 0 (`--prefetch 0`). */
export function nonNegativeInt(value: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n)) throw new InvalidArgumentError('expected a whole number (0 or more).');
  return n;
}
