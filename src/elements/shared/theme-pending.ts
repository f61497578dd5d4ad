/**
 * A theme known before an element shows its first screen (its `appearance` attribute, an
 * embedded view's) is applied once the appearance code is here (a lazy chunk). Until then
 * the element has the custom state `theme-pending`, and its styles keep that screen's place
 * without drawing it (`:host(:state(theme-pending))`), rather than show it in the default
 * colours for a moment (white, before a dark theme). Used by <acq-cashier> and
 * <acq-subscription-manage>; each clears it once its theme is applied or cannot be, or once
 * it shows an error. The cashier also holds it while a fetched view is due (first-screen.ts),
 * whose theme is not known until it arrives.
 */
export const THEME_PENDING = 'theme-pending';

export class ThemePending {
  /** Attached on first use only: most sessions have no theme. */
  private internals: ElementInternals | undefined;

  constructor(private readonly host: HTMLElement) {}

  set(pending: boolean): void {
    try {
      if (pending) (this.internals ??= this.host.attachInternals()).states.add(THEME_PENDING);
      else this.internals?.states.delete(THEME_PENDING);
    } catch {
      // No custom state names (Chromium before 125), or ElementInternals taken: the screen shows as it did.
    }
  }
}
