import type { Command } from 'commander';
import { CspError } from '../../core/errors/CspError.js';
import { Game } from '../../models/sudoku/play/Game.js';
import type { GameAction } from '../../models/sudoku/play/GameAction.js';
import type { MoveResult } from '../../models/sudoku/play/MoveResult.js';
import type { SudokuGrid } from '../../models/sudoku/SudokuGrid.js';
import { MAX_SYMBOL_VALUE, symbolOf, valueOfSymbol } from '../../models/sudoku/sudokuSymbols.js';
import { CliError } from '../CliError.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { ExitCode } from '../ExitCode.js';
import { positiveInt } from '../parseOptions.js';
import { pickPuzzle } from '../pickPuzzle.js';

/** Options of `cspkit sudoku play`. */
export interface SudokuPlayFlags {
  /** Which puzzle of the file to play, 1-based (default 1). */
  readonly puzzle?: number;
  /** Remove a placed value from the peers' pencil marks automatically. */
  readonly autoMarks?: boolean;
}

/** The prompt written before each move is read. */
export const PLAY_PROMPT = '> ';

const HELP = `Commands (rows, columns and values count from 1; values may also be typed as symbols, A = 10):
  R C V          enter V at row R, column C (also 'r4c7 5' or 'r4c7=5'); V = 0 erases
  erase R C      empty a cell (also 'e R C')
  undo, redo     take back or replay the last action (also 'u')
  mark R C V...  toggle pencil marks V... in a cell (also 'm'); 'marks R C' lists them
  clear R C      remove every pencil mark of a cell
  check          compare your entries with the solution (names the wrong cells)
  auto           fill every cell that has a single candidate, repeatedly
  show           print the grid again
  help           this text
  quit           leave (also 'q', 'exit'; end of input leaves too)`;

/** Lines of standard input, as they arrive when the io can, else all at once. */
async function* inputLines(io: CliIo): AsyncGenerator<string> {
  if (io.readLines) {
    yield* io.readLines();
    return;
  }
  const text = await io.readStdin();
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  yield* lines;
}

/** The grid with row and column numbers around it, boxes set apart, `.` for empty cells. */
function renderGrid(grid: SudokuGrid): string {
  const { size: n, boxWidth: w, boxHeight: h } = grid.geometry;
  const numeric = n > MAX_SYMBOL_VALUE;
  const width = Math.max(String(n).length, numeric ? String(n).length : 1);
  const token = (v: number): string => (v === 0 ? '.' : numeric ? String(v) : symbolOf(v)).padStart(width);
  const margin = ' '.repeat(String(n).length + 2);
  const row = (cell: (c: number) => string): string => {
    const groups: string[] = [];
    for (let c0 = 0; c0 < n; c0 += w) {
      const parts: string[] = [];
      for (let c = c0; c < c0 + w; c++) parts.push(cell(c));
      groups.push(parts.join(' '));
    }
    return groups.join(' | ');
  };
  const header = row((c) => String(c + 1).padStart(width)).replaceAll('|', ' ');
  const rule = row(() => '-'.repeat(width))
    .replace(/[- ]/g, '-')
    .replaceAll('|', '+');
  const out = [`${margin}${header}`];
  for (let r = 0; r < n; r++) {
    if (r > 0 && r % h === 0) out.push(`${margin}${rule}`);
    out.push(`${String(r + 1).padStart(String(n).length)}  ${row((c) => token(grid.cells[r * n + c]!))}`);
  }
  return `${out.join('\n')}\n`;
}

/** A row, column or value typed by the player: a number, or a symbol letter for values 10..35. */
function parseNumber(token: string, what: string): number {
  if (/^\d+$/.test(token)) return Number(token);
  if (token.length === 1) {
    const v = valueOfSymbol(token.charCodeAt(0));
    if (v >= 10) return v;
  }
  throw new CliError(`${what} '${token}' is not a number`);
}

/** Splits `r4c7` into row and column tokens, so that `r4c7 5` reads as `4 7 5`. */
function tokensOf(line: string): string[] {
  return line
    .trim()
    .replace(/[,=]/g, ' ')
    .replace(/\br(\d+)c(\d+)\b/gi, '$1 $2')
    .split(/\s+/)
    .filter((t) => t !== '');
}

/** One line for a placement or an erasure: what happened and the peers it clashes with. */
function describeMove(m: MoveResult): string {
  if (!m.changed) return m.value === 0 ? `${m.name} is already empty` : `${m.name} already holds ${m.value}`;
  if (m.value === 0) return `${m.name} erased`;
  if (m.ok) return `${m.name} = ${m.value}`;
  const peers = m.conflicts.map((c) => `${c.name} (${c.house}${c.given ? ', given' : ''})`).join(', ');
  return `${m.name} = ${m.value} conflicts with ${peers}`;
}

/**
 * One interactive session of `cspkit sudoku play`: reads moves line by line from standard input, answers
 * each one (and shows the grid after every change), and ends when the puzzle is solved (exit 0), on
 * `quit` (exit 0) or at the end of input with the puzzle unsolved (exit 1). Bad moves are reported on stderr
 * and the session goes on; a puzzle that cannot be read or has clashing givens exits 2 before any move.
 */
export async function sudokuPlay(io: CliIo, file: string, flags: SudokuPlayFlags): Promise<number> {
  if (file === '-') {
    throw new CliError("play reads its moves from standard input: give the puzzle as a FILE, not '-'");
  }
  const index = flags.puzzle ?? 1;
  const { entry, grid } = await pickPuzzle(io, file, index, 'play');
  const game = new Game(grid, { autoCleanMarks: flags.autoMarks === true });
  const say = (text: string): void => {
    io.stdout.write(`${text}\n`);
  };
  const show = (): void => {
    io.stdout.write(renderGrid(game.grid));
  };

  say(
    `Puzzle ${index} of '${file}' (${entry.key} ${entry.at}, ${game.geometry.describe()}), ${game.remaining} empty cells. ` +
      `Type 'help' for commands.`,
  );
  show();
  if (game.isSolved()) {
    say('The puzzle is already solved.');
    return ExitCode.ok;
  }
  let moves = 0;
  io.stdout.write(PLAY_PROMPT);
  for await (const raw of inputLines(io)) {
    const line = raw.trim();
    try {
      const outcome = line === '' || line.startsWith('#') ? 'none' : runCommand(game, line, say);
      if (outcome === 'quit') {
        say('Bye.');
        return ExitCode.ok;
      }
      if (outcome === 'changed') {
        moves++;
        show();
        if (game.isSolved()) {
          say(`Solved in ${moves} move${moves === 1 ? '' : 's'}!`);
          return ExitCode.ok;
        }
      }
      if (outcome === 'show') show();
    } catch (e) {
      if (!(e instanceof CspError)) throw e;
      io.stderr.write(`error: ${e.message}\n`);
    }
    io.stdout.write(PLAY_PROMPT);
  }
  say('');
  io.stderr.write(`cspkit: input ended with ${game.remaining} empty cells left; the puzzle is not solved\n`);
  return ExitCode.timeout;
}

/** What a command did: changed the grid or marks, asked to see the grid, asked to leave, or only answered. */
type Outcome = 'changed' | 'show' | 'quit' | 'none';

function runCommand(game: Game, line: string, say: (text: string) => void): Outcome {
  const tokens = tokensOf(line);
  // A line of separators only ('=', ',') says nothing, like an empty line.
  if (tokens.length === 0) return 'none';
  const word = tokens[0]!.toLowerCase();
  const args = tokens.slice(1);
  const need = (count: number, usage: string): number[] => {
    if (args.length !== count) throw new CliError(`usage: ${usage}`);
    return args.map((t, i) => parseNumber(t, i === 0 ? 'row' : i === 1 ? 'column' : 'value'));
  };
  if (/^\d+$/.test(word)) {
    if (tokens.length !== 3) throw new CliError(`expected 'ROW COLUMN VALUE'; got '${line}'`);
    const [r, c, v] = tokens.map((t, i) => parseNumber(t, ['row', 'column', 'value'][i]!)) as [
      number,
      number,
      number,
    ];
    const m = game.place(r, c, v);
    say(describeMove(m));
    return m.changed ? 'changed' : 'none';
  }
  switch (word) {
    case 'erase':
    case 'e':
    case 'del': {
      const [r, c] = need(2, 'erase ROW COLUMN') as [number, number];
      const m = game.erase(r, c);
      say(describeMove(m));
      return m.changed ? 'changed' : 'none';
    }
    case 'undo':
    case 'u': {
      const a = game.undo();
      say(a === undefined ? 'nothing to undo' : `undid ${describeAction(game, a)}`);
      return a === undefined ? 'none' : 'changed';
    }
    case 'redo': {
      const a = game.redo();
      say(a === undefined ? 'nothing to redo' : `redid ${describeAction(game, a)}`);
      return a === undefined ? 'none' : 'changed';
    }
    case 'mark':
    case 'm': {
      if (args.length < 3) throw new CliError('usage: mark ROW COLUMN VALUE...');
      const [r, c] = need2(args);
      const values = args.slice(2).map((t) => parseNumber(t, 'value'));
      const marks = new Set(game.marksAt(r, c));
      for (const v of values) {
        if (marks.has(v)) marks.delete(v);
        else marks.add(v);
      }
      game.setMarks(r, c, marks);
      say(marksLine(game, r, c));
      return 'none';
    }
    case 'marks': {
      const [r, c] = need(2, 'marks ROW COLUMN') as [number, number];
      say(marksLine(game, r, c));
      return 'none';
    }
    case 'clear': {
      const [r, c] = need(2, 'clear ROW COLUMN') as [number, number];
      game.clearMarks(r, c);
      say(marksLine(game, r, c));
      return 'none';
    }
    case 'check':
      need(0, 'check');
      say(game.check().message);
      return 'none';
    case 'auto': {
      need(0, 'auto');
      const result = game.fillSingles();
      if (result.filled.length > 0) {
        say(`filled ${result.filled.length}: ${result.filled.map((f) => `${f.name}=${f.value}`).join(' ')}`);
      }
      if (!result.solved) say(result.message);
      return result.filled.length > 0 ? 'changed' : 'none';
    }
    case 'show':
    case 'grid':
    case 'p':
      return 'show';
    case 'help':
    case '?':
      say(HELP);
      return 'none';
    case 'quit':
    case 'q':
    case 'exit':
      return 'quit';
    default:
      throw new CliError(`unknown command '${tokens[0]}' (type 'help' for the list)`);
  }
}

function need2(args: readonly string[]): [number, number] {
  return [parseNumber(args[0]!, 'row'), parseNumber(args[1]!, 'column')];
}

function marksLine(game: Game, r: number, c: number): string {
  const marks = game.marksAt(r, c);
  return `r${r}c${c} marks: ${marks.length === 0 ? '(none)' : marks.join(' ')}`;
}

/** `r1c1 = 4`, `erase r1c1`, `marks of r1c1`, `auto fill (12 cells)`: an action, for undo and redo. */
function describeAction(game: Game, action: GameAction): string {
  const first = action.changes[0];
  const name = first === undefined ? '' : game.geometry.cellName(first.cell);
  switch (action.kind) {
    case 'place':
      return `${name} = ${first?.after}`;
    case 'erase':
      return `erase ${name}`;
    case 'marks':
      return `marks of ${name}`;
    case 'fill': {
      const cells = action.changes.filter((c) => c.before !== c.after).length;
      return `auto fill (${cells} cell${cells === 1 ? '' : 's'})`;
    }
  }
}

/** Adds `play` to the `sudoku` command; the action stores its exit code through `done`. */
export function addSudokuPlayCommand(parent: Command, io: CliIo, done: (code: number) => void): void {
  parent
    .command('play')
    .description(COMMAND_DESCRIPTIONS['sudoku play'])
    .argument('<file>', 'puzzle file (line or grid format); the moves are read from standard input')
    .option('-n, --puzzle <k>', 'play the K-th puzzle of the file', positiveInt, 1)
    .option('--auto-marks', "remove a placed value from its peers' pencil marks")
    .addHelpText(
      'after',
      `
${HELP}

After each change the grid is shown again; an entry that repeats a value in a row, column or box is
kept and reported with the cells it clashes with. Wrong but consistent entries are allowed: 'check'
names them. The session ends when the grid is solved.

Exit code: 0 solved (or 'quit'); 1 input ended before the puzzle was solved; 2 the puzzle cannot be
read or its givens clash.`,
    )
    .action(async (file: string, flags: SudokuPlayFlags) => {
      done(await sudokuPlay(io, file, flags));
    });
}
