/**
 * The redirect plan: what the element does with a checked webUrl in each mode. Pure; the
 * element carries it out (navigation, window.open inside the click's task, a dialog).
 */
import type { RedirectMode } from './redirect-mode.js';
import type { ResumeRecord } from './resume-record.js';

export { parseRedirectMode, REDIRECT_MODES, type RedirectMode } from './redirect-mode.js';

export interface RedirectPlanInput {
  /** The URL checkWebUrl accepted. */
  url: URL;
  sessionId: string;
  attempt: number;
  endpoint: string;
  /** Epoch milliseconds (passed in: core reads no clock). */
  now: number;
}

/** Full-page navigation: save the resume record first, then `location.assign(url)`. */
export interface RedirectNavigatePlan {
  mode: 'redirect';
  url: string;
  resume: ResumeRecord;
}

/**
 * Popup: `window.open(url, windowName, features)` synchronously in the click handler; when
 * it returns null (blocked), save `resume` and navigate as in redirect mode.
 */
export interface RedirectPopupPlan {
  mode: 'popup';
  url: string;
  windowName: string;
  features: string;
  resume: ResumeRecord;
  fallback: 'redirect';
}

/** In-page dialog with an iframe; no resume record (the page never leaves). */
export interface RedirectFramePlan {
  mode: 'frame';
  url: string;
  /** The origin whose postMessage may report the result. */
  origin: string;
}

export type RedirectPlan = RedirectNavigatePlan | RedirectPopupPlan | RedirectFramePlan;

export const POPUP_FEATURES = 'popup=yes,width=480,height=720';

export function planRedirect(mode: RedirectMode, input: RedirectPlanInput): RedirectPlan {
  const url = input.url.href;
  const resume: ResumeRecord = {
    sessionId: input.sessionId,
    attempt: input.attempt,
    endpoint: input.endpoint,
    savedAt: input.now,
  };
  switch (mode) {
    case 'popup':
      return { mode, url, windowName: popupName(input.sessionId), features: POPUP_FEATURES, resume, fallback: 'redirect' };
    case 'frame':
      return { mode, url, origin: input.url.origin };
    default:
      return { mode: 'redirect', url, resume };
  }
}

/** One named window per session: a second click focuses the same popup instead of opening another. */
function popupName(sessionId: string): string {
  return `acq-cashier-${sessionId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
