/**
 * What the session code does with a view it has (fetched or embedded): hands it to the
 * flow (VIEW_LOADED), then tells acq-ready and what waited for it, starts the session's
 * expiry timer and prefetches what a click needs; an embedded one is checked with the
 * proxy. A `subscription-manage` session shows its page instead (managePage). The base of
 * SessionController, which runs the session (its loads, its lifetime) and is the element's
 * controller; on session-flow.ts, the flow state and its one way to move. Only the session
 * code imports it: it stays in that lazy chunk.
 */
import type { CashierView } from '../../core/api/cashier.js';
import { initialState } from '../../core/flow/index.js';
import type { ProxyClient } from '../../client/proxy-client.js';
import { acqEvent, summarizeView } from '../events.js';
import { rememberViewStrings } from '../shared/i18n-bridge.js';
import type { LocalizeController } from '../shared/localize-controller.js';
import { Timers } from '../shared/timers.js';
import { loadLanguageMenu } from './brand-header.js';
import type { EmbeddedViews } from './embedded-check.js';
import { flowErrorOf } from './flow-error.js';
import type { ManagePage } from './manage-page.js';
import { noPayMethodError } from './no-pay-method.js';
import { SessionFlow } from './session-flow.js';

const MAX_TIMER_MS = 2 ** 31 - 1;

export abstract class SessionViewer extends SessionFlow {
  /** Set for a `subscription-manage` session: the element renders the subscription page instead of the checkout; null while an embedded one's code loads. */
  managePage: ManagePage | undefined | null;
  abstract readonly l10n: LocalizeController;
  /** The run's proxy client: the embedded view's check asks it. */
  abstract client: ProxyClient | null;
  /** The run's timers (the session's expiry, the prefetch after a frame): stopping a run clears them. */
  protected readonly timers = new Timers();
  protected abstract readonly embeddedViews: EmbeddedViews;

  /** The current run's signal (aborted when the element stops or reloads). */
  abstract get signal(): AbortSignal | undefined;

  /** The element's appearance, else the session's. */
  abstract applyTheme(): void;

  /** (Re)loads the session; everything of a previous run is stopped first. */
  protected abstract start(): void;

  protected reset(): void {
    this.managePage = undefined;
    this.setState(initialState);
  }

  protected showManagePage(page: ManagePage): void {
    this.managePage = page;
    this.host.requestUpdate();
  }

  protected show(view: CashierView, signal: AbortSignal): void {
    // Fetched or embedded, its formatted strings and catalog serve this page: the first render makes no Intl formatter, loads no catalog.
    rememberViewStrings(view);
    void this.sendWhenReady({ type: 'VIEW_LOADED', view }, signal).then(() => {
      if (!signal.aborted) this.shown(view, signal);
    });
  }

  /**
   * The view's first state is on screen: acq-ready, then what waited for it. `painted`: the
   * first screen's pay screen, already painted, which told acq-ready itself.
   */
  protected shown(view: CashierView, signal: AbortSignal, painted = false): void {
    this.applyTheme();
    this.l10n.resolve();
    if (!painted) this.host.dispatchEvent(acqEvent('acq-ready', { locale: this.l10n.locale, view: summarizeView(view) }));
    this.scheduleExpiry(view);
    const queued = this.beforeReady ?? [];
    this.beforeReady = null;
    for (const announce of queued) announce();
    // Only on the pay screen: a view that is already a result (paid, expired) offers nothing to pay with anyway.
    const unpayable = this.state.name === 'ready' ? noPayMethodError(view) : undefined;
    if (unpayable) {
      console.error(`acq-cashier: ${unpayable.message}`);
      this.tellError(unpayable);
    }
    // Once the first screen is painted, so that no click waits for the code it needs (post-pay code, language menu).
    const prefetch = () => {
      if (signal.aborted) return;
      void this.afterPay.load().catch(() => undefined);
      loadLanguageMenu().then(() => this.host.requestUpdate(), () => undefined);
    };
    if (painted) prefetch();
    else this.timers.afterFrame(prefetch);
  }

  /** An embedded view may be stale (a cached page, a payment made in another tab): the proxy must say the same. */
  protected verify(embedded: CashierView, signal: AbortSignal): void {
    this.embeddedViews.verify(embedded, signal, {
      fetch: () => this.client!.getView(this.host.session!, signal),
      onStale: () => this.start(),
      onFailed: (error) => {
        this.reset();
        return this.sendWhenReady({ type: 'LOAD_FAILED', error: flowErrorOf(error) }, signal);
      },
    });
  }

  private scheduleExpiry(view: CashierView): void {
    const left = Date.parse(view.expiresAt) - Date.now();
    if (Number.isNaN(left) || left > MAX_TIMER_MS) return;
    this.timers.later(() => void this.sendWhenReady({ type: 'SESSION_EXPIRED' }, this.signal), Math.max(0, left));
  }
}
