// Small helpers that write SVG markup. Decorations are drawn as text so that they can be tested
// without a DOM and inserted in one go.

/** Escapes text for SVG content and attribute values. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A number rounded for coordinates (two decimals keep the markup short). */
export function n(v: number): string {
  return String(Math.round(v * 100) / 100);
}

/** One element; attribute values are escaped, `undefined` ones left out; `content` is markup (escape text with {@link esc}). */
export function el(
  name: string,
  attrs: Readonly<Record<string, string | number | undefined>>,
  content?: string,
): string {
  let out = `<${name}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? n(v) : esc(v)}"`;
  }
  return content === undefined ? `${out}/>` : `${out}>${content}</${name}>`;
}

/** Points as a polyline `points` attribute. */
export function points(list: readonly (readonly [number, number])[]): string {
  return list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}
