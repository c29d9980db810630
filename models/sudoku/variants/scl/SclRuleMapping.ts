import { VariantError } from '../VariantError.js';
import { SCL_LINE_RULES, type SclLineRuleName } from './sclLineRules.js';

/** The SCL elements a rule mapping can name: drawn lines and arrows. */
export type SclMappedElement = 'line' | 'arrow';

/**
 * What the user says an SCL drawing means (`--rule "line #c060f0=thermometer"`): every element of that
 * kind and colour becomes a constraint of that rule. SCL itself says nothing of rules: a purple line is
 * a renban in one puzzle and a whisper in the next.
 */
export interface SclRuleMapping {
  /** The kind of element. */
  readonly element: SclMappedElement;
  /** Its colour, normalised: `#` and lower-case hex digits (`#rrggbb` or `#rrggbbaa`). */
  readonly color: string;
  /** Its `thickness`, when the mapping tells lines of one colour apart by width. */
  readonly thickness?: number;
  /** The rule it means. */
  readonly rule: SclLineRuleName;
  /** The mapping as written, for messages. */
  readonly text: string;
}

/** A colour as SCL and mappings are compared: `#` and lower-case hex, `#abc` spelled out; `undefined` when it is none. */
export function normalizeSclColor(color: unknown): string | undefined {
  if (typeof color !== 'string') return undefined;
  const hex = color.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(hex)) return `#${[...hex].map((d) => d + d).join('')}`;
  return /^([0-9a-f]{6}|[0-9a-f]{8})$/.test(hex) ? `#${hex}` : undefined;
}

/**
 * Reads a rule mapping `<line|arrow> <colour>[/<thickness>]=<rule>` (`line #c060f0=thermometer`,
 * `arrow 000=arrow`, `line #cfcfcf/21=thermometer`: only the lines of that colour and thickness).
 *
 * @throws VariantError naming the mapping and what is wrong with it.
 */
export function parseSclRuleMapping(text: string): SclRuleMapping {
  const m = /^\s*(\w+)\s+(#?[0-9A-Za-z]+)(?:\s*\/\s*(\d+(?:\.\d+)?))?\s*=\s*([\w-]+)\s*$/.exec(text);
  const rules = Object.keys(SCL_LINE_RULES).join(', ');
  if (m === null)
    throw new VariantError(
      `rule mapping '${text}': expected '<line|arrow> <colour>[/<thickness>]=<rule>', e.g. 'line #c060f0=thermometer'`,
    );
  const [, element, colorText, width, rule] = m as unknown as [
    string,
    string,
    string,
    string | undefined,
    string,
  ];
  if (element !== 'line' && element !== 'arrow')
    throw new VariantError(`rule mapping '${text}': element '${element}' is not 'line' or 'arrow'`);
  const color = normalizeSclColor(colorText);
  if (color === undefined)
    throw new VariantError(
      `rule mapping '${text}': '${colorText}' is not a colour (#rgb, #rrggbb, #rrggbbaa)`,
    );
  if (!Object.hasOwn(SCL_LINE_RULES, rule))
    throw new VariantError(
      `rule mapping '${text}': unknown rule '${rule}' (rules a line can mean: ${rules})`,
    );
  return {
    element,
    color,
    ...(width === undefined ? {} : { thickness: Number(width) }),
    rule: rule as SclLineRuleName,
    text: text.trim(),
  };
}
