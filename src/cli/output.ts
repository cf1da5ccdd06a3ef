/**
 * Buffered output for response streams: many small responses go out as few large writes, the
 * producer waits when the reader is slow, and a reader that goes away (`| head`) just ends output.
 */
import type { Writable } from 'node:stream';

/** Bytes gathered before they are handed to the stream as one write. */
const BATCH_BYTES = 64 * 1024;
const LF = 0x0a;
/** Written batches kept for reuse: as many as a stream holds before it asks the writer to wait, and one more. */
const SPARE_BATCHES = 4;
/** A UTF-16 code unit is at most 3 bytes of UTF-8 (a surrogate pair, 2 units, is 4). */
const MAX_UTF8_PER_UNIT = 3;

export class ResponseWriter {
  // Lines are encoded straight into this batch (no joined string, no copy of it), and the batch is
  // handed to the stream whole; a new one takes its place, as the stream may still hold it.
  private batch: Buffer | null = null;
  private used = 0;
  private broken = false;
  // Batches the stream has written out, used again: a long run (a class of a million rows) would
  // otherwise leave its written batches to the garbage collector, megabytes of memory outside the heap.
  private readonly spare: Buffer[] = [];

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
    const most = text.length * MAX_UTF8_PER_UNIT + 1;
    if (this.batch !== null && most > BATCH_BYTES - this.used) this.send();
    if (most > BATCH_BYTES) {
      // Too long for any batch (a large response): a write of its own, after what was queued.
      this.stream.write(`${text}\n`);
      return;
    }
    this.batch ??= this.spare.pop() ?? Buffer.allocUnsafeSlow(BATCH_BYTES);
    this.used += this.batch.write(text, this.used);
    this.batch[this.used++] = LF;
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
    if (this.batch === null || this.used === 0) return;
    const batch = this.batch;
    if (!this.broken) {
      this.stream.write(batch.subarray(0, this.used), (error) => {
        if (!error && this.spare.length < SPARE_BATCHES) this.spare.push(batch);
      });
    }
    this.batch = null;
    this.used = 0;
  }
}
