import type { PuzzleEntry } from '../models/sudoku/PuzzleEntry.js';
import { PuzzleReader } from '../models/sudoku/PuzzleReader.js';
import { isSkippableLine, looksLikeGridHeader } from '../models/sudoku/readGridBlock.js';
import { readPuzzles } from '../models/sudoku/readPuzzles.js';
import { startsAsAcs } from '../models/sudoku/startsAsAcs.js';
import { isFPuzzlesLink } from '../models/sudoku/variants/isFPuzzlesLink.js';
import type { VariantReadOptions } from '../models/sudoku/variants/readVariantInput.js';
import { isSclLink } from '../models/sudoku/variants/scl/isSclLink.js';
import type { VariantInputEntry } from '../models/sudoku/variants/VariantInputEntry.js';
import type { CliIo } from './CliIo.js';
import type { InputEntry } from './InputEntry.js';
import { inputChunks } from './inputChunks.js';
import { LineSplitter } from './LineSplitter.js';
import type { LineBlock } from './pool/LineBlock.js';
import { lineBlocks } from './pool/lineBlocks.js';

/** What a command's input holds: classic puzzles in the line or grid format, streamed, or variant input. */
export type PuzzleInput =
  | {
      /** Line or grid format. */
      readonly kind: 'plain';
      /** The puzzles in input order, a chunk of the input at a time. */
      readonly batches: AsyncIterable<readonly InputEntry[]>;
      /**
       * For the line format, the same input as blocks of raw lines of about `target()` characters (for
       * worker threads; see `lineBlocks`). Only one of `batches` and `blocks` may be read.
       */
      readonly blocks?: (target: () => number) => AsyncIterable<LineBlock>;
    }
  | {
      /** JSON (variant or f-puzzles) or f-puzzles / SudokuPad links. */
      readonly kind: 'variant';
      /** Every puzzle of it (such inputs are small: they are read whole). */
      readonly entries: readonly VariantInputEntry[];
    };

/**
 * Variant input read whole (JSON, or links one per line). The variant readers load only for such
 * input: a run on plain puzzles does not pay for them at start-up.
 */
async function readVariantText(
  text: string,
  kind: 'json' | 'links',
  read: VariantReadOptions = {},
): Promise<VariantInputEntry[]> {
  return (await import('./readVariantText.js')).readVariantText(text, kind, read);
}

/** Most text looked at to tell the format before deciding on the first character alone. */
const SNIFF_LIMIT = 1 << 20;

/** The first line of `text` holding something other than blanks, when it is complete. */
function firstContentLine(text: string, ended: boolean): string | undefined {
  const at = text.search(/\S/);
  if (at < 0) return ended ? '' : undefined;
  const end = text.slice(at).search(/[\r\n]/);
  if (end < 0) return ended || text.length >= SNIFF_LIMIT ? text.slice(at) : undefined;
  return text.slice(at, at + end);
}

/** A plain reader entry as a command's input entry. */
function inputEntry(e: PuzzleEntry): InputEntry {
  // ACS instances are answered in the grid format: the ACS format has no writer of its own.
  const format = e.format === 'line' ? 'line' : 'grid';
  if (e.grid !== undefined) return { key: 'line', at: e.line, format, grid: e.grid };
  return { key: 'line', at: e.line, format, error: e.error ?? 'no puzzle could be read' };
}

/**
 * Opens the input named on the command line and tells its format from its first content: a `.json`
 * file, text starting with `{` or `[`, or an f-puzzles / SudokuPad link is variant input (read whole;
 * several links may follow one per line); anything else is read line by line as the line, grid or
 * `sudoku_acs` format (see `readPuzzles`), in constant memory whatever the input's size. `read` says how
 * variant input is read (what the lines of SudokuPad SCL puzzles mean).
 */
export async function openPuzzleInput(
  io: CliIo,
  file: string | undefined,
  read: VariantReadOptions = {},
): Promise<PuzzleInput> {
  const chunks = inputChunks(io, file)[Symbol.asyncIterator]();
  let head = '';
  let ended = false;
  let first = firstContentLine(head, ended);
  while (first === undefined) {
    const r = await chunks.next();
    if (r.done) ended = true;
    else head += r.value;
    first = firstContentLine(head, ended);
  }
  const variant = variantKind(first, file);
  if (variant !== undefined) {
    let text = head;
    if (!ended) for (let r = await chunks.next(); !r.done; r = await chunks.next()) text += r.value;
    return { kind: 'variant', entries: await readVariantText(text, variant, read) };
  }
  let acs = looksLikeGridHeader(first) ? false : startsAsAcs(head, ended);
  while (acs === undefined && head.length < SNIFF_LIMIT) {
    const r = await chunks.next();
    if (r.done) ended = true;
    else head += r.value;
    acs = startsAsAcs(head, ended);
  }
  const rest = ended ? undefined : chunks;
  // Grids of the grid and ACS formats span lines: the puzzle reader reads them as they come.
  if (looksLikeGridHeader(first) || acs === true) {
    return { kind: 'plain', batches: plainBatches(head, true, rest) };
  }
  return {
    kind: 'plain',
    batches: plainBatches(head, false, rest),
    blocks: (target) => lineBlocks(head, rest, target),
  };
}

/** How an input whose first content line is `first` is read as variant input, or `undefined` for the plain formats. */
function variantKind(first: string, file: string | undefined): 'json' | 'links' | undefined {
  if ((file !== undefined && /\.json$/i.test(file)) || first.startsWith('{') || first.startsWith('['))
    return 'json';
  return isFPuzzlesLink(first) || isSclLink(first) ? 'links' : undefined;
}

/**
 * The puzzles of a whole input text (for commands that take one puzzle of it), with the format
 * rules of {@link openPuzzleInput}.
 */
export async function readPuzzleText(text: string, file: string | undefined): Promise<PuzzleEntries> {
  const variant = variantKind(firstContentLine(text, true) ?? '', file);
  if (variant !== undefined) return { kind: 'variant', entries: await readVariantText(text, variant) };
  return { kind: 'plain', entries: readPuzzles(text).map(inputEntry) };
}

/** The puzzles of a whole input: classic puzzles in the line or grid format, or variant input. */
export type PuzzleEntries =
  | {
      /** Line or grid format. */
      readonly kind: 'plain';
      /** Its puzzles. */
      readonly entries: readonly InputEntry[];
    }
  | {
      /** JSON (variant or f-puzzles) or f-puzzles / SudokuPad links. */
      readonly kind: 'variant';
      /** Its puzzles. */
      readonly entries: readonly VariantInputEntry[];
    };

async function* plainBatches(
  head: string,
  multiLine: boolean,
  rest: AsyncIterator<string> | undefined,
): AsyncGenerator<readonly InputEntry[]> {
  const splitter = new LineSplitter();
  const lines: string[] = [];
  let batch: InputEntry[] = [];
  let lineNo = 0;
  // The line format keeps each puzzle's text until it is answered (a parsed grid waiting in a batch
  // would outlive the young generation and pile up as old garbage); grids are read as they come.
  const reader = multiLine ? new PuzzleReader((e) => batch.push(inputEntry(e))) : undefined;
  // Each chunk's puzzles are answered before the next chunk is awaited (an interactive stdin gets
  // its answers as it types).
  const feed = function* (last = false): Generator<readonly InputEntry[]> {
    for (const text of lines) {
      lineNo++;
      if (reader !== undefined) reader.push(text);
      else if (!isSkippableLine(text)) batch.push({ key: 'line', at: lineNo, format: 'line', text });
    }
    lines.length = 0;
    if (last) reader?.end();
    if (batch.length > 0) {
      yield batch;
      batch = [];
    }
  };
  splitter.push(head, lines);
  yield* feed();
  if (rest !== undefined) {
    for (let r = await rest.next(); !r.done; r = await rest.next()) {
      splitter.push(r.value, lines);
      yield* feed();
    }
  }
  splitter.end(lines);
  yield* feed(true);
}

/**
 * The classic puzzles of an input, for commands that take classic sudoku only (`hint`, `steps`, `rate`,
 * `path`): plain input as it is, and JSON / f-puzzles input when its puzzles have no variant rules;
 * a variant puzzle becomes an entry whose error says what the command cannot take.
 */
export async function openClassicInput(
  io: CliIo,
  file: string | undefined,
  verb: string,
): Promise<ClassicInput> {
  const input = await openPuzzleInput(io, file);
  if (input.kind === 'plain') return input;
  const { classicEntries } = await import('./classicEntries.js');
  const entries = classicEntries(input.entries, verb);
  return { batches: entries.length === 0 ? [] : [entries] };
}

/** The classic puzzles of an input (see {@link openClassicInput}). */
export interface ClassicInput {
  /** The puzzles in input order, a chunk of the input at a time. */
  readonly batches: AsyncIterable<readonly InputEntry[]> | readonly (readonly InputEntry[])[];
  /** For line-format input, the same as blocks of raw lines (see {@link PuzzleInput}). */
  readonly blocks?: (target: () => number) => AsyncIterable<LineBlock>;
}

/**
 * Like {@link openClassicInput}, for the human-stepper commands (`hint`, `steps`, `rate`): puzzles of variant
 * input without variant rules become classic entries, the others `variant` entries.
 */
export async function openStepperInput(io: CliIo, file: string | undefined): Promise<ClassicInput> {
  const input = await openPuzzleInput(io, file);
  if (input.kind === 'plain') return input;
  const { classicEntries } = await import('./classicEntries.js');
  const entries = classicEntries(input.entries, 'steps', true);
  return { batches: entries.length === 0 ? [] : [entries] };
}
