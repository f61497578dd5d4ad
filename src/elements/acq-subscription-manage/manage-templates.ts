/** The subscription page's screens: the overview (plan, status, dates, history, acts), the cancel confirmation, the plan list, a load error. */
import { html, nothing, type TemplateResult } from 'lit';
import type { ManagePayment, ManagePlan, ManageView } from '../../core/api/manage-view.js';
import type { FlowError } from '../../core/flow/state.js';
import type { ManageMessageKey } from '../../core/i18n/manage-catalogs/en.js';
import { accessUntil, isOver, loadFailure, manageOffer, paymentsNewestFirst, planChoices, showsPastDue, statusKey } from '../../core/manage/manage-screen.js';
import type { LocalizeController } from '../shared/localize-controller.js';
import { pricePerPeriod, trialLength } from '../shared/period-phrases.js';
import { safeHttpUrl } from '../shared/safe-url.js';
import { isolate, row } from '../shared/templates.js';

export type ManageL10n = LocalizeController<ManageMessageKey>;
export type Busy = 'cancel' | 'update' | 'change' | null;

/**
 * A message on top of the overview: a refusal (alert) or the cancel that went through. A
 * refusal `over` says the subscription is no longer active: a view that shows it over
 * bears it out, where it clears any other refusal (elements' shown hook).
 */
export type ManageNotice = { kind: 'error'; lines: string[]; over?: boolean } | { kind: 'cancelled'; until?: string | undefined };

export interface OverviewInput {
  view: ManageView;
  l10n: ManageL10n;
  busy: Busy;
  notice: ManageNotice | null;
  popupOpen: boolean;
  onUpdatePayment: () => void;
  onChangePlan: () => void;
  onCancel: () => void;
}

export function overview(input: OverviewInput): TemplateResult {
  const { view, l10n: t, busy } = input;
  const sub = view.subscription;
  const offer = manageOffer(view);
  // Not a landmark of its own: the page's region already bears this name.
  return html`<section>
      <h2 id="manage-title" tabindex="-1">${t.t('manage.title')}</h2>
      ${noticeOf(input.notice, t)}
      ${showsPastDue(view) ? html`<p class="notice" part="notice" role="status">${t.t('manage.pastDue')}</p>` : nothing}
      <div class="plan" part="plan">
        <p class="name">${sub.description}</p>
        <p>${isolate(pricePerPeriod(t, sub.amount, sub))}</p>
      </div>
      <dl>
        ${row(t.t('manage.status'), t.t(statusKey(sub.status)), 'status')}
        ${sub.trialEndAt && sub.status === 'trialing' ? row(t.t('manage.trialEnds'), isolate(t.date(sub.trialEndAt))) : nothing}
        ${sub.nextPaymentAt ? row(t.t('subscription.nextPayment'), isolate(t.date(sub.nextPaymentAt)), 'next-payment') : nothing}
        ${sub.endAt && !isOver(sub.status) ? row(t.t('subscription.endsOn'), isolate(t.date(sub.endAt))) : nothing}
      </dl>
    </section>
    ${input.popupOpen ? html`<p role="status">${t.t('manage.popupOpen')}</p>` : nothing}
    ${offer.updatePayment || offer.changePlan || offer.cancel
      ? html`<div class="actions">
          ${offer.updatePayment
            ? html`<button class="button" part="update-payment-button" type="button" ?disabled=${busy !== null} aria-busy=${busy === 'update' ? 'true' : 'false'} @click=${input.onUpdatePayment}>
                ${t.t('manage.updatePayment')}
              </button>`
            : nothing}
          ${offer.changePlan
            ? html`<button class="button secondary" part="change-plan-button" type="button" ?disabled=${busy !== null} @click=${input.onChangePlan}>${t.t('manage.changePlan')}</button>`
            : nothing}
          ${offer.cancel
            ? html`<button class="text-button" part="cancel-button" type="button" ?disabled=${busy !== null} @click=${input.onCancel}>${t.t('manage.cancel')}</button>`
            : nothing}
        </div>`
      : nothing}
    ${history(view.payments, t)} ${returnLink(view, t)}`;
}

/** The merchant's page to go back to, when it set one (http(s) only: it reaches an href). */
function returnLink(view: ManageView, t: ManageL10n): TemplateResult | typeof nothing {
  const url = safeHttpUrl(view.returnUrl);
  return url ? html`<a class="link" part="return-link" href=${url}>${t.t('result.continue')}</a>` : nothing;
}

function noticeOf(notice: ManageNotice | null, t: ManageL10n): TemplateResult | typeof nothing {
  if (!notice) return nothing;
  if (notice.kind === 'error') return html`<div class="notice" part="notice" role="alert">${notice.lines.map((line) => html`<p>${line}</p>`)}</div>`;
  return html`<div class="notice done" part="notice" role="status">
    <p>${t.t('manage.cancelled')}</p>
    ${notice.until ? html`<p>${t.t('manage.keepUntil', { date: t.date(notice.until) })}</p>` : nothing}
  </div>`;
}

function history(payments: readonly ManagePayment[], t: ManageL10n): TemplateResult {
  const rows = paymentsNewestFirst(payments);
  return html`<section aria-labelledby="history-title" part="history">
    <h3 id="history-title">${t.t('manage.history')}</h3>
    ${rows.length === 0
      ? html`<p>${t.t('manage.noPayments')}</p>`
      : html`<table>
          <thead>
            <tr><th scope="col">${t.t('result.date')}</th><th scope="col">${t.t('manage.amount')}</th><th scope="col">${t.t('manage.status')}</th></tr>
          </thead>
          <tbody>
            ${rows.map(
              (p) => html`<tr>
                <td>${p.at ? isolate(t.date(p.at)) : '—'}</td>
                <td>${isolate(t.amount(p.amount))}</td>
                <td class=${p.status}>${t.t(`manage.payment.${p.status}`)}</td>
              </tr>`,
            )}
          </tbody>
        </table>`}
  </section>`;
}

export interface ConfirmInput {
  view: ManageView;
  l10n: ManageL10n;
  busy: Busy;
  onConfirm: () => void;
  onKeep: () => void;
}

/** The cancel's confirmation: what the shopper keeps, then one button that cancels and one that does not. */
export function confirmCancel(input: ConfirmInput): TemplateResult {
  const { l10n: t, busy } = input;
  const until = accessUntil(input.view);
  return html`<section aria-labelledby="confirm-title" part="confirm">
    <h2 id="confirm-title" tabindex="-1">${t.t('manage.confirmTitle')}</h2>
    <p class="name">${input.view.subscription.description}</p>
    ${until ? html`<p>${t.t('manage.keepUntil', { date: t.date(until) })}</p>` : nothing}
    <div class="actions">
      <button class="button danger" part="confirm-cancel-button" type="button" ?disabled=${busy !== null} aria-busy=${busy === 'cancel' ? 'true' : 'false'} @click=${input.onConfirm}>
        ${t.t('manage.cancel')}
      </button>
      <button class="button" part="keep-button" type="button" ?disabled=${busy !== null} @click=${input.onKeep}>${t.t('manage.keep')}</button>
    </div>
  </section>`;
}

export interface PlansInput {
  view: ManageView;
  l10n: ManageL10n;
  busy: Busy;
  onPick: (planId: string) => void;
  onBack: () => void;
}

export function planList(input: PlansInput): TemplateResult {
  const { l10n: t, busy, view } = input;
  return html`<section aria-labelledby="plans-title" part="plans">
    <h2 id="plans-title" tabindex="-1">${t.t('manage.choosePlan')}</h2>
    <div class="plan">
      <p>${t.t('change.from')}</p>
      <p class="name">${view.subscription.description}</p>
      <p>${isolate(pricePerPeriod(t, view.subscription.amount, view.subscription))}</p>
    </div>
    <ul class="choices">
      ${planChoices(view).map(
        (plan) => html`<li>
          <button class="choice" part="plan-choice" type="button" ?disabled=${busy !== null} @click=${() => input.onPick(plan.planId)}>
            <span class="name">${plan.description}</span>
            <span>${isolate(pricePerPeriod(t, plan.amount, plan))}</span>
            ${planTerms(t, plan)}
          </button>
        </li>`,
      )}
    </ul>
    <button class="text-button" part="keep-plan-button" type="button" ?disabled=${busy !== null} @click=${input.onBack}>${t.t('manage.keepPlan')}</button>
  </section>`;
}

/** What a plan's price does not say, in the checkout summary's words: its trial, and its number of payments when it ends. */
function planTerms(t: ManageL10n, plan: ManagePlan): TemplateResult | typeof nothing {
  if (!plan.trial && plan.numberOfPeriod === undefined) return nothing;
  return html`<span class="terms" part="plan-terms">
    ${plan.trial ? html`<span>${trialLength(t, plan.trial)} · ${isolate(t.amount(plan.trial.amount))}</span>` : nothing}
    ${plan.numberOfPeriod !== undefined ? html`<span>${t.t('subscription.payments')}: ${isolate(t.number(plan.numberOfPeriod))}</span>` : nothing}
  </span>`;
}

/** The view did not load (`error`; null: not known): what went wrong in the shopper's words, and a retry where one can help. */
export function loadError(error: FlowError | null, t: ManageL10n, onRetry: () => void): TemplateResult {
  const { messageKey, retry } = error ? loadFailure(error) : { messageKey: 'manage.loadFailed', retry: true };
  return html`<div class="notice" part="notice" role="alert"><p>${t.tMaybe(messageKey) ?? t.t('manage.loadFailed')}</p></div>
    ${retry ? html`<button class="button" type="button" @click=${onRetry}>${t.t('result.retry')}</button>` : nothing}`;
}
