/**
 * A finite set of integers a variable may take.
 *
 * Either a contiguous interval (`values` absent) or an explicit list of values
 * (`values` present, sorted ascending, no duplicates, all within `[min, max]`).
 * Domain objects are immutable and may be shared by many variables: a 225×225 sudoku
 * declares 50,625 variables over one shared domain object.
 */
export interface Domain {
  /** Smallest value. */
  readonly min: number;
  /** Largest value. */
  readonly max: number;
  /** Explicit values (sorted, distinct); absent for the full interval `min..max`. */
  readonly values?: readonly number[];
}

/** Builds the interval domain `min..max` (both inclusive). */
export function range(min: number, max: number): Domain {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max)) {
    throw new RangeError(`domain bounds must be integers, got ${min}..${max}`);
  }
  if (min > max) throw new RangeError(`empty domain ${min}..${max}`);
  return { min, max };
}

/** Builds a domain from any list of integers (sorted and de-duplicated here). */
export function valuesOf(values: Iterable<number>): Domain {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  if (sorted.length === 0) throw new RangeError('empty domain');
  for (const v of sorted) {
    if (!Number.isSafeInteger(v)) throw new RangeError(`domain values must be integers, got ${v}`);
  }
  const min = sorted[0]!;
  const max = sorted[sorted.length - 1]!;
  // A list that fills its interval is stored as an interval: cheaper to hold and to compile.
  if (max - min + 1 === sorted.length) return { min, max };
  return { min, max, values: sorted };
}

/** The values of a domain, ascending. */
export function domainValues(domain: Domain): number[] {
  if (domain.values) return [...domain.values];
  const out: number[] = [];
  for (let v = domain.min; v <= domain.max; v++) out.push(v);
  return out;
}

/** Number of values in a domain. */
export function domainSize(domain: Domain): number {
  return domain.values ? domain.values.length : domain.max - domain.min + 1;
}

/** Whether `value` belongs to `domain`. */
export function domainHas(domain: Domain, value: number): boolean {
  if (value < domain.min || value > domain.max) return false;
  if (!domain.values) return Number.isInteger(value);
  return domain.values.includes(value);
}
