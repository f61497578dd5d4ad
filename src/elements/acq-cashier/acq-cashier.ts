import { LitElement, html, isServer, type PropertyValues, type TemplateResult } from 'lit';
import type { CashierView, StatusSnapshot } from '../../core/api/cashier.js';
import { initialState, isStatusChange, transition, viewOf, type FlowEvent, type FlowState } from '../../core/flow/index.js';
import { payRequestOf } from '../../core/flow/methods.js';
import type { MethodChoice } from '../../core/flow/state.js';
import { parseRedirectMode, type RedirectMode } from '../../core/redirect/redirect-mode.js';
import type { FetchLike } from '../../client/proxy-client.js';
import type { EventSourceFactory } from '../../client/watch-status.js';
import { acqEvent, summarizeView } from '../events.js';
import { defineElement } from '../shared/define-element.js';
import type { Strings } from '../shared/i18n-bridge.js';
import { LocalizeController } from '../shared/localize-controller.js';
import { cashierStyles } from './acq-cashier.styles.js';
import { AfterPayLink, needsAfterPay } from './after-pay-link.js';
import type { CashierHost, CashierPort } from './ports.js';
import { brandHeader, productImage } from './brand-header.js';
import { HeaderController } from './header-controller.js';
import { flowErrorOf } from './flow-error.js';
import { announcementOf } from './announce.js';
import { focusAfterRender, focusMethods } from './focus.js';
import { BlankPopup } from './blank-popup.js';
import { payScreen } from './pay-screen.js';
import type { MethodLayout } from '../acq-pay-methods/acq-pay-methods.js';
import { skeleton } from './skeleton.js';
import { waiting } from './waiting.js';
import { AFTER_PAY_UNAVAILABLE, loadError } from './error-fallback.js';
import { SessionRun, type ManagePage } from './session-run.js';
import { CashierTheme } from './theme.js';

/** Inferred: how long the final screen stays before the merchant's redirect URL. */
const DEFAULT_REDIRECT_DELAY_MS = 4000;

/**
 * @tagname acq-cashier
 * @summary The embeddable cashier: loads a session from the merchant proxy and walks the
 * shopper through choosing a method, paying, any authorization step and the result.
 *
 * @event acq-ready - The session loaded; detail: `{locale, view}` (a summary of the view).
 * @event acq-status-change - The flow moved; detail: `{state, previous, snapshot?}`.
 * @event acq-redirect - Cancelable; about to send the shopper to `detail.url` in `detail.mode`. preventDefault() to stay.
 * @event acq-success - Paid (or subscribed); detail: `{snapshot}`.
 * @event acq-failure - The payment failed; detail: `{snapshot}`.
 * @event acq-cancel - Cancelled (by the shopper or the acquirer); detail: `{snapshot}`.
 * @event acq-error - A failure that is not a payment outcome; detail: `{error}`.
 * @event acq-locale - The language on screen changed; detail: `{locale, previous, dir}`.
 *
 * @csspart container - The cashier's box.
 * @csspart header - Logo, display name and language menu.
 * @csspart logo - The 40×40 logo box.
 * @csspart display-name - The merchant's display name.
 * @csspart language-trigger - The language menu button.
 * @csspart language-menu - The floating language menu.
 * @csspart product-image - The 1200×630 product image box.
 * @csspart summary - The order or subscription summary.
 * @csspart methods - The pay methods fieldset.
 * @csspart method - Each pay option.
 * @csspart mark - A brand mark.
 * @csspart detail - The chosen method's details.
 * @csspart pay-button - The pay button.
 * @csspart cancel-button - "Cancel payment".
 * @csspart notice - A message above the methods (a refused or failed attempt).
 * @csspart waiting - The redirecting / confirming screen.
 * @csspart result - The result screen.
 * @csspart result-heading - Its heading.
 * @csspart frame-dialog - The in-page dialog of frame mode.
 *
 * @cssproperty --acq-color-primary - Primary buttons, selected options, links.
 * @cssproperty --acq-color-primary-text - Text on primary buttons.
 * @cssproperty --acq-color-background - Background of the cashier.
 * @cssproperty --acq-color-surface - Cards, inputs and method tiles.
 * @cssproperty --acq-color-text - Main text.
 * @cssproperty --acq-color-text-secondary - Labels, hints and secondary text.
 * @cssproperty --acq-color-danger - Errors.
 * @cssproperty --acq-color-success - Success.
 * @cssproperty --acq-color-border - Borders.
 * @cssproperty --acq-font-family - Font families.
 * @cssproperty --acq-font-size-base - Base font size.
 * @cssproperty --acq-border-radius - Corner radius.
 * @cssproperty --acq-spacing-unit - Spacing step.
 * @cssproperty --acq-focus-ring-color - Keyboard focus outline.
 */
export class AcqCashier extends LitElement implements CashierHost {
  static override styles = cashierStyles;
  // Reactive properties without decorators (no decorator helpers in the bundle). The private
  // ones are internal state: `attribute: false` (as `state: true` is at runtime, but the
  // manifest analyzer would list those as attributes).
  static override properties = {
    session: { reflect: true },
    endpoint: { reflect: true },
    language: { reflect: true },
    appearance: {},
    redirectMode: { attribute: 'redirect-mode' },
    redirectDelay: { type: Number, attribute: 'redirect-delay' },
    methodLayout: { attribute: 'method-layout' },
    strings: { attribute: false },
    view: { attribute: false },
    fetchImpl: { attribute: false },
    eventSourceFactory: { attribute: false },
    flow: { attribute: false },
    managePage: { attribute: false },
  };

  /** The cashier session id the merchant's server created. */
  session?: string;
  /** The proxy's mount path or URL, e.g. "/cashier". */
  endpoint?: string;
  /** BCP 47 tag; wins over the session's cashierLanguage and the browser's languages. */
  language?: string;
  /** A cashierAppearance JSON string; wins over the session's. */
  appearance?: string;
  /** How the shopper reaches an authorization page: redirect (default), popup or frame (any other value reads as redirect). */
  redirectMode: RedirectMode = 'redirect';
  /** Milliseconds the final screen shows before the merchant's redirect URL; negative: never leave. */
  redirectDelay = DEFAULT_REDIRECT_DELAY_MS;
  /** How pay methods are laid out: `accordion` (default) or `tabs`. */
  methodLayout: MethodLayout = 'accordion';
  /** Per-element string overrides. */
  strings?: Strings;
  /**
   * The session's view as the merchant's server embedded it (`proxy.view(id)` or
   * createSession's `view` option), instead of a `<script type="application/json">` child:
   * the methods render at once; the element still checks the session with the proxy
   * before any payment.
   */
  view?: CashierView;
  /** The fetch the proxy client uses (tests, or a framework's own). */
  fetchImpl?: FetchLike;
  /** EventSource factory for status streams; null forces polling. */
  eventSourceFactory?: EventSourceFactory | null;

  private flow: FlowState = initialState;
  /** Set for a `subscription-manage` session: the subscription page shows instead of the checkout. */
  private managePage: ManagePage | undefined;

  /** Popup mode's window, opened inside the Pay click; the post-pay code sends it to the webUrl. */
  private readonly popup = new BlankPopup();
  /** The post-pay half (after-pay.ts), loaded after the first render. */
  private readonly afterPay: AfterPayLink = new AfterPayLink(this, () => this.port());
  private readonly theme = new CashierTheme(this);
  private readonly run = new SessionRun(this, {
    theme: this.theme,
    reset: () => {
      this.flow = initialState;
      this.managePage = undefined;
    },
    manage: (page) => (this.managePage = page),
    sendWhenReady: (event, signal) => this.sendWhenReady(event, signal),
    shown: (view) => {
      this.applyTheme();
      this.l10n.resolve();
      this.dispatchEvent(acqEvent('acq-ready', { locale: this.l10n.locale, view: summarizeView(view) }));
    },
    prefetch: () => {
      void this.afterPay.load().catch(() => undefined);
      this.header.defineLanguageMenu().catch(() => undefined);
    },
    resume: (signal) => this.afterPay.resume(signal),
    stopped: () => this.afterPay.controller?.stop(),
  });
  private readonly header = new HeaderController(this, () => this.l10n);
  private readonly l10n: LocalizeController = new LocalizeController(this, {
    preferences: () => [this.header.shopperLocale, this.language, viewOf(this.flow)?.language],
    onChange: (locale, previous) =>
      this.dispatchEvent(acqEvent('acq-locale', { locale, previous, dir: this.l10n.dir })),
  });

  /** The flow state (read-only), for merchants and tests. */
  get state(): FlowState {
    return this.flow;
  }

  // The view request starts as soon as the element is in the page (not after a first
  // render of the loading screen): the network wait begins ~8 ms earlier.
  override connectedCallback(): void {
    super.connectedCallback();
    this.run.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.run.stop();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Server rendering (acq-cashier/server's renderCashierHtml) never connects the element: the given view is its state.
    if (isServer) {
      if (this.view && this.flow.name === 'loading') this.flow = transition(this.flow, { type: 'VIEW_LOADED', view: this.view });
      this.l10n.resolve();
      return;
    }
    if (changed.has('appearance')) this.applyTheme();
    if (changed.has('language') && this.language) checkLanguage(this.language);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if ((changed.has('session') || changed.has('endpoint')) && this.run.outdated()) this.run.start();
    if (changed.has('flow' as keyof AcqCashier)) this.afterFlowRender(changed.get('flow' as keyof AcqCashier) as FlowState | undefined);
  }

  // ——— the post-pay code ———

  /** What the post-pay controller reaches of this element beyond its public API. */
  private port(): CashierPort {
    return {
      l10n: this.l10n,
      popup: this.popup,
      client: () => this.run.client,
      signal: () => this.run.signal,
      send: (event) => this.send(event),
      closeBlankPopup: () => this.closeBlankPopup(),
      navigateTo: (url) => this.navigateTo(url),
      afterReady: (announce) => this.run.afterReady(announce),
    };
  }

  /**
   * Sends an event that arrives asynchronously, first loading after-pay.ts if the state it
   * leads to renders from it (already there in practice: it is prefetched after the first render).
   */
  private async sendWhenReady(event: FlowEvent, signal: AbortSignal | undefined): Promise<void> {
    const next = transition(this.flow, event);
    // No await otherwise: an embedded view's VIEW_LOADED must land before the first render.
    const loaded = needsAfterPay(next) ? await this.afterPay.load().then(() => true, () => false) : true;
    if (signal?.aborted) return;
    // Without its code (a refused or unreachable chunk) that state could only spin forever: an error instead,
    // which this element renders itself, and whose retry reloads the session (and tries the code again).
    if (!loaded && next.name !== 'error') console.error(`acq-cashier: ${AFTER_PAY_UNAVAILABLE.message}; serve every file of the CDN folder.`);
    this.send(loaded || next.name === 'error' ? event : { type: 'ERROR', error: AFTER_PAY_UNAVAILABLE });
  }

  // ——— the state machine ———

  private send(event: FlowEvent): void {
    const previous = this.flow;
    const next = transition(previous, event);
    if (next === previous) return;
    this.flow = next;
    this.onEnter(next, previous);
  }

  private onEnter(next: FlowState, previous: FlowState): void {
    const snapshot = snapshotOf(next);
    if (isStatusChange(previous, next)) {
      const change = () =>
        this.dispatchEvent(acqEvent('acq-status-change', { state: next.name, previous: previous.name, ...(snapshot ? { snapshot } : {}) }));
      // acq-ready comes first (the docs promise it): the view's first state waits for it. Before any view
      // there is no status to tell: a session that does not load says so with acq-error alone.
      if (this.run.announcedReady) change();
      else if (viewOf(next)) this.run.afterReady(change);
    }
    this.afterPay.controller?.enter(next, previous);
    if (next.name === 'error') this.dispatchEvent(acqEvent('acq-error', { error: next.error }));
    if (next.name === 'loading' && previous.name === 'error') void this.run.load();
  }

  /**
   * Focus follows the screen that was just rendered. (The live region's text is the
   * state's announcement, rendered with the screen: set after it, it cost every state
   * change a second render.)
   */
  private afterFlowRender(previous: FlowState | undefined): void {
    if (previous?.name === this.flow.name) return;
    focusAfterRender(this.renderRoot, this.flow, previous, this.updateComplete);
  }

  // ——— the shopper's acts ———

  private onMethodChange = (event: CustomEvent<MethodChoice>): void => {
    this.send({ type: 'METHOD_SELECTED', method: event.detail });
  };

  /**
   * Synchronous up to the pay call: the state leaves `ready` in this very click, so any
   * further click finds it `submitting` and does nothing; popup mode opens its window
   * here, inside the click's own task, where browsers allow it.
   */
  private onPay = (): void => {
    const flow = this.flow;
    if (flow.name !== 'ready') return;
    if (!flow.method) {
      focusMethods(this.renderRoot);
      return;
    }
    const method = flow.method;
    if (this.mode() === 'popup') this.popup.open(this.session ?? '');
    this.send({ type: 'PAY', method });
    const paying = this.flow;
    if (paying.name !== 'submitting') return;
    const { signal, client } = this.run;
    this.run
      .verified()
      .then((verified) => (verified ? client!.pay(this.session!, payRequestOf(method, paying.attempt), signal) : Promise.reject(new Error('stale view'))))
      .then(async (snapshot) => {
        await this.sendWhenReady({ type: 'PAY_ACCEPTED', snapshot }, signal);
        if (signal?.aborted) return;
        if (this.flow.name === 'redirecting' && this.flow.mode === undefined) this.afterPay.controller?.leave(this.flow.webUrl);
        else this.closeBlankPopup();
      })
      .catch((error: unknown) => {
        if (signal?.aborted) return;
        this.closeBlankPopup();
        void this.sendWhenReady({ type: 'PAY_FAILED', error: flowErrorOf(error) }, signal);
      });
  };

  private onCancel = (): void => {
    if (this.flow.name !== 'ready') return;
    this.send({ type: 'CANCEL_REQUESTED' });
    const { signal, client } = this.run;
    client!.cancel(this.session!, signal)
      .then((snapshot) => this.sendWhenReady({ type: 'PAY_ACCEPTED', snapshot }, signal))
      .catch((error: unknown) => this.sendWhenReady({ type: 'PAY_FAILED', error: flowErrorOf(error) }, signal));
  };

  // ——— leaving for the webUrl ———

  private mode(): RedirectMode {
    return parseRedirectMode(this.redirectMode);
  }

  private closeBlankPopup(): void {
    if (this.flow.name === 'redirecting' && this.flow.mode === 'popup') return;
    this.popup.close();
  }

  /** Full-page navigation (kept in one method so a test can observe it). */
  protected navigateTo(url: string): void {
    location.assign(url);
  }

  // ——— theme ———

  private applyTheme(): void {
    this.theme.apply(this.appearance ?? viewOf(this.flow)?.appearance);
  }

  // ——— rendering ———

  override render() {
    if (this.managePage) return this.managePage(this);
    const header = this.header.input(viewOf(this.flow));
    return html`
      <div class="container" part="container" role="region" aria-label=${this.l10n.t('cashier.label')} aria-busy=${this.flow.name === 'loading' ? 'true' : 'false'}>
        ${brandHeader(header)} ${this.renderBody()}
      </div>
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${announcementOf(this.flow, this.l10n)}</div>
      ${this.afterPay.controller?.renderFrame()}
    `;
  }

  private renderBody(): TemplateResult {
    const flow = this.flow;
    if (flow.name === 'ready' || flow.name === 'submitting') {
      const header = this.header.input(flow.view);
      const { view } = flow;
      return payScreen({
        flow,
        l10n: this.l10n,
        strings: this.strings,
        methodLayout: this.methodLayout,
        image: productImage(header, view.order?.goodsName ?? view.order?.description ?? view.subscription?.plan.description ?? ''),
        onMethodChange: this.onMethodChange,
        onPay: this.onPay,
        onCancel: this.onCancel,
      });
    }
    // Every way into the other states creates the post-pay controller first; if its code failed to load, wait for a retry.
    if (flow.name !== 'loading' && this.afterPay.controller) return this.afterPay.controller.render(flow);
    if (flow.name === 'loading') return skeleton();
    if (flow.name === 'error') return loadError(this.l10n, flow.error, () => this.send({ type: 'RETRY' }));
    void this.afterPay.load().then(() => this.requestUpdate(), () => undefined);
    return waiting(this.l10n.t('cashier.loading'));
  }

}

defineElement('acq-cashier', AcqCashier);

/** A bad `language` is told in the console by a lazy chunk (the rule's registry), after the first frame: the first screen never waits for it. */
function checkLanguage(language: string): void {
  requestAnimationFrame(() => setTimeout(() => void import('./language-warning.js').then((m) => m.warnAboutLanguage(language), () => undefined)));
}

function snapshotOf(state: FlowState): StatusSnapshot | undefined {
  if ('snapshot' in state && state.snapshot) return state.snapshot;
  return undefined;
}

declare global {
  interface HTMLElementTagNameMap {
    'acq-cashier': AcqCashier;
  }
}
