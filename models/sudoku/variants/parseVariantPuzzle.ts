import { resolveVariantPuzzle } from './resolveVariantPuzzle.js';
import { VariantError } from './VariantError.js';
import type { VariantPuzzle } from './VariantPuzzle.js';

/**
 * Reads a variant puzzle from its JSON text and validates it completely (see `resolveVariantPuzzle`).
 *
 * @throws VariantError for malformed JSON (with the parser's position) or an invalid puzzle (naming the
 * constraint's index and type).
 */
export function parseVariantPuzzle(text: string): VariantPuzzle {
  return validateVariantPuzzle(parseJson(text));
}

/** Validates parsed JSON (or any value) as a variant puzzle and returns it typed. */
export function validateVariantPuzzle(value: unknown): VariantPuzzle {
  resolveVariantPuzzle(value);
  return value as VariantPuzzle;
}

/** `JSON.parse`, with a syntax error turned into a `VariantError`. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    // The parser's message quotes the input, line breaks included: keep the message on one line.
    const message = (e instanceof Error ? e.message : String(e)).replace(/\r\n|\r|\n/g, '\\n');
    throw new VariantError(`malformed JSON: ${message}`);
  }
}
