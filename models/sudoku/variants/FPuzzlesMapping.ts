/** One entry of an f-puzzles list key (`{ cells: ['R1C1', 'R1C2'], value: '3' }`). */
export type FPuzzlesEntry = Readonly<Record<string, unknown>>;

/** One cell of an f-puzzles `grid`, as rules that read cells (given candidates) see it. */
export interface FPuzzlesGridCell {
  /** Its name in f-puzzles' spelling: `R1C1`. */
  readonly cell: string;
  /** Its f-puzzles object (`value`, `given`, `region`, `givenPencilMarks` …). */
  readonly data: FPuzzlesEntry;
}

/** An f-puzzles puzzle, as a rule reads its keys from it. */
export interface FPuzzlesSource {
  /** Side N of the grid. */
  readonly size: number;
  /** `true` when a boolean key (`antiknight`) is set. */
  flag(key: string): boolean;
  /** The entries of a list key, `[]` when absent or empty; anything but a list of objects is refused. */
  list(key: string): readonly FPuzzlesEntry[];
  /** `true` when f-puzzles' `negative` list holds `value` (`'ratio'`). */
  negative(value: string): boolean;
  /** The cells of `grid` in reading order, each with its name (`R1C1`) and its f-puzzles object. */
  gridCells(): readonly FPuzzlesGridCell[];
}

/** f-puzzles JSON being written, one constraint at a time. */
export interface FPuzzlesTarget {
  /** Side N of the grid. */
  readonly size: number;
  /** Sets a boolean key. */
  flag(key: string): void;
  /** Appends an entry to a list key. */
  push(key: string, entry: Record<string, unknown>): void;
  /** Adds a value to the `negative` list (once). */
  negative(value: string): void;
  /** The cells of each group the constraint resolved to, in f-puzzles spelling (`R1C1`). */
  groups(): string[][];
  /** Sets a property of one cell of `grid` (`R1C1`): `givenPencilMarks` for given candidates. */
  setCell(cell: string, key: string, value: unknown): void;
}

/** A variant rule's f-puzzles form: the keys it reads, how it reads them, how it writes a constraint. */
export interface FPuzzlesMapping<S> {
  /** Top-level f-puzzles keys it reads. */
  readonly keys: readonly string[];
  /** Values of f-puzzles' `negative` list it reads. */
  readonly negatives?: readonly string[];
  /** The constraints of this type in an f-puzzles puzzle (none when f-puzzles has no key for it). */
  read(source: FPuzzlesSource): S[];
  /** Writes one constraint into f-puzzles JSON. */
  write(spec: S, target: FPuzzlesTarget): void;
}
