/** A stand-in for the merchant proxy's widget routes and the status stream, for element tests. */
import type { CashierView, StatusSnapshot } from '../../src/core/api/cashier.js';
import type { EventSourceLike } from '../../src/client/watch-status.js';

export interface Call {
  method: string;
  path: string;
  body?: unknown;
}

export interface FakeProxyOptions {
  view: CashierView;
  /** What POST …/pay answers (per call). */
  pay?: (body: { attempt: number }) => StatusSnapshot | { status: number; body: unknown };
  status?: () => StatusSnapshot;
  /** Delay of every answer, ms. */
  delay?: number;
}

export class FakeProxy {
  readonly calls: Call[] = [];
  constructor(private readonly options: FakeProxyOptions) {}

  readonly fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(input, location.href).pathname;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    this.calls.push({ method, path, body });
    if (this.options.delay) await new Promise((r) => setTimeout(r, this.options.delay));
    const answer = this.answer(method, path, body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };

  callsTo(suffix: string, method = 'POST'): Call[] {
    return this.calls.filter((c) => c.method === method && c.path.endsWith(suffix));
  }

  private answer(method: string, path: string, body: unknown): { status: number; body: unknown } {
    const view = this.options.view;
    if (method === 'GET' && path.endsWith(`/sessions/${view.id}`)) return { status: 200, body: view };
    if (method === 'POST' && path.endsWith('/pay')) {
      const out = this.options.pay?.(body as { attempt: number }) ?? {
        ...view.status,
        status: 'processing',
        attempt: (body as { attempt: number }).attempt,
      };
      return 'updatedAt' in out ? { status: 200, body: out } : out;
    }
    if (method === 'GET' && path.endsWith('/status')) return { status: 200, body: this.options.status?.() ?? view.status };
    if (method === 'POST' && path.endsWith('/cancel')) {
      return { status: 200, body: { ...view.status, status: 'cancelled', acquirerStatus: 'CANCELLED' } };
    }
    if (method === 'GET' && path.endsWith('/manage')) {
      return { status: 200, body: { url: 'https://shop.example.test/manage?t=1', expiresAt: '2099-01-01T00:00:00Z' } };
    }
    return { status: 404, body: { error: { code: 'not_found', messageKey: 'error.generic', message: 'no route' } } };
  }
}

/** An EventSource the test drives: listeners by event type, and `dispatch` to send one. */
export class DrivenEventSource implements EventSourceLike {
  closed = false;
  private readonly listeners = new Map<string, Array<(event: MessageEvent | Event) => void>>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent | Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** Sends `event: <type>` with `data` as its JSON. */
  protected dispatch(type: string, data: unknown): void {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** The status stream: `emit(snapshot)` sends an `event: status`. */
export class FakeEventSource extends DrivenEventSource {
  static instances: FakeEventSource[] = [];

  constructor(url: string) {
    super(url);
    FakeEventSource.instances.push(this);
  }

  static readonly factory = (url: string): FakeEventSource => new FakeEventSource(url);

  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }

  emit(snapshot: StatusSnapshot): void {
    this.dispatch('status', snapshot);
  }
}
