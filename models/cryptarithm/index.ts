// Cryptarithms (alphametics): word sums such as SEND + MORE = MONEY where each letter is a distinct digit.
export { buildCryptarithmModel } from './buildCryptarithmModel.js';
export type { Cryptarithm } from './Cryptarithm.js';
export { CryptarithmError } from './CryptarithmError.js';
export type { CryptarithmModel } from './CryptarithmModel.js';
export { checkCryptarithm } from './checkCryptarithm.js';
export { MAX_WORD_LENGTH } from './cryptarithmLetters.js';
export { decodeCryptarithm } from './decodeCryptarithm.js';
export { formatCryptarithm } from './formatCryptarithm.js';
export { parseCryptarithm } from './parseCryptarithm.js';
