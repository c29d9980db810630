/**
 * Cuts text arriving in chunks into lines (LF, CRLF or CR, as `splitLines` does for a whole text), so
 * that an input of any size is read line by line in constant memory. A line split between chunks, and
 * a CRLF whose CR ends one chunk, are put back together.
 */
export class LineSplitter {
  private pieces: string[] = [];
  private skipLf = false;
  private readonly terminator = /\r\n|\r|\n/g;

  /** Appends the complete lines of `chunk` to `out`; the unfinished last line waits for the next chunk. */
  push(chunk: string, out: string[]): void {
    if (chunk === '') return;
    let start = 0;
    if (this.skipLf) {
      this.skipLf = false;
      if (chunk.charCodeAt(0) === 10) start = 1;
    }
    const re = this.terminator;
    re.lastIndex = start;
    for (let m = re.exec(chunk); m !== null; m = re.exec(chunk)) {
      const piece = chunk.slice(start, m.index);
      if (this.pieces.length > 0) {
        this.pieces.push(piece);
        out.push(this.pieces.join(''));
        this.pieces = [];
      } else out.push(piece);
      start = re.lastIndex;
      // A CR at the very end may be the first half of a CRLF.
      if (start === chunk.length && m[0] === '\r') this.skipLf = true;
    }
    if (start < chunk.length) this.pieces.push(chunk.slice(start));
  }

  /** Appends the last line (possibly empty, as `splitLines` gives it) to `out`. */
  end(out: string[]): void {
    out.push(this.pieces.join(''));
    this.pieces = [];
  }
}
