/**
 * For the set-up tests of the elements: every console.error and every fetch of the page
 * (answered 500: nothing may travel but through the element's own fetchImpl) recorded per
 * test and restored after it, so that a test can say "one console error, no request";
 * and the table of attributes left out that both elements answer alike.
 */
import { expect, waitUntil } from '@open-wc/testing';

export interface Watched {
  /** console.error's arguments, call by call. */
  logged: unknown[][];
  /** URLs the page's own fetch was asked for. */
  pageFetches: string[];
}

export function watchConsoleAndFetch(): { watched: Watched; oneConsoleError: () => Promise<string> } {
  const watched: Watched = { logged: [], pageFetches: [] };
  const originalError = console.error;
  const originalFetch = window.fetch;
  beforeEach(() => {
    watched.logged = [];
    watched.pageFetches = [];
    console.error = (...args: unknown[]) => void watched.logged.push(args);
    window.fetch = async (input: RequestInfo | URL) => {
      watched.pageFetches.push(String(input));
      return new Response('{}', { status: 500 });
    };
  });
  afterEach(() => {
    console.error = originalError;
    window.fetch = originalFetch;
  });
  /** The one console error of the test (a second one, within 50 ms, fails it). */
  const oneConsoleError = async (): Promise<string> => {
    await waitUntil(() => watched.logged.length > 0, 'no console error', { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watched.logged).to.have.length(1);
    return String(watched.logged[0]![0]);
  };
  return { watched, oneConsoleError };
}

/** The element's attributes left out or empty: [name, attributes, acq-error code, the attribute the console names]. */
export function missingAttributeCases(sessionId: string): ReadonlyArray<[name: string, attributes: Record<string, string>, code: string, attribute: string]> {
  return [
    ['session=""', { session: '', endpoint: '/cashier' }, 'missing_session', 'session attribute'],
    ['no session', { endpoint: '/cashier' }, 'missing_session', 'session attribute'],
    ['endpoint=""', { session: sessionId, endpoint: '' }, 'missing_endpoint', 'endpoint attribute'],
    ['no endpoint', { session: sessionId }, 'missing_endpoint', 'endpoint attribute'],
    ['session="  " (blank)', { session: '  ', endpoint: '/cashier' }, 'missing_session', 'session attribute'],
  ];
}
