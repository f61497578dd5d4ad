/**
 * What `<acq-cashier>` does only once the shopper has paid, or when the session is not
 * open (a return page, a final status, an error): leaving for the webUrl (redirect, popup
 * or frame), the status watch and its time-out, the resume record, the final events and
 * the merchant's redirect, the post-pay screens and their styles. A lazy chunk
 * (dist/cdn/lazy/), prefetched right after the first render so that a click never waits
 * for it; the cashier creates its AfterPayController before entering any state that needs it.
 */
import { adoptStyles, type nothing, type TemplateResult } from 'lit';
import { isFinal, viewOf, type FlowError, type FlowState, type MethodChoice } from '../../core/flow/index.js';
import { planRedirect } from '../../core/redirect/plan.js';
import { isResumeRecordFor } from '../../core/redirect/resume-record.js';
import { checkWebUrl } from '../../core/redirect/web-url.js';
import { outcomeKey, recordOutcome } from '../../client/announced-outcomes.js';
import { clearResume, loadResume, saveResume } from '../../client/resume-store.js';
import { watchStatus, type StopWatching } from '../../client/watch-status.js';
import { isMerchantSetupError } from '../../client/proxy-client-error.js';
import { acqEvent } from '../events.js';
import { safeHttpUrl } from '../shared/safe-url.js';
import type { CashierHost } from './host.js';
import type { SessionPort } from './session-port.js';
import { afterPayStyles } from './after-pay.styles.js';
import { afterPayScreen, type AfterPayState } from './after-pay-templates.js';
import { FrameDialog } from './frame-dialog.js';
import { flowErrorOf } from './flow-error.js';
import { loadErrorHint } from '../shared/load-error-hint.js';
import { PopupWatcher } from './popup-watcher.js';
import { Timers } from '../shared/timers.js';

/** Inferred: after this long without a final status the shopper is told to check later. */
const CONFIRMING_TIMEOUT_MS = 10 * 60 * 1000;

const UNSAFE_REDIRECT: FlowError = {
  code: 'unsafe_redirect',
  messageKey: 'cashier.unsafeRedirect',
  message: 'The webUrl failed the allow-list check',
  retryable: false,
};

type FinalState = Extract<FlowState, { name: 'succeeded' | 'failed' | 'expired' | 'cancelled' }>;

/**
 * The session controller's post-pay half: owns what only matters once the shopper has
 * paid and acts through the SessionController (the element through its CashierHost). One
 * per element, created when this chunk has loaded; the controller stops it whenever it stops itself.
 */
export class AfterPayController {
  private returning = false;
  private manageBusy = false;
  /** The return page asks the status at once rather than waiting for the stream's first event. */
  private resumed = false;
  private stopWatch: StopWatching | null = null;
  private confirmTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly timers = new Timers();
  private readonly popupWatcher = new PopupWatcher();
  private readonly frame: FrameDialog;
  /** The method the shopper paid with on this page. */
  private paidWith: MethodChoice | null = null;
  /** Outcomes announced on this page (outcomeKey). */
  private readonly announced = new Set<string>();

  private readonly host: CashierHost;

  constructor(private readonly run: SessionPort) {
    const host = (this.host = run.host);
    this.frame = new FrameDialog(run);
    // A constructable stylesheet (no <style> under a strict CSP); Lit's own fallback where there is none.
    const root = host.renderRoot;
    if (root instanceof ShadowRoot) adoptStyles(root, [...(root.adoptedStyleSheets ?? []), afterPayStyles]);
    // Catches up with a state entered while this code failed to load (the element retries it).
    if (host.isConnected) this.enter(run.state);
  }

  /** Leaves nothing behind: no stream, timer, popup poll or open dialog. */
  stop(): void {
    this.stopWatching();
    this.timers.clear();
    this.confirmTimer = undefined;
    this.popupWatcher.stop();
    this.frame.close();
    this.resumed = false;
  }

  /** The return page: a stored record for this session and endpoint resumes its attempt. */
  resume(): void {
    const { session, endpoint } = this.host;
    if (!session || !endpoint) return;
    const record = loadResume(session);
    this.resumed = isResumeRecordFor(record, { sessionId: session, endpoint, now: Date.now() });
    if (this.resumed && record) this.run.send({ type: 'RESUMED', attempt: record.attempt });
  }

  /** The element entered `next`: watch the status, time out, close what `next` no longer shows, finish. */
  enter(next: FlowState, previous?: FlowState): void {
    const watching = next.name === 'confirming' || (next.name === 'redirecting' && (next.mode === 'popup' || next.mode === 'frame'));
    if (watching) this.startWatching();
    else if (next.name !== 'redirecting') this.stopWatching();
    if (next.name === 'confirming' && previous?.name !== 'confirming') this.armConfirmTimeout();
    if (next.name !== 'confirming') this.disarmConfirmTimeout();
    if (next.name !== 'redirecting') {
      this.popupWatcher.stop();
      this.frame.close();
    }
    // The method of a Pay click on this page (a return page does not know it).
    if (next.name === 'submitting' && next.intent === 'pay') this.paidWith = next.method;
    if (isFinal(next)) this.onFinal(next);
    // One console error per failed load, naming the cause and the fix (acq-error carries the code); the
    // merchant's own setup refused by the acquirer is told wherever it shows (a load or a Pay click).
    if (next.name === 'error' && previous?.name !== 'error' && (previous?.name === 'loading' || isMerchantSetupError(next.error))) {
      console.error(loadErrorHint(next.error, { endpoint: this.host.endpoint ?? '', session: this.host.session ?? '', pageUrl: location.href }, previous?.name !== 'loading'));
    }
  }

  private onFinal(state: FinalState): void {
    const { host, run } = this;
    if (host.session) clearResume(host.session);
    if (run.popup.window && !run.popup.window.closed) run.popup.window.close();
    run.popup.window = null;
    this.announce(state);
    const canRetry = state.name === 'failed' && state.canRetry;
    const target = safeHttpUrl(state.snapshot?.redirectUrl);
    // Inferred: a failure the shopper can retry keeps them here (the link still offers the way back).
    if (target && !canRetry && host.redirectDelay >= 0) {
      this.returning = true;
      host.requestUpdate();
      this.timers.later(() => host.navigateTo(target), host.redirectDelay);
    }
  }

  /**
   * The outcome event, once per payment on this page and after `acq-ready`; a payment this
   * tab announced before (a reload of the return page) comes again marked `restored: true`.
   */
  private announce(state: FinalState): void {
    const key = outcomeKey(this.host.session ?? '', state.attempt, state.name);
    if (this.announced.has(key)) return;
    this.announced.add(key);
    const restored = recordOutcome(key);
    const detail = { ...(state.snapshot ? { snapshot: state.snapshot } : {}), ...(restored ? { restored } : {}) };
    const type = state.name === 'succeeded' ? 'acq-success' : state.name === 'cancelled' ? 'acq-cancel' : 'acq-failure';
    this.run.afterReady(() => this.host.dispatchEvent(acqEvent(type, detail)));
  }

  // ——— leaving for the webUrl ———

  /** Checks the webUrl, asks the merchant (acq-redirect), then goes there in the chosen mode. */
  leave(webUrl: string): void {
    const { host, run } = this;
    const view = viewOf(run.state);
    const checked = checkWebUrl(webUrl, view?.webUrlHosts ?? []);
    if (!checked.ok || !view) {
      run.closeBlankPopup();
      run.send({ type: 'ERROR', error: { ...UNSAFE_REDIRECT, message: `webUrl refused: ${checked.ok ? 'no view' : checked.reason}` } });
      return;
    }
    const mode = host.redirectMode;
    const allowed = host.dispatchEvent(acqEvent('acq-redirect', { url: checked.url.href, mode }, true));
    if (!allowed) {
      run.closeBlankPopup();
      run.send({ type: 'REDIRECT_CANCELLED' });
      return;
    }
    const flow = run.state;
    const attempt = flow.name === 'redirecting' ? flow.attempt : 1;
    const plan = planRedirect(mode, { url: checked.url, sessionId: view.id, attempt, endpoint: host.endpoint!, now: Date.now() });
    if (plan.mode === 'frame') {
      run.send({ type: 'REDIRECT_STARTED', mode: 'frame' });
      void this.frame.open(plan.url);
      return;
    }
    const popup = plan.mode === 'popup' ? run.popup.window : null;
    if (plan.mode === 'popup' && popup && !popup.closed) {
      popup.location.href = plan.url;
      run.send({ type: 'REDIRECT_STARTED', mode: 'popup' });
      this.popupWatcher.watch(popup, () => this.onPopupClosed());
      return;
    }
    // Redirect mode, or a blocked popup: save what the return page needs, then go.
    saveResume(plan.resume);
    run.send({ type: 'REDIRECT_STARTED', mode: 'redirect' });
    host.navigateTo(plan.url);
  }

  /** The popup closed: one last look at the status, then back to ready if nothing final came. */
  private onPopupClosed(): void {
    const { host, run } = this;
    run.popup.window = null;
    const signal = run.signal;
    run.client
      ?.getStatus(host.session!, signal)
      .then((snapshot) => !signal?.aborted && run.send({ type: 'STATUS', snapshot }))
      .catch(() => undefined)
      .finally(() => {
        if (!signal?.aborted && run.state.name === 'redirecting') run.send({ type: 'REDIRECT_CANCELLED' });
      });
  }

  // ——— status, timers ———

  private startWatching(): void {
    const { host, run } = this;
    const client = run.client;
    if (this.stopWatch || !client || !host.session) return;
    const signal = run.signal;
    this.stopWatch = watchStatus(client, host.session, {
      onStatus: (snapshot) => run.send({ type: 'STATUS', snapshot }),
      signal,
      ...(host.eventSourceFactory !== undefined ? { eventSourceFactory: host.eventSourceFactory } : {}),
    });
    if (this.resumed) {
      this.resumed = false;
      client
        .getStatus(host.session, signal)
        .then((snapshot) => {
          if (signal?.aborted) return;
          run.send({ type: 'STATUS', snapshot });
          if (snapshot.status === 'action_required') run.send({ type: 'RETURNED_UNPAID' });
        })
        .catch(() => undefined);
    }
  }

  private stopWatching(): void {
    this.stopWatch?.();
    this.stopWatch = null;
  }

  private armConfirmTimeout(): void {
    this.disarmConfirmTimeout();
    this.confirmTimer = this.timers.later(() => this.run.send({ type: 'TIMEOUT' }), CONFIRMING_TIMEOUT_MS);
  }

  private disarmConfirmTimeout(): void {
    this.timers.cancel(this.confirmTimer);
    this.confirmTimer = undefined;
  }

  // ——— the shopper's acts on the result screen ———

  private onRetry = (): void => {
    this.returning = false;
    this.timers.clear();
    this.confirmTimer = undefined;
    // The element's own timers stay: the session still expires when it did.
    this.run.send({ type: 'RETRY' });
  };

  private onManage = (): void => {
    const { host, run } = this;
    const client = run.client;
    if (this.manageBusy || !client || !host.session) return;
    this.manageBusy = true;
    host.requestUpdate();
    const signal = run.signal;
    client
      .manage(host.session, signal)
      .then((link) => {
        const url = safeHttpUrl(link.url);
        if (url && !signal?.aborted) host.navigateTo(url);
      })
      .catch((error: unknown) => {
        if (!signal?.aborted) host.dispatchEvent(acqEvent('acq-error', { error: flowErrorOf(error) }));
      })
      .finally(() => {
        this.manageBusy = false;
        host.requestUpdate();
      });
  };

  // ——— rendering ———

  /** The screen of a post-pay state: redirecting, confirming or the result. */
  render(flow: AfterPayState): TemplateResult {
    return afterPayScreen(flow, {
      l10n: this.run.l10n,
      strings: this.host.strings,
      returning: this.returning,
      busy: this.manageBusy,
      paidWith: this.paidWith,
      showPopup: () => this.run.popup.window?.focus(),
      onRetry: this.onRetry,
      onManage: this.onManage,
    });
  }

  /** Frame mode's dialog, outside the cashier's box. */
  renderFrame(): TemplateResult | typeof nothing {
    return this.frame.render();
  }
}
