/**
 * The shopper's acts on the subscription page: update the payment method, cancel (once
 * confirmed), change the plan. Each acts only when no other is under way and the run has
 * a client; a refusal shows as a notice over the overview and is told as acq-error. The
 * element keeps its state (which act is busy, the notice, the screen): the acts change it
 * through ActsHooks.
 */
import type { ManageView } from '../../core/api/manage-view.js';
import { accessUntil } from '../../core/manage/manage-screen.js';
import { parseRedirectMode } from '../../core/redirect/redirect-mode.js';
import { flowErrorOf } from '../acq-cashier/flow-error.js';
import { acqEvent } from '../events.js';
import { showPlanChange, type ManageLeave } from './manage-leave.js';
import type { ManageRun } from './manage-run.js';
import type { Busy, ManageL10n, ManageNotice } from './manage-templates.js';

/** The element's public members the acts read and set. */
export interface ActsHost extends HTMLElement {
  /** The view on screen: a cancel puts the proxy's answer there. */
  view: ManageView | null;
  readonly redirectMode: string;
  readonly switchSession?: ((session: string) => void) | undefined;
}

/** The element's own state, which it renders. */
export interface ActsHooks {
  /** The act under way (null: none). */
  busy(): Busy;
  setBusy(busy: Busy): void;
  setNotice(notice: ManageNotice | null): void;
  /** Back to the overview (focus on its heading). */
  overview(): void;
}

/** A call failed: acq-error. */
function tellError(page: EventTarget, error: unknown): void {
  page.dispatchEvent(acqEvent('acq-error', { error: flowErrorOf(error) }));
}

export class ManageActs {
  constructor(
    private readonly host: ActsHost,
    private readonly run: ManageRun,
    private readonly leave: ManageLeave,
    private readonly l10n: ManageL10n,
    private readonly hooks: ActsHooks,
  ) {}

  updatePayment = (): void => {
    const view = this.host.view;
    const { client, signal } = this.run;
    if (this.hooks.busy() || !view || !client || !signal) return;
    const mode = parseRedirectMode(this.host.redirectMode);
    this.leave.begin(mode, view.id);
    this.hooks.setBusy('update');
    this.hooks.setNotice(null);
    client
      .link(signal)
      .then((link) => {
        if (signal.aborted) return;
        if (!this.leave.go(mode, link.url, view.webUrlHosts)) this.hooks.setNotice({ kind: 'error', lines: [this.l10n.t('cashier.unsafeRedirect')] });
      })
      .catch((error: unknown) => {
        this.leave.abandon();
        if (signal.aborted) return;
        this.refused([this.errorLine(error)], error);
      })
      .finally(() => this.hooks.setBusy(null));
  };

  confirmCancel = (): void => {
    const view = this.host.view;
    // Synchronous up to the request: a second click finds the page busy and sends nothing.
    const { client, signal } = this.run;
    if (this.hooks.busy() || !view || !client || !signal) return;
    const until = accessUntil(view);
    this.hooks.setBusy('cancel');
    // An embedded view's acts wait for the proxy's word on it (a stale page loads again instead).
    this.run
      .verified()
      .then((ok) => (ok ? client.cancel(signal) : undefined))
      .then((after) => {
        if (!after || signal.aborted) return;
        this.host.view = after;
        this.hooks.setNotice({ kind: 'cancelled', until });
        this.host.dispatchEvent(acqEvent('acq-subscription-cancel', { subscriptionStatus: after.subscription.acquirerStatus, status: after.subscription.status }));
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        this.refused([this.l10n.t('manage.refused'), this.errorLine(error)], error);
      })
      .finally(() => {
        this.hooks.setBusy(null);
        this.hooks.overview();
      });
  };

  pickPlan = (planId: string): void => {
    const { client, signal } = this.run;
    if (this.hooks.busy() || !client || !signal) return;
    this.hooks.setBusy('change');
    client
      .change(planId, signal)
      .then((session) => {
        if (signal.aborted) return;
        if (this.host.dispatchEvent(acqEvent('acq-plan-change', { session }, true))) showPlanChange(this.host, session);
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        this.refused([this.errorLine(error)], error);
        this.hooks.overview();
      })
      .finally(() => this.hooks.setBusy(null));
  };

  /** A call failed: its lines over the overview, and acq-error. */
  private refused(lines: string[], error: unknown): void {
    this.hooks.setNotice({ kind: 'error', lines });
    tellError(this.host, error);
  }

  private errorLine(error: unknown): string {
    const key = flowErrorOf(error).messageKey;
    return this.l10n.tMaybe(key) ?? this.l10n.t('error.generic');
  }
}
