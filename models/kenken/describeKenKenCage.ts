import { latinCellName } from '../latin/index.js';
import type { KenKenCage } from './KenKenCage.js';

/** Names a cage in messages: `cage #3 'c' 12+ (r1c4 r1c5)`; cells beyond the sixth are elided. */
export function describeKenKenCage(size: number, cage: KenKenCage, index: number): string {
  const label = cage.label === undefined ? '' : ` '${cage.label}'`;
  const clue = ` ${cage.target}${cage.op === '=' ? '' : cage.op}`;
  const valid = cage.cells.every((c) => Number.isInteger(c) && c >= 0 && c < size * size);
  if (!valid || cage.cells.length === 0) return `cage #${index + 1}${label}${clue}`;
  const names = cage.cells.slice(0, 6).map((c) => latinCellName(size, c));
  if (cage.cells.length > 6) names.push('…');
  return `cage #${index + 1}${label}${clue} (${names.join(' ')})`;
}
