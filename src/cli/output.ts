/**
 * Buffered output for response streams: many small responses go out as few large writes, the
 * producer waits when the reader is slow, and a reader that goes away (`| head`) just ends output.
 */
import type { Writable } from 'node:stream';

/** UTF-16 units of responses gathered before they are handed to the stream as one write. */
const BATCH_UNITS = 64 * 1024;

export class ResponseWriter {
  // Lines are gathered as strings and handed to the stream joined, one write a batch: the stream
  // encodes the joined text once, in C++, which costs less a line than encoding each response
  // into a byte buffer of our own (measured: bench/run.ts --only end-to-end).
  private pending: string[] = [];
  private pendingUnits = 0;
  private broken = false;

  constructor(private readonly stream: Writable) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      // The reader closed the pipe: nobody wants more output, which is not a failure.
      if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') this.broken = true;
      else throw error;
    });
  }

  /** True once the reader has gone away; further output is dropped. */
  get closed(): boolean {
    return this.broken;
  }

  /**
   * Queues one line. Synchronous: a full batch is handed to the stream at once, and a producer
   * waits for a slow reader at its own pace, through {@link flush} or {@link ready}.
   */
  line(text: string): void {
    if (this.broken) return;
    this.pending.push(text);
    this.pendingUnits += text.length + 1;
    if (this.pendingUnits >= BATCH_UNITS) this.send();
  }

  /** Writes what is queued, then waits while the reader is behind. */
  async flush(): Promise<void> {
    this.send();
    await this.ready();
  }

  /** Resolves at once, or when the stream has drained if the reader is behind (or has gone away). */
  async ready(): Promise<void> {
    if (this.broken || this.stream.destroyed || !this.stream.writableNeedDrain) return;
    await new Promise<void>((resolve) => {
      const done = (): void => {
        this.stream.off('drain', done);
        this.stream.off('close', done);
        this.stream.off('error', done);
        resolve();
      };
      this.stream.on('drain', done);
      this.stream.on('close', done);
      this.stream.on('error', done);
    });
  }

  private send(): void {
    if (this.pending.length === 0) return;
    // The empty last element ends the last line with LF too, without a second string.
    this.pending.push('');
    if (!this.broken) this.stream.write(this.pending.join('\n'));
    this.pending = [];
    this.pendingUnits = 0;
  }
}
