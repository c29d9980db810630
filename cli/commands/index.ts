// One file per CLI command; each exports the command as a function and its commander wiring.

export { checkTechniqueEntry } from './checkTechniqueEntry.js';
export type { DemoFlags } from './demo.js';
export { addDemoCommand, DEMO_SAMPLES, DEMO_TIMEOUT_MS, demo } from './demo.js';
export { addHidatoCommands, HIDATO_VERBS, type HidatoFlags } from './hidato.js';
export { addKakuroCommand, KAKURO_FAMILY } from './kakuro.js';
export { addNonogramCommands, NONOGRAM_VERBS } from './nonogram.js';
export type { QueensFlags } from './queens.js';
export { addQueensCommand, queens } from './queens.js';
export { addSkyscrapersCommands, SKYSCRAPERS_VERBS } from './skyscrapers.js';
export { addStarBattleCommand, STAR_BATTLE_FAMILY } from './starbattle.js';
export type { EncodedPuzzle, SudokuSatFlags } from './sudokuCnf.js';
export {
  addSatEncodingOptions,
  addSudokuCnfCommand,
  amoArg,
  DEFAULT_CNF_PROPAGATION,
  encodePuzzleArg,
  SAT_PROPAGATIONS,
  satEncodeOptions,
  sudokuCnf,
  sudokuComments,
} from './sudokuCnf.js';
export type { SudokuCountFlags } from './sudokuCount.js';
export { addSudokuCountCommand, DEFAULT_COUNT_LIMIT, sudokuCount } from './sudokuCount.js';
export { addSudokuDecodeModelCommand, sudokuDecodeModel } from './sudokuDecodeModel.js';
export type { SudokuGenerateFlags } from './sudokuGenerate.js';
export {
  addSudokuGenerateCommand,
  geometryOf,
  parseSeed,
  parseSymmetry,
  sudokuGenerate,
} from './sudokuGenerate.js';
export type { SudokuHintFlags } from './sudokuHint.js';
export { addSudokuHintCommand, sudokuHint } from './sudokuHint.js';
export type { SudokuPathFlags } from './sudokuPath.js';
export { addSudokuPathCommand, DEFAULT_PATH_STEPS, sudokuPath } from './sudokuPath.js';
export type { SudokuPlayFlags } from './sudokuPlay.js';
export { addSudokuPlayCommand, PLAY_PROMPT, sudokuPlay } from './sudokuPlay.js';
export type { SudokuRateFlags } from './sudokuRate.js';
export { addSudokuRateCommand, sudokuRate } from './sudokuRate.js';
export type { PuzzleStatus, SudokuSolveFlags } from './sudokuSolve.js';
export { addSudokuSolveCommand, exitFor, sudokuSolve } from './sudokuSolve.js';
export type { SudokuStepsFlags } from './sudokuSteps.js';
export { addSudokuStepsCommand, sudokuSteps } from './sudokuSteps.js';
