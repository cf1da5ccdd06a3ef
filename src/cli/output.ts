/**
 * Buffered output for response streams: many small responses go out as few large writes, the
 * producer waits when the reader is slow, and a reader that goes away (`| head`) just ends output.
 */
import type { Writable } from 'node:stream';

const FLUSH_AT = 64 * 1024;

export class ResponseWriter {
  private readonly pending: string[] = [];
  private pendingLength = 0;
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

  /** Queues one line; writes when enough has piled up. */
  async line(text: string): Promise<void> {
    this.pending.push(text, '\n');
    this.pendingLength += text.length + 1;
    if (this.pendingLength >= FLUSH_AT) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.pending.length === 0 || this.broken) return;
    const chunk = this.pending.join('');
    this.pending.length = 0;
    this.pendingLength = 0;
    if (this.stream.write(chunk)) return;
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
}
