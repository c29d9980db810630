// Star Battle: K stars per row, column and region, none touching. The text format, the 0/1 model (sums
// per row, column and region, at most one star per 2×2 block), an independent checker and a seeded
// generator of random instances with a planted solution.
export { buildStarBattleModel } from './buildStarBattleModel.js';
export { checkStarBattle } from './checkStarBattle.js';
export { formatStarBattle } from './formatStarBattle.js';
export { formatStars } from './formatStars.js';
export { type GeneratedStarBattle, generateStarBattle } from './generateStarBattle.js';
export { MAX_STAR_BATTLE_SIZE, parseStarBattle } from './parseStarBattle.js';
export { regionCanHoldStars } from './regionCanHoldStars.js';
export { StarBattleError } from './StarBattleError.js';
export type { StarBattleModel } from './StarBattleModel.js';
export type { StarBattlePuzzle } from './StarBattlePuzzle.js';
export { type StarBattleText, splitStarBattleText } from './splitStarBattleText.js';
export { starBattleCellName } from './starBattleCellName.js';
export { starBattleOrder } from './starBattleOrder.js';
export { uniqueStarBattle } from './uniqueStarBattle.js';
