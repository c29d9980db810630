// The registry of rule drawings: one renderer per rule type. A new variant rule gets one small
// module and one line here; a type missing from it is drawn generically (its cells highlighted and
// named), never dropped.
import { drawArrow } from './arrow.js';
import type { DecorationContext, DecorationDrawing, DecorationRenderer, RuleSpec } from './Decoration.js';
import { drawDiagonal } from './diagonal.js';
import { drawExtraRegion } from './extraRegion.js';
import { drawGeneric } from './generic.js';
import { drawKiller } from './killer.js';
import { drawKropki } from './kropki.js';
import { drawLittleKiller } from './littleKiller.js';
import { drawParity } from './parity.js';
import { ruleText } from './ruleText.js';
import { drawSandwich } from './sandwich.js';
import { drawThermometer } from './thermometer.js';
import { drawWindoku } from './windoku.js';
import { drawXv } from './xv.js';

export type { DecorationContext, DecorationDrawing, DecorationRenderer, RuleSpec } from './Decoration.js';

/** Renderers by rule type. */
export const DECORATIONS: Readonly<Record<string, DecorationRenderer>> = {
  diagonal: drawDiagonal,
  windoku: drawWindoku,
  disjointGroups: ruleText('Disjoint groups: cells in the same position of every box hold different digits'),
  extraRegion: drawExtraRegion,
  killer: drawKiller,
  littleKiller: drawLittleKiller,
  thermometer: drawThermometer,
  arrow: drawArrow,
  kropki: drawKropki,
  kropkiNegative: ruleText('Kropki: all dots are given (no dot: neither consecutive nor in ratio 2)'),
  xv: drawXv,
  xvNegative: ruleText('XV: all X and V are given (no letter: the pair sums to neither 5 nor 10)'),
  antiKnight: ruleText("Anti-knight: cells a knight's move apart hold different digits"),
  antiKing: ruleText("Anti-king: cells a king's move apart hold different digits"),
  nonConsecutive: ruleText('Non-consecutive: orthogonal neighbours never hold consecutive digits'),
  even: drawParity,
  odd: drawParity,
  sandwich: drawSandwich,
};

/** Draws one rule: its registered renderer, or the generic drawing for a type without one. */
export function drawDecoration(spec: RuleSpec, ctx: DecorationContext): DecorationDrawing {
  const renderer = Object.hasOwn(DECORATIONS, spec.type) ? DECORATIONS[spec.type]! : drawGeneric;
  return renderer(spec, ctx);
}
