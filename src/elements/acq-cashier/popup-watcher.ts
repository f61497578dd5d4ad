/**
 * Notices when the authorization popup is closed. A cross-origin window fires nothing the
 * opener can hear, so `closed` is polled; stop() clears the poll (disconnect, final status).
 */
const POLL_MS = 500;

export class PopupWatcher {
  private timer: ReturnType<typeof setInterval> | undefined;

  watch(popup: Window, onClosed: () => void): void {
    this.stop();
    this.timer = setInterval(() => {
      if (!popup.closed) return;
      this.stop();
      onClosed();
    }, POLL_MS);
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}
