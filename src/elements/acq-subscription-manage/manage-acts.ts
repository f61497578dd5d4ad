/**
 * The shopper's acts on the subscription page: update the payment method, cancel (once
 * confirmed), change the plan. Each acts only when no other is under way and the run has
 * a client; a refusal shows as a notice over the overview, is told as acq-error and reads
 * the view again; a cancel without an answer asks the view whether it went through. The
 * element keeps its state (which act is busy, the notice, the screen): the acts change it
 * through ActsHooks.
 */
import type { ManageView } from '../../core/api/manage-view.js';
import { accessUntil, isOver } from '../../core/manage/manage-screen.js';
import { parseRedirectMode } from '../../core/redirect/redirect-mode.js';
import { flowErrorOf } from '../acq-cashier/flow-error.js';
import { acqEvent } from '../events.js';
import type { ManageClient } from './manage-client.js';
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
  /** Focus on the control of this part, once rendered. */
  focus(part: string): void;
}

/** No answer came (the connection failed, or too late): the request may have reached the proxy all the same. */
function answerLost(error: unknown): boolean {
  const { code } = flowErrorOf(error);
  return code === 'network_error' || code === 'timeout';
}

/** The proxy's refusal because the subscription is no longer active (cancelled elsewhere, ended). */
function isNotActive(error: unknown): boolean {
  return flowErrorOf(error).code === 'subscription_not_active';
}

/** A call failed: acq-error. */
function tellError(page: EventTarget, error: unknown): void {
  page.dispatchEvent(acqEvent('acq-error', { error: flowErrorOf(error) }));
}

export class ManageActs {
  /** A cancel whose answer was lost (what the shopper keeps): the next view that shows the subscription over settles it. */
  private doubt: { id: string; until: string | undefined } | null = null;

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
    let failed = false;
    client
      .link(signal)
      .then((link) => {
        if (signal.aborted) return;
        if (this.leave.go(mode, link.url, view.webUrlHosts)) return;
        failed = true;
        this.hooks.setNotice({ kind: 'error', lines: [this.l10n.t('cashier.unsafeRedirect')] });
      })
      .catch((error: unknown) => {
        this.leave.abandon();
        if (signal.aborted) return;
        failed = true;
        this.refused([this.errorLine(error)], error);
      })
      .finally(() => {
        this.hooks.setBusy(null);
        // The button was disabled while busy, which left focus on the body: back where the shopper was.
        if (failed) this.hooks.focus('update-payment-button');
      });
  };

  confirmCancel = (): void => {
    const view = this.host.view;
    // Synchronous up to the request: a second click finds the page busy and sends nothing.
    const { client, signal } = this.run;
    if (this.hooks.busy() || !view || !client || !signal) return;
    this.hooks.setBusy('cancel');
    void this.cancel(client, signal, view).finally(() => {
      this.hooks.setBusy(null);
      this.hooks.overview();
    });
  };

  /** A view shown (read, streamed, polled): one that shows the subscription over settles a cancel whose answer was lost. */
  viewShown(view: ManageView): void {
    if (this.doubt?.id === view.id && isOver(view.subscription.status)) this.cancelled(view, this.doubt.until);
  }

  private async cancel(client: ManageClient, signal: AbortSignal, view: ManageView): Promise<void> {
    const until = accessUntil(view);
    try {
      // An embedded view's acts wait for the proxy's word on it (a stale page loads again instead).
      if (!(await this.run.verified())) return;
      const after = await client.cancel(signal);
      if (!signal.aborted) this.cancelled(after, until);
    } catch (error) {
      if (signal.aborted) return;
      const lost = answerLost(error);
      if (lost) {
        // The request may have reached the proxy, which then cancelled: the view says (viewShown).
        this.doubt = { id: view.id, until };
        const fresh = await this.run.reread();
        if (signal.aborted || !this.doubt) return;
        // The proxy's view says it is not over: the cancel did not happen. No view: a later one may still tell.
        if (fresh) this.doubt = null;
      }
      this.refused([this.l10n.t('manage.refused'), this.errorLine(error)], error, !lost);
    }
  }

  /** The cancel went through: the proxy's view, the notice, acq-subscription-cancel. */
  private cancelled(after: ManageView, until: string | undefined): void {
    // Told once: a cancel in doubt that a later one settled is settled too.
    this.doubt = null;
    this.host.view = after;
    this.hooks.setNotice({ kind: 'cancelled', until });
    this.host.dispatchEvent(acqEvent('acq-subscription-cancel', { subscriptionStatus: after.subscription.acquirerStatus, status: after.subscription.status }));
  }

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

  /**
   * A call failed: its lines over the overview, and acq-error; then the view as the proxy
   * has it now (`reread`), since a refusal often means the page is behind (another tab
   * cancelled, a stream that did not deliver).
   */
  private refused(lines: string[], error: unknown, reread = true): void {
    this.hooks.setNotice({ kind: 'error', lines, ...(isNotActive(error) ? { over: true } : {}) });
    tellError(this.host, error);
    if (reread) void this.run.reread();
  }

  private errorLine(error: unknown): string {
    if (isNotActive(error)) return this.l10n.t('manage.notActive');
    const key = flowErrorOf(error).messageKey;
    return this.l10n.tMaybe(key) ?? this.l10n.t('error.generic');
  }
}
