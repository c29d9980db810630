import type { Command } from 'commander';
import {
  buildStarBattleModel,
  formatStars,
  parseStarBattle,
  type StarBattlePuzzle,
  splitStarBattleText,
} from '../../models/starbattle/index.js';
import type { CliIo } from '../CliIo.js';
import { COMMAND_DESCRIPTIONS } from '../commandTable.js';
import { addFamilyCommands, type FamilySpec, parsePuzzleTexts } from '../family/index.js';

/** Star Battle for `cspkit starbattle solve|count`: a header `N K`, then N rows of region letters. */
export const STAR_BATTLE_FAMILY: FamilySpec<StarBattlePuzzle> = {
  name: 'starbattle',
  description: COMMAND_DESCRIPTIONS.starbattle,
  help: `Input: a line 'N K' (side, stars per row, column and region), then N lines of N region
letters (A-Z, a-z; spaces between letters allowed). A region too small to hold K stars that do not
touch is invalid; a puzzle may follow the N rows of the previous one directly.
Output: N lines of '*' (star) and '.': K stars in every row, column and region, none touching
(diagonals included); --json rows are arrays of '*' and '.'.`,
  read: (text) => parsePuzzleTexts(splitStarBattleText(text), parseStarBattle),
  search(puzzle) {
    const sb = buildStarBattleModel(puzzle);
    return {
      model: sb.model,
      options: sb.search,
      decode(values) {
        const text = formatStars(puzzle.size, values);
        return { text, grid: text.split('\n').map((row) => row.split('')) };
      },
    };
  },
};

/** Adds `starbattle solve|count` to the program; the actions store their exit code through `done`. */
export function addStarBattleCommand(program: Command, io: CliIo, done: (code: number) => void): void {
  addFamilyCommands(program, io, done, STAR_BATTLE_FAMILY);
}
