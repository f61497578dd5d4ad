/**
 * The CDN build fetches a lazy chunk's files all at once, where import() alone meets a
 * chain of requests (the chunk, then what it imports, asked for only once the chunk is
 * parsed, on a main thread that may be busy drawing):
 * - the session code (lazy/session-controller.js and its imports), as the first screen
 *   hands over to it (first-screen.ts, after that screen's first frame, or at once for any
 *   other first screen). Not sooner: fetched while the view is on its way, the code's
 *   compile took the main thread just as the view arrived, and the pay screen missed a
 *   frame (issue 31's bench); the README snippet has no links for them either;
 * - the post-pay code (lazy/after-pay.js and its imports), as Pay starts
 *   (after-pay-module.ts): a Pay answered before the second round trip waited for it.
 * The import map's integrity pins them all the same (test/e2e/integrity.spec.ts tampers each).
 * Only the CDN build knows these files' names, relative to its folder (vite.config.ts
 * defines them, from scripts/cdn-purposes.ts; the entry tells where that folder is); an
 * npm build leaves this to the shop's bundler, which preloads an import()'s dependencies
 * itself: scripts/build.ts writes `undefined` for the names there, and the shop's
 * minifier drops the rest.
 */
import { codeBase } from './code-base.js';

declare const __ACQ_SESSION_CODE_FILES__: readonly string[] | undefined;
declare const __ACQ_AFTER_PAY_FILES__: readonly string[] | undefined;

const fetched = new Set<string>();

function prefetch(files: readonly string[]): void {
  const base = codeBase();
  if (!base) return;
  for (const file of files) {
    if (fetched.has(file)) continue;
    fetched.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the entry's own request: CORS, same-origin credentials (the snippet's crossorigin="anonymous"), so the import map's integrity applies.
    link.crossOrigin = 'anonymous';
    link.href = new URL(file, base).href;
    document.head.append(link);
  }
}

export function prefetchSessionCode(): void {
  if (typeof __ACQ_SESSION_CODE_FILES__ !== 'undefined') prefetch(__ACQ_SESSION_CODE_FILES__);
}

export function prefetchAfterPay(): void {
  if (typeof __ACQ_AFTER_PAY_FILES__ !== 'undefined') prefetch(__ACQ_AFTER_PAY_FILES__);
}
