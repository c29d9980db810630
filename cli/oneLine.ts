/**
 * `text` on one line: line breaks written as `\n`. Answers are one line per puzzle, so a reason that
 * quotes the input (a JSON parser's message does) must not break the output into more answers.
 */
export function oneLine(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\\n');
}
