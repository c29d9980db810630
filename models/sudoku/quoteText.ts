/** Longest stretch of input quoted in an error message; a 50 MB line must not become a 50 MB message. */
const MAX_QUOTED = 24;

/** `text` in single quotes for an error message, cut to a few characters (with `…`) when long. */
export function quoteText(text: string): string {
  const cut = text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text;
  return `'${cut}'`;
}
