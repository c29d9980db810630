/** Splits text into lines on LF, CRLF or CR (the line terminator is dropped). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\n|\r/);
}
