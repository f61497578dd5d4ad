import { LitElement, isServer, type PropertyValues, type TemplateResult } from 'lit';
import type { CashierView } from '../../core/api/cashier.js';
import type { ManageView } from '../../core/api/manage-view.js';
import { viewOf, type FlowState } from '../../core/flow/state.js';
import { parseRedirectMode, type RedirectMode } from '../../core/redirect/redirect-mode.js';
import type { FetchLike } from '../../client/proxy-client.js';
import type { EventSourceFactory } from '../../client/watch-status.js';
import { acqEvent } from '../events.js';
import { defineElement } from '../shared/define-element.js';
import { ThemePending } from '../shared/theme-pending.js';
import { trialTerms } from '../shared/trial-terms.js';
import { whenIdle } from '../shared/when-idle.js';
import type { Strings } from '../shared/i18n-bridge.js';
import { LocalizeController } from '../shared/localize-controller.js';
import '../acq-order-summary/acq-order-summary.js';
import '../acq-pay-methods/acq-pay-methods.js';
import { parseMethodLayout, type MethodLayout } from '../acq-pay-methods/pay-methods-template.js';
import { cashierStyles } from './acq-cashier.styles.js';
import { brandHeader, productImage } from './brand-header.js';
import { cashierScreen } from './cashier-screen.js';
import { loadError } from './error-fallback.js';
import { FirstScreen } from './first-screen.js';
import { HeaderController } from './header-controller.js';
import type { CashierHost } from './host.js';
import { payScreen } from './pay-screen.js';
import type { SessionController } from './session-controller.js';
import { reservedScreen, skeleton } from './skeleton.js';

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
 * @csspart cancel-button - "Cancel payment" (on the subscription page: "Cancel subscription").
 * @csspart cancel-question - "Cancel this payment?", which a tap on "Cancel payment" puts in place of the pay and cancel buttons.
 * @csspart keep-button - The question's way back to paying (on the subscription page: "Keep subscription").
 * @csspart confirm-cancel-button - The question's "Cancel payment", which cancels (on the subscription page: the subscription's cancel).
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
  // Reactive properties without decorators (no decorator helpers in the bundle).
  static override properties = {
    session: { reflect: true },
    endpoint: { reflect: true },
    language: { reflect: true },
    appearance: {},
    // Parsed once, here: the controller and the post-pay code read a RedirectMode.
    redirectMode: { attribute: 'redirect-mode', converter: parseRedirectMode },
    redirectDelay: { type: Number, attribute: 'redirect-delay' },
    methodLayout: { attribute: 'method-layout', converter: parseMethodLayout },
    strings: { attribute: false },
    view: { attribute: false },
    fetchImpl: { attribute: false },
    eventSourceFactory: { attribute: false },
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
   * before any payment. A subscription page's view (kind `subscription-manage`) shows that
   * page at once, which checks it with the proxy before any act.
   */
  view?: CashierView | ManageView;
  /** The fetch the proxy client uses (tests, or a framework's own). */
  fetchImpl?: FetchLike;
  /** EventSource factory for status streams; null forces polling. */
  eventSourceFactory?: EventSourceFactory | null;

  private readonly header = new HeaderController(this, () => this.l10n);
  private readonly l10n: LocalizeController = new LocalizeController(this, {
    preferences: () => [this.header.shopperLocale, this.language, viewOf(this.state)?.language],
    onChange: (locale, previous) =>
      this.dispatchEvent(acqEvent('acq-locale', { locale, previous, dir: this.l10n.dir })),
  });
  /** The first screen, until the session code (a lazy chunk) has loaded; that code then loads the session, moves the flow and acts for the shopper. This element renders. */
  private readonly themePending = new ThemePending(this);
  private readonly first = new FirstScreen(this, this.l10n, () => this.themePending.set(true));

  private get run(): SessionController | undefined {
    return this.first.run;
  }

  /** The flow state (read-only), for merchants and tests. */
  get state(): FlowState {
    return this.run?.state ?? this.first.state;
  }

  /**
   * The session's theme is on the host, or cannot be: the loading screen may show (shared/theme-pending.ts).
   * Public for the controller's CashierHost, not for merchants.
   * @internal
   */
  themeApplied(): void {
    this.themePending.set(false);
  }

  protected override updated(): void {
    // Past loading (the view, an error), whether or not a theme came: nothing stays unseen.
    if (this.state.name !== 'loading') this.themeApplied();
  }

  /** An embedded subscription page view renders first as that page (server HTML hydrates): nothing until its chunk is here. */
  protected override shouldUpdate(): boolean {
    return this.run ? this.run.managePage !== null : !this.first.holdsManagePage;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Server rendering (acq-cashier/server's renderCashierHtml) never connects the element: the given view is its state.
    if (isServer) {
      this.first.serverRender();
      this.l10n.resolve();
      return;
    }
    if (changed.has('appearance')) this.run?.applyTheme();
    if (changed.has('language') && this.language) checkLanguage(this.language);
  }

  /**
   * Full-page navigation (kept in one method so a test can observe it); public for the
   * controller's CashierHost, not for merchants.
   * @internal
   */
  navigateTo(url: string): void {
    location.assign(url);
  }

  // ——— rendering ———

  override render() {
    const managePage = this.run?.managePage ?? this.first.managePage;
    if (managePage) return managePage(this);
    // A fetched view due any moment: nothing drawn yet, the place kept (no screen flashes before a quick view).
    if (!this.run && this.first.viewPending) return reservedScreen();
    const flow = this.state;
    return cashierScreen({
      label: this.l10n.t('cashier.label'),
      busy: flow.name === 'loading',
      header: brandHeader(this.header.input(viewOf(flow))),
      body: this.renderBody(flow),
      announcement: this.announcement(flow),
      frame: this.run?.renderFrame(),
    });
  }

  /** The live region's words; the first screen's own states need no table (announce.ts, with the session code). */
  private announcement(flow: FlowState): string {
    if (this.run) return this.run.announce(flow);
    return flow.name === 'loading' ? this.l10n.t('cashier.loading') : flow.name === 'error' ? this.l10n.t('result.error.title') : '';
  }

  private renderBody(flow: FlowState): TemplateResult {
    const { first } = this;
    if (flow.name === 'ready' || flow.name === 'submitting') {
      const header = this.header.input(flow.view);
      const { view } = flow;
      return payScreen({
        flow,
        l10n: this.l10n,
        strings: this.strings,
        methodLayout: this.methodLayout,
        image: productImage(header, view.order?.goodsName ?? view.order?.description ?? view.subscription?.plan.description ?? ''),
        // Before the session code is there (a click in the first frames), the act waits for it.
        onMethodChange: (event: CustomEvent) => first.act((run) => run.select(event)),
        onPay: () => first.act((run) => run.pay()),
        onCancel: () => first.act((run) => run.cancel()),
        trialTerms: (plan, firstCharge) => trialTerms(this.l10n, plan, firstCharge),
        actions: this.run?.payActions(flow),
      });
    }
    if (flow.name === 'loading') return skeleton();
    if (this.run) return this.run.renderOther(flow);
    // Only the first screen's own failure to load the session code gets here.
    return flow.name === 'error' ? loadError(this.l10n, flow.error, first.retry) : skeleton();
  }
}

defineElement('acq-cashier', AcqCashier);

/** A bad `language` is told in the console by a lazy chunk (the rule's registry) once the page is idle: its 4 KB never compete with the first screen or its view. */
function checkLanguage(language: string): void {
  whenIdle(() => void import('./language-warning.js').then((m) => m.warnAboutLanguage(language), () => undefined), 1000);
}

declare global {
  interface HTMLElementTagNameMap {
    'acq-cashier': AcqCashier;
  }
}
