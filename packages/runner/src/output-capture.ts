/** At most this many characters of printed text are kept, so a print flood cannot exhaust memory. */
export const OUTPUT_LIMIT = 1_000_000;
export const OUTPUT_TRUNCATED_NOTE = '\n[Output stopped: the program printed more than 1,000,000 characters.]\n';
const STREAM_EVERY_MS = 40;

/**
 * Collects what Python writes to a stream: decodes UTF-8 across chunk boundaries, keeps the
 * text not yet sent, and drops everything beyond the limit.
 */
export class OutputCapture {
  private decoder = new TextDecoder();
  private pending = '';
  private total = 0;
  private truncated = false;
  private lastStream = 0;
  private onStream: ((text: string) => void) | null = null;

  /** Start a new run; with onStream null the text is only kept, never streamed. */
  reset(onStream: ((text: string) => void) | null): void {
    this.decoder = new TextDecoder();
    this.pending = '';
    this.total = 0;
    this.truncated = false;
    this.lastStream = performance.now();
    this.onStream = onStream;
  }

  write(bytes: Uint8Array): number {
    if (this.truncated) return bytes.length;
    const text = this.decoder.decode(bytes, { stream: true });
    const room = OUTPUT_LIMIT - this.total;
    if (text.length > room) {
      this.pending += text.slice(0, room) + OUTPUT_TRUNCATED_NOTE;
      this.total = OUTPUT_LIMIT;
      this.truncated = true;
    } else {
      this.pending += text;
      this.total += text.length;
    }
    if (this.onStream === null) return bytes.length;
    const now = performance.now();
    if (now - this.lastStream >= STREAM_EVERY_MS || this.pending.length > 65536) {
      this.lastStream = now;
      const chunk = this.takePending();
      if (chunk !== '') this.onStream(chunk);
    }
    return bytes.length;
  }

  takePending(): string {
    const text = this.pending;
    this.pending = '';
    return text;
  }
}
