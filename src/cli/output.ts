/**
 * Buffered output for response streams: many small responses go out as few large writes, the
 * producer waits when the reader is slow, and a reader that goes away (`| head`) just ends output.
 */
import { writeSync } from 'node:fs';
import type { Writable } from 'node:stream';

/** UTF-16 units of responses gathered before they are written as one. */
const BATCH_UNITS = 64 * 1024;

export class ResponseWriter {
  // Lines are gathered as strings and written joined, one write a batch: the text is encoded once,
  // in C++, which costs less a line than encoding each response into a byte buffer of our own
  // (measured: bench/run.ts --only end-to-end).
  private pending: string[] = [];
  private pendingUnits = 0;
  private broken = false;
  private stream: Writable | null = null;

  /**
   * @param openStream the stream, opened when first written to.
   * @param descriptor a file descriptor to write to straight and synchronously, in place of the
   *   stream: the text is encoded as it is written, with no byte buffer allocated and collected for
   *   every batch (measured: bench/run.ts --only end-to-end). A descriptor that will not block
   *   (EAGAIN) or takes only part of a batch hands the rest and everything after to the stream, in
   *   order.
   */
  constructor(
    private readonly openStream: () => Writable,
    private descriptor: number | null = null,
  ) {}

  /**
   * Writes to stdout through its descriptor while that blocks, as an inherited pipe, file or
   * terminal does. process.stdout is opened only if it must take over: Node makes a pipe
   * non-blocking when it opens process.stdout, which would cut every large write short.
   */
  static toStdout(): ResponseWriter {
    return new ResponseWriter(() => process.stdout, 1);
  }

  /** True once the reader has gone away; further output is dropped. */
  get closed(): boolean {
    return this.broken;
  }

  /**
   * Queues one line. Synchronous: a full batch is written at once, and a producer waits for a slow
   * reader at its own pace, through {@link flush} or {@link ready}.
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
    const stream = this.stream;
    if (this.broken || stream === null || stream.destroyed || !stream.writableNeedDrain) return;
    await new Promise<void>((resolve) => {
      const done = (): void => {
        stream.off('drain', done);
        stream.off('close', done);
        stream.off('error', done);
        resolve();
      };
      stream.on('drain', done);
      stream.on('close', done);
      stream.on('error', done);
    });
  }

  private send(): void {
    if (this.pending.length === 0) return;
    // The empty last element ends the last line with LF too, without a second string.
    this.pending.push('');
    const text = this.pending.join('\n');
    this.pending = [];
    this.pendingUnits = 0;
    if (this.broken) return;
    if (this.descriptor === null) this.opened().write(text);
    else this.writeToDescriptor(this.descriptor, text);
  }

  private writeToDescriptor(descriptor: number, text: string): void {
    let written: number;
    try {
      written = writeSync(descriptor, text);
    } catch (error) {
      if (isClosedPipe(error as NodeJS.ErrnoException)) {
        this.broken = true;
        return;
      }
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      written = 0;
    }
    if (written === Buffer.byteLength(text)) return;
    // Cut short (a non-blocking pipe that is full, a signal): the stream takes the bytes not yet
    // written, and everything after them.
    this.descriptor = null;
    const bytes = Buffer.from(text);
    if (written < bytes.length) this.opened().write(bytes.subarray(written));
  }

  private opened(): Writable {
    if (this.stream === null) {
      const stream = this.openStream();
      stream.on('error', (error: NodeJS.ErrnoException) => {
        // The reader closed the pipe: nobody wants more output, which is not a failure.
        if (isClosedPipe(error)) this.broken = true;
        else throw error;
      });
      this.stream = stream;
    }
    return this.stream;
  }
}

const isClosedPipe = (error: NodeJS.ErrnoException): boolean => error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED';
