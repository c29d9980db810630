import type { DecorationRenderer } from './Decoration.js';

/** A rule with nothing to draw on the cells: one line in the rules list. */
export function ruleText(text: string): DecorationRenderer {
  return () => ({ rule: text });
}
