import type { TextSink } from './CliIo.js';

/**
 * Size at which buffered output is handed to the sink: large enough that writes cost little, small enough
 * that the lines waiting in it die young (a run of a million puzzles keeps constant memory).
 */
const FLUSH_AT = 1 << 14;

/**
 * Buffers output lines and writes them to a sink in large chunks: one `write` per line costs
 * a system call each on a real stdout, which dominates on files of easy puzzles.
 */
export class LineWriter {
  private readonly sink: TextSink;
  private parts: string[] = [];
  private size = 0;

  /** Wraps `sink`; call {@link LineWriter.flush} when done. */
  constructor(sink: TextSink) {
    this.sink = sink;
  }

  /** Queues `text` followed by a newline. */
  line(text: string): void {
    this.parts.push(text, '\n');
    this.size += text.length + 1;
    if (this.size >= FLUSH_AT) this.flush();
  }

  /** Writes everything queued so far. */
  flush(): void {
    if (this.parts.length === 0) return;
    this.sink.write(this.parts.join(''));
    this.parts = [];
    this.size = 0;
  }
}
