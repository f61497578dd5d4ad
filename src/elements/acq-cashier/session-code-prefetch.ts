/**
 * The CDN build fetches the session code (lazy/session-controller.js and its imports) as
 * the first screen hands over to it (first-screen.ts, after that screen's first frame, or
 * at once for any other first screen): all its files at once, where import() alone would
 * meet a chain of requests (the entry chunk, then what it imports). Not sooner: fetched
 * while the view is on its way, the code's compile took the main thread just as the view
 * arrived, and the pay screen missed a frame (issue 31's bench); the README snippet has no
 * links for them either. The import map's integrity pins them all the same
 * (test/e2e/integrity.spec.ts tampers each).
 * Only the CDN build knows these files' names, relative to its folder (vite.config.ts
 * defines them, from scripts/cdn-purposes.ts; the entry tells where that folder is); an npm build leaves this to the shop's bundler, which preloads
 * an import()'s dependencies itself: scripts/build.ts writes `undefined` for the name there,
 * and the shop's minifier drops the rest.
 */
import { codeBase } from './code-base.js';

declare const __ACQ_SESSION_CODE_FILES__: readonly string[] | undefined;

let fetched = false;

export function prefetchSessionCode(): void {
  const base = codeBase();
  if (fetched || !base || typeof __ACQ_SESSION_CODE_FILES__ === 'undefined') return;
  fetched = true;
  for (const file of __ACQ_SESSION_CODE_FILES__) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the entry's own request: CORS, same-origin credentials (the snippet's crossorigin="anonymous"), so the import map's integrity applies.
    link.crossOrigin = 'anonymous';
    link.href = new URL(file, base).href;
    document.head.append(link);
  }
}
