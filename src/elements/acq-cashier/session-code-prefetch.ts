/**
 * The CDN build fetches the session code (lazy/session-controller.js and its imports) at low
 * priority while the first screen loads, and runs it only after that screen's first frame
 * (first-screen.ts): a Pay clicked as soon as the methods show then waits for no download,
 * and import() meets no chain of requests. The README's snippet has the same links; a page
 * with them gets no second request (the browser keeps one module per URL).
 * Only the CDN build knows these files' names (vite.config.ts defines them, from
 * scripts/cdn-purposes.ts); an npm build leaves this to the shop's bundler, which preloads
 * an import()'s dependencies itself: scripts/build.ts writes `undefined` for the name there,
 * and the shop's minifier drops the rest.
 */
declare const __ACQ_SESSION_CODE_FILES__: readonly string[] | undefined;

let fetched = false;

export function prefetchSessionCode(): void {
  if (fetched || typeof __ACQ_SESSION_CODE_FILES__ === 'undefined') return;
  fetched = true;
  for (const file of __ACQ_SESSION_CODE_FILES__) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the entry's own request: CORS, same-origin credentials (the snippet's crossorigin="anonymous").
    link.crossOrigin = 'anonymous';
    link.fetchPriority = 'low';
    link.href = new URL(file, import.meta.url).href;
    document.head.append(link);
  }
}
