/**
 * The theme preview's stand-in for the merchant proxy: a `fetchImpl` for <acq-cashier>
 * that answers a made-up session per kind and screen, so every screen can be looked at
 * without paying. The session id names what to show: `pv-<kind>-<screen>-<n>`.
 */
import type { CashierView, StatusSnapshot, ViewBrand } from '../src/core/api/cashier.js';

export const PREVIEW_KINDS = ['order', 'subscription'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

export const PREVIEW_SCREENS = ['ready', 'submitting', 'succeeded', 'failed', 'expired', 'cancelled', 'error'] as const;
export type PreviewScreen = (typeof PREVIEW_SCREENS)[number];

export function previewSessionId(kind: PreviewKind, screen: PreviewScreen, generation: number): string {
  return `pv-${kind}-${screen}-${generation}`;
}

function readSessionId(id: string): { kind: PreviewKind; screen: PreviewScreen } | null {
  const [, kind, screen] = /^pv-(\w+)-(\w+)-\d+$/.exec(id) ?? [];
  const k = PREVIEW_KINDS.find((x) => x === kind);
  const s = PREVIEW_SCREENS.find((x) => x === screen);
  return k && s ? { kind: k, screen: s } : null;
}

const NOW = '2026-05-01T10:00:00Z';

function snapshot(screen: PreviewScreen): StatusSnapshot {
  switch (screen) {
    case 'succeeded':
    case 'expired':
    case 'cancelled':
      return { status: screen, attempt: 1, updatedAt: NOW };
    case 'failed':
      return { status: 'failed', attempt: 1, result: { code: 'D0002', messageKey: 'error.declined' }, updatedAt: NOW };
    default:
      return { status: 'open', attempt: 1, updatedAt: NOW };
  }
}

function baseView(id: string, screen: PreviewScreen, brand: ViewBrand): CashierView {
  return {
    id,
    kind: 'order',
    expiresAt: '2099-01-01T00:00:00Z',
    amount: { value: '24.90', currency: 'EUR' },
    brand,
    order: {
      description: 'Washed Ethiopian beans, roasted this week',
      merchantOrderId: 'ORD-1042',
      goodsName: 'Single-origin coffee, 1 kg',
      quantity: 1,
    },
    payMethods: [
      { payMethodType: 'CREDITCARD', payMethodName: 'CC_VISA' },
      { payMethodType: 'EWALLET', payMethodName: 'SANDBOX_WALLET' },
    ],
    savedCards: [
      {
        tokenId: 'tok_preview',
        maskedCardInfo: '424242******4242',
        cardScheme: 'VISA',
        cardExpiry: '12/30',
        payMethodType: 'CREDITCARD',
        payMethodName: 'CC_VISA',
      },
    ],
    webUrlHosts: [],
    status: snapshot(screen),
  };
}

export function previewView(id: string, kind: PreviewKind, screen: PreviewScreen, brand: ViewBrand): CashierView {
  const view = baseView(id, screen, brand);
  if (kind === 'order') return view;
  return {
    ...view,
    kind: 'subscription',
    amount: { value: '0.00', currency: 'EUR' },
    order: undefined,
    subscription: {
      plan: {
        description: "Roaster's Club — a bag every month",
        amount: { value: '14.50', currency: 'EUR' },
        periodType: 'MONTHLY',
        periodInterval: 1,
        numberOfPeriod: 12,
        trial: { amount: { value: '0.00', currency: 'EUR' }, periodType: 'DAILY', periodInterval: 1, numberOfPeriod: 14 },
      },
      firstChargeAt: '2026-05-15T00:00:00Z',
      nextPaymentAt: '2026-05-15T00:00:00Z',
      endAt: '2027-04-15T00:00:00Z',
      manageable: screen === 'succeeded',
    },
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const NOT_FOUND = {
  error: { code: 'session_not_found', messageKey: 'error.sessionNotFound', message: 'No such cashier session' },
};

/**
 * A fetch for <acq-cashier fetchImpl>. `brand()` is read on every view load, so a new
 * session id shows the current brand. The pay call of the submitting screen never
 * answers: the screen stays as it is while you look at it.
 */
export function previewFetch(brand: () => ViewBrand): (input: string, init: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const path = new URL(input, location.href).pathname;
    const [, id = '', rest = ''] = /\/sessions\/([^/]+)(\/\w+)?$/.exec(path) ?? [];
    const session = readSessionId(decodeURIComponent(id));
    if (!session || session.screen === 'error') return json(404, NOT_FOUND);
    const view = previewView(decodeURIComponent(id), session.kind, session.screen, brand());
    const method = (init.method ?? 'GET').toUpperCase();
    if (method === 'GET' && rest === '') return json(200, view);
    if (method === 'GET' && rest === '/status') return json(200, view.status);
    if (method === 'POST' && rest === '/pay') return new Promise<Response>(() => undefined);
    if (method === 'POST' && rest === '/cancel') return json(200, { ...view.status, status: 'cancelled' });
    if (method === 'GET' && rest === '/manage') {
      return json(200, { url: `${location.origin}/theme-preview.html`, expiresAt: '2099-01-01T00:00:00Z' });
    }
    return json(404, NOT_FOUND);
  };
}
