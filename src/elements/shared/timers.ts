/**
 * The timeouts an element (or one of its controllers) has pending, so that stopping
 * leaves none behind.
 */
export class Timers {
  private readonly pending = new Set<ReturnType<typeof setTimeout>>();

  /** Runs fn after ms, unless cancelled or cleared first. */
  later(fn: () => void, ms: number): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      fn();
    }, ms);
    this.pending.add(timer);
    return timer;
  }

  cancel(timer: ReturnType<typeof setTimeout> | undefined): void {
    if (timer === undefined) return;
    clearTimeout(timer);
    this.pending.delete(timer);
  }

  clear(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
