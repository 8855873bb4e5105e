/**
 * Partial answers while a provider streams (DESIGN.md section 12): the latest text is written at
 * most once per interval (250 ms: four writes a second at most on one document, under
 * Firestore's sustained rate for a single document), one write at a time, and never after
 * `close()` returns, so the final answer written next cannot be overtaken by a partial one.
 * A failed partial write is dropped: the final write carries the whole answer.
 */
export const PARTIAL_INTERVAL_MS = 250;

export class ThrottledText {
  private latest: string | null = null;
  private written: string | null = null;
  private lastWriteAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private closed = false;
  /** How many writes were made (for tests and the log). */
  writes = 0;

  constructor(
    private readonly write: (text: string) => Promise<unknown>,
    private readonly intervalMs = PARTIAL_INTERVAL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  push(text: string): void {
    if (this.closed) return;
    this.latest = text;
    this.schedule();
  }

  private schedule(): void {
    if (this.closed || this.timer || this.inFlight || this.latest === null || this.latest === this.written) return;
    const wait = this.lastWriteAt + this.intervalMs - this.now();
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.schedule();
      }, wait);
      return;
    }
    const text = this.latest;
    this.lastWriteAt = this.now();
    this.writes++;
    this.inFlight = this.write(text)
      .then(
        () => {
          this.written = text;
        },
        () => undefined,
      )
      .finally(() => {
        this.inFlight = null;
        this.schedule();
      });
  }

  /** Stops writing; resolves once no partial write is in flight. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.inFlight) await this.inFlight;
  }
}
