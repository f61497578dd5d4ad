/** The redirect modes and the `redirect-mode` attribute's reading (its own file: the cashier's first load needs only this). */
export type RedirectMode = 'redirect' | 'popup' | 'frame';

export const REDIRECT_MODES: readonly RedirectMode[] = ['redirect', 'popup', 'frame'];

/** Unknown or missing `redirect-mode` attribute values fall back to a full-page redirect. */
export function parseRedirectMode(value: string | null | undefined): RedirectMode {
  const mode = (value ?? '').trim().toLowerCase();
  return (REDIRECT_MODES as readonly string[]).includes(mode) ? (mode as RedirectMode) : 'redirect';
}
