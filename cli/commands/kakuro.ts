import type { Command } from 'commander';
import { splitTextBlocks } from '../../models/common/index.js';
import {
  buildKakuroModel,
  decodeKakuro,
  formatKakuro,
  KakuroCellKind,
  type KakuroPuzzle,
  parseKakuro,
} from '../../models/kakuro/index.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { addFamilyCommands, type FamilySpec, parsePuzzleTexts } from '../family/index.js';

/** Kakuro for `cspkit kakuro solve|count`: blank-line separated grids of `.`, `#` and `D\A` tokens. */
export const KAKURO_FAMILY: FamilySpec<KakuroPuzzle> = {
  name: 'kakuro',
  description: COMMAND_DESCRIPTIONS.kakuro,
  help: `Input: rows of space-separated tokens, the same number on every row: '.' a white cell,
'#' a block, 'D\\A' a clue cell with the down sum D and the across sum A, either part may be
empty ('16\\', '\\23'); a digit 1-9 is a given white cell. Every clue needs a run of white cells
right of it (across) or below it (down).
Output: the same tokens, each '.' replaced by its digit; --json rows hold clue and block tokens
as strings and digits as numbers.`,
  read: (text) =>
    parsePuzzleTexts(
      splitTextBlocks(text).map((b) => ({ line: b.firstLine, text: b.lines.join('\n') })),
      parseKakuro,
    ),
  search(puzzle) {
    const km = buildKakuroModel(puzzle);
    return {
      model: km.model,
      decode(values) {
        const digits = decodeKakuro(km, values);
        const text = formatKakuro(puzzle, digits);
        const grid = text
          .split('\n')
          .map((row, r) =>
            row
              .split(' ')
              .map((token, c) =>
                puzzle.kinds[r * puzzle.cols + c] === KakuroCellKind.white
                  ? digits[r * puzzle.cols + c]!
                  : token,
              ),
          );
        return { text, grid };
      },
    };
  },
};

/** Adds `kakuro solve|count` to the program; the actions store their exit code through `done`. */
export function addKakuroCommand(program: Command, io: CliIo, done: (code: number) => void): void {
  addFamilyCommands(program, io, done, KAKURO_FAMILY);
}
