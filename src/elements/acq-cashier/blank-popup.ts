/**
 * Popup mode's window: opened blank inside the Pay click (where browsers allow a popup),
 * sent to the webUrl by the post-pay code once the pay call answers. The object is the
 * `{window}` the SessionController shares with that code.
 */
export class BlankPopup {
  window: Window | null = null;

  /** Opens (or brings forward) the window named after the session; null when blocked. */
  open(session: string): void {
    if (this.window && !this.window.closed) {
      this.window.focus();
      return;
    }
    const name = `acq-cashier-${session.replace(/[^A-Za-z0-9_-]/g, '_')}`;
    try {
      this.window = window.open('about:blank', name, 'popup=yes,width=480,height=720');
    } catch {
      this.window = null;
    }
  }

  close(): void {
    if (this.window && !this.window.closed) this.window.close();
    this.window = null;
  }
}
