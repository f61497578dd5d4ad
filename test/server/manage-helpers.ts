/** Test steps of the subscription page: a subscription paid by card, and a manage session for it. */
import assert from 'node:assert/strict';
import { ManageView } from '../../src/core/api/manage-view.js';
import type { ManageSessionInput } from '../../src/server/index.js';
import { payOnHostedPage, SHOP, subscriptionInput, type Harness } from './harness.js';

export interface Subscribed {
  sessionId: string;
  subscriptionRequest: string;
  subscriptionId: string;
}

/** Subscribes user-2 to "Pro plan" (9.99 EUR a month) with a test card. */
export async function subscribe(h: Harness, card = '4242424242424242', over: Record<string, unknown> = {}): Promise<Subscribed> {
  const created = await h.proxy.createSession({ ...subscriptionInput(), ...over } as Parameters<Harness['proxy']['createSession']>[0]);
  const pay = await h.request('POST', `/sessions/${created.id}/pay`, { body: { payMethodType: 'CREDITCARD', attempt: 1 } });
  if (!pay.json?.action?.webUrl) throw new Error(`pay answered ${pay.status} ${pay.text}`);
  await payOnHostedPage(h.sandbox, pay.json.action.webUrl, card);
  await h.settle();
  const subscriptionRequest = (created as { subscriptionRequest?: string }).subscriptionRequest!;
  const { subscriptionId } = await h.proxy.acquirer.subscriptionInquiry({ subscriptionRequest });
  return { sessionId: created.id, subscriptionRequest, subscriptionId };
}

export const MAX_PLAN = { planId: 'plan-max', description: 'Max plan', amount: '19.99', currency: 'EUR', periodType: 'MONTHLY', periodInterval: 1 } as const;

export function manageInput(sub: Pick<Subscribed, 'subscriptionId'>, over: Partial<ManageSessionInput> = {}): ManageSessionInput {
  return { kind: 'subscription-manage', subscriptionId: sub.subscriptionId, userInfo: { userId: 'user-2' }, plans: [MAX_PLAN], ...over } as ManageSessionInput;
}

/** Advances the sandbox's test clock and lets its callbacks reach the proxy. */
export async function advanceClock(h: Harness, duration: string): Promise<void> {
  await h.sandbox.clock.advance(duration);
  await h.settle();
}

/** Reads `event: view` messages of a page's stream until `done` says so (or the timeout). */
export async function viewEvents(on: Harness, id: string, done: (views: ManageView[]) => boolean, act: () => Promise<void>): Promise<ManageView[]> {
  const abort = new AbortController();
  const res = await on.proxy.fetch(new Request(`${SHOP}/cashier/sessions/${id}/events`, { signal: abort.signal }));
  assert.equal(res.headers.get('Content-Type')?.split(';')[0], 'text/event-stream');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const views: ManageView[] = [];
  let buffer = '';
  let acted = false;
  const timer = setTimeout(() => abort.abort(), 10_000);
  try {
    while (!done(views)) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      buffer += value;
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (!block.includes('event: view')) continue;
        views.push(ManageView.parse(JSON.parse(block.split('\n').find((l) => l.startsWith('data: '))!.slice(6))));
      }
      if (views.length > 0 && !acted) {
        acted = true;
        await act();
      }
    }
  } finally {
    clearTimeout(timer);
    abort.abort();
    await reader.cancel().catch(() => undefined);
  }
  return views;
}
