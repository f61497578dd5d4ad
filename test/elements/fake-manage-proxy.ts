/** A stand-in for the proxy's subscription-page routes (core/api/manage-view.ts), and its view stream, for element tests. */
import type { ManageView } from '../../src/core/api/manage-view.js';
import { DrivenEventSource } from './fake-proxy.js';

export interface ManageCall {
  method: string;
  path: string;
  body?: unknown;
}

type Answer = { status: number; body: unknown };

export interface FakeManageProxyOptions {
  view: ManageView;
  /** What POST …/subscription/cancel answers; default: the view, cancelled by the shopper. */
  cancel?: () => ManageView | Answer;
  /** What GET …/manage answers; default: a link on the view's first webUrlHost. */
  link?: () => { url: string; expiresAt: string } | Answer;
  /** What POST …/subscription/change answers; default: `{id: 'cs_change_1'}`. */
  change?: (planId: string) => { id: string } | Answer;
  /** Delay of every answer, ms. */
  delay?: number;
  /** True for a call whose answer is lost on the way back (the proxy did act): the fetch rejects as on a connection reset. */
  drop?: (call: ManageCall) => boolean;
}

export function manageView(overrides: Partial<ManageView> = {}, subscription: Partial<ManageView['subscription']> = {}): ManageView {
  return {
    id: 'ms_test_1',
    kind: 'subscription-manage',
    expiresAt: '2099-01-01T00:00:00Z',
    brand: { displayName: 'Bean & Burr' },
    subscription: {
      description: 'Coffee club',
      amount: { value: '9.99', currency: 'EUR' },
      periodType: 'MONTHLY',
      periodInterval: 1,
      status: 'active',
      acquirerStatus: 'ACTIVE',
      startAt: '2026-01-08T10:00:00Z',
      nextPaymentAt: '2026-06-08T10:00:00Z',
      paidUntil: '2026-06-08T10:00:00Z',
      ...subscription,
    },
    payments: [
      { at: '2026-05-08T10:00:00Z', amount: { value: '9.99', currency: 'EUR' }, status: 'paid', period: 5 },
      { at: '2026-04-08T10:00:00Z', amount: { value: '9.99', currency: 'EUR' }, status: 'paid', period: 4 },
      { at: '2026-03-08T10:00:00Z', amount: { value: '9.99', currency: 'EUR' }, status: 'paid', period: 3 },
    ],
    actions: { cancel: true, updatePayment: true, changePlan: true },
    plans: [
      { planId: 'club', description: 'Coffee club', amount: { value: '9.99', currency: 'EUR' }, periodType: 'MONTHLY', periodInterval: 1 },
      {
        planId: 'club-plus',
        description: 'Coffee club plus',
        amount: { value: '17.50', currency: 'EUR' },
        periodType: 'MONTHLY',
        periodInterval: 1,
        numberOfPeriod: 12,
        trial: { amount: { value: '0.00', currency: 'EUR' }, periodType: 'DAILY', periodInterval: 1, numberOfPeriod: 14 },
      },
      { planId: 'club-weekly', description: 'Weekly beans', amount: { value: '4.90', currency: 'EUR' }, periodType: 'WEEKLY', periodInterval: 2 },
    ],
    webUrlHosts: ['pay.example.test'],
    updatedAt: '2026-05-08T10:00:00Z',
    ...overrides,
  };
}

/** The same subscription whose latest renewal failed. */
export function pastDueView(): ManageView {
  const base = manageView({}, { status: 'past_due' });
  return { ...base, payments: [{ at: '2026-05-08T10:00:00Z', amount: { value: '9.99', currency: 'EUR' }, status: 'failed', period: 5 }, ...base.payments.slice(1)] };
}

/** The same subscription after a cancel: nothing due any more. */
export function cancelledView(view: ManageView): ManageView {
  const { nextPaymentAt: _next, paidUntil: _paid, ...rest } = view.subscription;
  return { ...view, subscription: { ...rest, status: 'cancelled', acquirerStatus: 'USER_CANCELLED' }, actions: { cancel: false, updatePayment: false, changePlan: false } };
}

export class FakeManageProxy {
  readonly calls: ManageCall[] = [];
  view: ManageView;
  /** The page's session is gone (expired): its view answers 404 session_not_found. */
  expired = false;

  constructor(private readonly options: FakeManageProxyOptions) {
    this.view = options.view;
  }

  readonly fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(input, location.href).pathname;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    this.calls.push({ method, path, body });
    if (this.options.delay) await new Promise((r) => setTimeout(r, this.options.delay));
    const answer = this.answer(method, path, body);
    if (this.options.drop?.({ method, path, body })) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };

  callsTo(suffix: string, method = 'POST'): ManageCall[] {
    return this.calls.filter((c) => c.method === method && c.path.endsWith(suffix));
  }

  private answer(method: string, path: string, body: unknown): Answer {
    const base = `/sessions/${this.view.id}`;
    if (method === 'GET' && path.endsWith(base)) return this.expired ? refusal(404, 'session_not_found', 'error.sessionNotFound') : { status: 200, body: this.view };
    if (method === 'POST' && path.endsWith(`${base}/subscription/cancel`)) {
      const out = this.options.cancel?.() ?? cancelledView(this.view);
      if ('status' in out && 'body' in out) return out;
      this.view = out as ManageView;
      return { status: 200, body: out };
    }
    if (method === 'GET' && path.endsWith(`${base}/manage`)) {
      const out = this.options.link?.() ?? { url: `https://${this.view.webUrlHosts[0]}/manage/tok_1`, expiresAt: '2099-01-01T00:00:00Z' };
      return 'status' in out && 'body' in out ? out : { status: 200, body: out };
    }
    if (method === 'POST' && path.endsWith(`${base}/subscription/change`)) {
      const out = this.options.change?.((body as { planId: string }).planId) ?? { id: 'cs_change_1' };
      return 'status' in out && 'body' in out ? out : { status: 200, body: out };
    }
    return { status: 404, body: { error: { code: 'not_found', messageKey: 'error.generic', message: 'no route' } } };
  }
}

/** A refusal as the proxy words it (ProxyError). */
export function refusal(status: number, code: string, messageKey = 'error.generic'): Answer {
  return { status, body: { error: { code, messageKey, message: `refused: ${code}`, requestId: 'req_1' } } };
}

/** The subscription page's stream: `emit(view)` sends an `event: view`. */
export class FakeViewSource extends DrivenEventSource {
  static instances: FakeViewSource[] = [];

  constructor(url: string) {
    super(url);
    FakeViewSource.instances.push(this);
  }

  static readonly factory = (url: string): FakeViewSource => new FakeViewSource(url);

  emit(view: ManageView): void {
    this.dispatch('view', view);
  }

  /** The stream fails (blocked, no stream at the proxy): `error`, as EventSource fires it. */
  fail(): void {
    this.dispatch('error', null);
  }
}
