/**
 * The demo shop's memory of its shoppers' subscriptions, as a real shop keeps them in
 * its database: a browser gets an account cookie (httpOnly, random) with its first
 * checkout; onResult (the acquirer's confirmed word, never the browser's) tells which
 * subscription a checkout became. The account page finds it here: the browser names no
 * subscription. Bounded: the oldest entries go first.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { SessionResult } from '../src/server/index.js';

/** The shop's subscription page (account-page.ts): subscriptionManagementUrl of every subscription. */
export const ACCOUNT_PATH = '/account.html';

const COOKIE = 'shop_account';
const MAX_ENTRIES = 2_000;

export interface AccountSubscription {
  subscriptionId: string;
  /** What a plan change's result names as its origin (originSubscriptionRequest). */
  subscriptionRequest: string;
  /** The catalogue item the shopper subscribed to (or changed to). */
  itemId: string;
}

export interface AccountBook {
  /** The browser's account id, set as a cookie when it has none. */
  accountOf(c: Context): string;
  /** The account's id from its cookie, or undefined (nothing is set). */
  knownAccount(c: Context): string | undefined;
  /** A checkout the shop started for an account and an item. */
  checkoutStarted(sessionId: string, account: string, itemId: string): void;
  /**
   * onResult: a succeeded subscription becomes the account's subscription; a plan change
   * made on the account's page (paid, or kept when authorized after a cancel) replaces it.
   */
  resultTold(result: SessionResult): void;
  subscriptionOf(account: string): AccountSubscription | undefined;
  /** The open subscription page session under `key` (account, subscription and language), reused until it expires. */
  pageSession(key: string): { id: string; expiresAt: string } | undefined;
  pageSessionOpened(key: string, session: { id: string; expiresAt: string }): void;
}

/** A Map that forgets its oldest entries beyond MAX_ENTRIES. */
function boundedSet<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}

export function createAccountBook(): AccountBook {
  const checkouts = new Map<string, { account: string; itemId: string }>();
  const subscriptions = new Map<string, AccountSubscription>();
  const pages = new Map<string, { id: string; expiresAt: string }>();
  const knownAccount = (c: Context) => {
    const id = getCookie(c, COOKIE);
    return id && /^[a-z0-9]{16,32}$/.test(id) ? id : undefined;
  };
  return {
    knownAccount,
    accountOf(c) {
      const known = knownAccount(c);
      if (known) return known;
      const id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(36).padStart(2, '0')).join('');
      setCookie(c, COOKIE, id, { httpOnly: true, sameSite: 'Lax', path: '/' });
      return id;
    },
    checkoutStarted: (sessionId, account, itemId) => boundedSet(checkouts, sessionId, { account, itemId }),
    resultTold(result) {
      const { subscriptionId, subscriptionRequest } = result;
      const kept = result.status === 'succeeded' || result.result?.code === 'approved_after_cancel';
      if (result.kind === 'order' || !kept || !subscriptionId || !subscriptionRequest) return;
      const checkout = checkouts.get(result.sessionId);
      if (checkout && result.status === 'succeeded') {
        boundedSet(subscriptions, checkout.account, { subscriptionId, subscriptionRequest, itemId: checkout.itemId });
        return;
      }
      // A change from the account's page: the proxy made its session, so the account is found by the subscription it replaced.
      const account = [...subscriptions].find(([, s]) => s.subscriptionRequest === result.originSubscriptionRequest)?.[0];
      if (account && result.merchantReference) boundedSet(subscriptions, account, { subscriptionId, subscriptionRequest, itemId: result.merchantReference });
    },
    subscriptionOf: (account) => subscriptions.get(account),
    pageSession(key) {
      const page = pages.get(key);
      // A minute's margin: the page opened now still has time to load.
      return page && Date.parse(page.expiresAt) - Date.now() > 60_000 ? page : undefined;
    },
    pageSessionOpened: (key, session) => boundedSet(pages, key, session),
  };
}
