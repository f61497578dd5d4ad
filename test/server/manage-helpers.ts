/** Test steps of the subscription page: a subscription paid by card, and a manage session for it. */
import type { ManageSessionInput } from '../../src/server/index.js';
import { payOnHostedPage, subscriptionInput, type Harness } from './harness.js';

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
