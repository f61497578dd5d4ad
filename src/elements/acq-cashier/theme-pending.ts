/**
 * A theme known before the first render (the element's `appearance`, an embedded view's)
 * is applied by the session code once the appearance code is here. Until then the element
 * has this custom state, and its styles keep the loading screen's place without drawing it
 * (acq-cashier.styles.ts), rather than show it in the default colours for a moment (white,
 * before a dark theme). The state ends when the theme is applied or the element shows
 * anything but loading (the view, an error), whichever comes first.
 */
export const THEME_PENDING = 'theme-pending';

/** What this needs of ElementInternals' CustomStateSet. */
export type StateSet = Pick<Set<string>, 'add' | 'delete'>;

/** Sets or clears the state. A browser without custom state names (Chromium before 125) refuses them: the loading screen shows as it did. */
export function markThemePending(states: StateSet | undefined, pending: boolean): void {
  try {
    if (pending) states?.add(THEME_PENDING);
    else states?.delete(THEME_PENDING);
  } catch {
    // No custom states here.
  }
}
