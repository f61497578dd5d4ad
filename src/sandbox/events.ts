/**
 * Domain events of the sandbox: orders, subscriptions, changes and tokens announce what
 * happened on the context (`ctx.emit('order', {order})`) and never import who listens.
 * The notifier (notifications.ts) subscribes once where the sandbox is wired (index.ts),
 * which keeps imports one way: notifier → domain, never back. Plan changes settle the
 * same way (changes.ts listens to changeDecided), so subscriptions never import changes.
 */
import type { Order, PaymentDetail, Refund, Subscription, SubscriptionChange, Token } from './state.js';

export interface SandboxEventMap {
  /** An order reached a state the merchant is told about. */
  order: { order: Order };
  refund: { refund: Refund; order: Order; notifyUrl: string | undefined };
  subscription: { sub: Subscription };
  /** A renewal (or a renewal retry) was charged or declined. */
  subscriptionPayment: { sub: Subscription; detail: PaymentDetail };
  change: { change: SubscriptionChange; sub: Subscription };
  /** The new subscription of a plan change was approved or failed: the change settles (changes.ts). */
  changeDecided: { changeRequest: string; outcome: 'SUCCESS' | 'FAILED' };
  token: { token: Token; notifyUrl: string | undefined };
}

export type SandboxEventName = keyof SandboxEventMap;
export type SandboxListener<K extends SandboxEventName> = (event: SandboxEventMap[K]) => void;

export interface SandboxEvents {
  emit<K extends SandboxEventName>(name: K, event: SandboxEventMap[K]): void;
  on<K extends SandboxEventName>(name: K, listener: SandboxListener<K>): void;
}

export function createSandboxEvents(): SandboxEvents {
  const listeners = new Map<SandboxEventName, Array<(event: never) => void>>();
  return {
    emit(name, event) {
      for (const listener of listeners.get(name) ?? []) (listener as SandboxListener<typeof name>)(event);
    },
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as (event: never) => void]);
    },
  };
}
