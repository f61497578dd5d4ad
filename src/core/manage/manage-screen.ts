/**
 * What the subscription page shows of a ManageView, and which of the shopper's acts it
 * offers: pure, so that tests read it as tables and the element only renders. The proxy
 * already says what the acquirer allows (view.actions); the page also refuses what makes
 * no sense on screen (a plan change with no plan to change to, a cancel of a subscription
 * that is over).
 */
import type { ManagePayment, ManagePlan, ManageStatus, ManageView } from '../api/manage-view.js';
import type { FlowError } from '../flow/state.js';

export interface ManageOffer {
  cancel: boolean;
  updatePayment: boolean;
  changePlan: boolean;
}

const OVER: ReadonlySet<ManageStatus> = new Set(['cancelled', 'expired', 'closed']);

/** The status's message key: the shopper reads words, never the acquirer's code. */
export function statusKey(status: ManageStatus): `subscription.status.${ManageStatus}` {
  return `subscription.status.${status}`;
}

/** A subscription that has ended (cancelled, expired, closed): nothing is due, nothing can be changed. */
export function isOver(status: ManageStatus): boolean {
  return OVER.has(status);
}

export function manageOffer(view: ManageView): ManageOffer {
  const over = isOver(view.subscription.status);
  return {
    cancel: view.actions.cancel && !over,
    updatePayment: view.actions.updatePayment && !over,
    changePlan: view.actions.changePlan && !over && planChoices(view).length > 0,
  };
}

/** The plans to change to: the proxy's list without the plan the shopper is on (same name, price and period). */
export function planChoices(view: ManageView): ManagePlan[] {
  const current = view.subscription;
  return view.plans.filter(
    (plan) =>
      !(
        plan.description === current.description &&
        plan.amount.value === current.amount.value &&
        plan.amount.currency === current.amount.currency &&
        plan.periodType === current.periodType &&
        plan.periodInterval === current.periodInterval
      ),
  );
}

/**
 * The history newest first. The proxy sends it so already (by period); the page sorts again
 * by date, stably, so that a proxy of another version cannot show it upside down.
 */
export function paymentsNewestFirst(payments: readonly ManagePayment[]): ManagePayment[] {
  return payments
    .map((payment, index) => ({ payment, index, time: Date.parse(payment.at) }))
    .sort((a, b) => (Number.isNaN(a.time) || Number.isNaN(b.time) ? 0 : b.time - a.time) || a.index - b.index)
    .map(({ payment }) => payment);
}

/** The past-due notice: the subscription runs, but its latest period's payment failed. */
export function showsPastDue(view: ManageView): boolean {
  return view.subscription.status === 'past_due';
}

/** The date a cancel leaves the shopper: the end of the period already paid, if the proxy knows it. */
export function accessUntil(view: ManageView): string | undefined {
  return isOver(view.subscription.status) ? undefined : view.subscription.paidUntil;
}

/** The page's own words for errors the checkout's catalog words as a checkout's ("This checkout could not be found"). */
const PAGE_WORDS: Readonly<Record<string, string>> = {
  'error.generic': 'manage.loadFailed',
  'error.sessionNotFound': 'manage.notFound',
  'error.setup': 'manage.setup',
};

/**
 * What the page says when its view did not load: the error's own words where they say more
 * than "something went wrong" (offline, a timeout), in the page's words where the
 * checkout's would say "checkout" (not set up, not found), else that the subscription
 * could not be loaded; a retry only where one can help.
 */
export function loadFailure(error: Pick<FlowError, 'messageKey' | 'retryable'>): { messageKey: string; retry: boolean } {
  return { messageKey: PAGE_WORDS[error.messageKey] ?? error.messageKey, retry: error.retryable };
}
