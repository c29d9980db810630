import { type ParsedPuzzle, PuzzleInputError } from '../../models/common/index.js';

/** One puzzle's text in a multi-puzzle input, and the 1-based line it starts on. */
export interface PuzzleText {
  /** 1-based line of the input where the puzzle starts. */
  readonly line: number;
  /** The puzzle's lines, as in the input. */
  readonly text: string;
}

/**
 * Parses each puzzle text with `parse` (given the text and its first line, so errors name input lines):
 * a `PuzzleInputError` becomes that puzzle's error, so the other puzzles are still answered.
 */
export function parsePuzzleTexts<P>(
  texts: readonly PuzzleText[],
  parse: (text: string, firstLine: number) => P,
): ParsedPuzzle<P>[] {
  return texts.map(({ line, text }) => {
    try {
      return { line, puzzle: parse(text, line) };
    } catch (e) {
      if (e instanceof PuzzleInputError) return { line, error: e.message };
      throw e;
    }
  });
}
