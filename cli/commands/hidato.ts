import type { Command } from 'commander';
import {
  buildHidatoModel,
  decodeHidato,
  formatHidato,
  HIDATO_HOLE,
  HIDATO_SOLVE_OPTIONS,
  type HidatoPuzzle,
  readHidatos,
} from '../../models/hidato/index.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { addFamilyCommands, type FamilyFlags, type FamilySpec } from '../family/index.js';

/** Options of `cspkit hidato solve|count`. */
export interface HidatoFlags extends FamilyFlags {
  /** Orthogonal neighbours only (numbrix) instead of king moves. */
  readonly numbrix?: boolean;
}

/** `cspkit hidato solve|count`: hidato (and numbrix) as the shared family verbs see them. */
export const HIDATO_VERBS: FamilySpec<HidatoPuzzle, HidatoFlags> = {
  name: 'hidato',
  description: COMMAND_DESCRIPTIONS.hidato,
  extraOptions: [
    { flags: '--numbrix', description: 'numbrix: consecutive numbers are orthogonal neighbours' },
  ],
  help: `Input, per puzzle: rows of space-separated tokens, a number (given), '.' (to fill) or '#' (a hole);
puzzles are separated by blank lines. The n cells that are not holes hold 1..n; consecutive numbers
are king-move neighbours (orthogonal ones with --numbrix). Answer: the grid with every '.' filled;
--json gives the rows as arrays (null for a hole).`,
  read: (text, flags) => readHidatos(text, flags.numbrix ? 'orthogonal' : 'king'),
  search(puzzle) {
    const built = buildHidatoModel(puzzle);
    const { rows, cols } = puzzle;
    return {
      model: built.model,
      options: HIDATO_SOLVE_OPTIONS,
      decode(values) {
        const g = decodeHidato(puzzle, values, built.count);
        return {
          text: formatHidato(rows, cols, g),
          grid: Array.from({ length: rows }, (_, r) =>
            Array.from(g.subarray(r * cols, (r + 1) * cols), (v) => (v === HIDATO_HOLE ? null : v)),
          ),
        };
      },
    };
  },
};

/** Adds `hidato solve|count` to the program; the actions store their exit code through `done`. */
export function addHidatoCommands(program: Command, io: CliIo, done: (code: number) => void): void {
  addFamilyCommands(program, io, done, HIDATO_VERBS);
}
