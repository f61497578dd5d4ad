/**
 * Session-view requests the CDN entry starts before any element code evaluates
 * (src/cdn-start.ts is its first import), so the view travels while the module is still
 * being evaluated. No imports: this module must evaluate first and fast. Each request is
 * a plain GET with same-origin credentials, which a
 * `<link rel="preload" as="fetch" crossorigin href="{endpoint}/sessions/{id}">` in the
 * page's head matches (the page then starts it with the HTML); an element with a
 * `language` attribute asks `{endpoint}/sessions/{id}?language={language}`, so that the
 * proxy formats the first screen's amounts for it (the preload link names the same URL).
 * The proxy client takes a started request once, for its first attempt.
 */
const started = new Map<string, Promise<Response>>();

/**
 * `{endpoint}/sessions/{id}`: the view route, as the proxy client and the preload link
 * name it; with `?language=` when the element has that attribute.
 */
export function viewUrl(endpoint: string, sessionId: string, language?: string | null): string {
  const url = `${endpoint.replace(/\/+$/, '')}/sessions/${encodeURIComponent(sessionId)}`;
  return language ? `${url}?language=${encodeURIComponent(language)}` : url;
}

/** Starts the view request of every `<acq-cashier session endpoint>` on the page that has no embedded view. */
export function startViewRequests(root: ParentNode): void {
  for (const cashier of root.querySelectorAll('acq-cashier[session][endpoint]')) {
    if (cashier.querySelector(':scope > script[type="application/json"]')) continue;
    const [endpoint, session] = [cashier.getAttribute('endpoint')!, cashier.getAttribute('session')!];
    // An empty one is the merchant's mistake, which the element reports: no request to `{endpoint}/sessions/`.
    if (!endpoint.trim() || !session.trim()) continue;
    const url = viewUrl(endpoint, session);
    if (started.has(url)) continue;
    const request = fetch(viewUrl(endpoint, session, cashier.getAttribute('language')), { credentials: 'same-origin' });
    request.catch(() => undefined); // the proxy client reports failures (or never takes it)
    // Under the URL without language: the proxy client takes it by endpoint and session.
    started.set(url, request);
  }
}

/** The started request for this URL (without language), once (a later load fetches anew). */
/** The started request, left for its taker: the script tag's first paint (pre-render.ts) reads a clone of its answer. */
export function peekStartedView(url: string): Promise<Response> | undefined {
  return started.get(url);
}

export function takeStartedView(url: string): Promise<Response> | undefined {
  return takeOnce(started, url);
}

/** Requests the element's first screen hands back (it fetched with the element's own fetch, if it has one). */
const offered = new Map<string, Promise<Response>>();

/**
 * Hands a view request to the proxy client's first attempt: the element's first screen
 * took or made it, but the view is one only the session code shows (an error, a result,
 * a subscription page), or it was slow to come.
 */
export function offerView(url: string, request: Promise<Response>): void {
  offered.set(url, request);
}

/** The request the first screen handed back for this URL (without language), once. */
export function takeOfferedView(url: string): Promise<Response> | undefined {
  return takeOnce(offered, url);
}

function takeOnce(requests: Map<string, Promise<Response>>, url: string): Promise<Response> | undefined {
  const request = requests.get(url);
  requests.delete(url);
  return request;
}
