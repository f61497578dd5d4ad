/**
 * The timeouts (and animation-frame waits) an element or one of its controllers has
 * pending, so that stopping leaves none behind.
 */
export class Timers {
  private readonly pending = new Set<ReturnType<typeof setTimeout>>();
  private readonly frames = new Set<number>();

  /** Runs fn after ms, unless cancelled or cleared first. */
  later(fn: () => void, ms: number): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      fn();
    }, ms);
    this.pending.add(timer);
    return timer;
  }

  /**
   * Runs fn in a task after the next frame: a timer alone fires before the browser
   * renders, and its work would hold back that frame (e.g. the first screen's).
   */
  afterFrame(fn: () => void): void {
    const frame = requestAnimationFrame(() => {
      this.frames.delete(frame);
      this.later(fn, 0);
    });
    this.frames.add(frame);
  }

  cancel(timer: ReturnType<typeof setTimeout> | undefined): void {
    if (timer === undefined) return;
    clearTimeout(timer);
    this.pending.delete(timer);
  }

  clear(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
    for (const frame of this.frames) cancelAnimationFrame(frame);
    this.frames.clear();
  }
}
