import { LitElement, html, isServer, nothing, type PropertyValues } from 'lit';
import type { ManageView } from '../../core/api/manage-view.js';
import type { FlowError } from '../../core/flow/index.js';
import type { ManageMessageKey } from '../../core/i18n/manage-catalogs/en.js';
import { isOver, manageOffer } from '../../core/manage/manage-screen.js';
import type { FetchLike } from '../../client/proxy-client.js';
import { isMerchantSetupError } from '../../client/proxy-client-error.js';
import type { EventSourceFactory } from '../../client/watch-status.js';
import { CashierTheme } from '../acq-cashier/theme.js';
import { acqEvent } from '../events.js';
import { defineElement } from '../shared/define-element.js';
import type { CatalogOverrides } from '../shared/i18n-bridge.js';
import { jsonChild } from '../shared/json-text.js';
import { loadErrorHint } from '../shared/load-error-hint.js';
import { LocalizeController } from '../shared/localize-controller.js';
import { hasServerHtml } from '../shared/server-rendered.js';
import { ThemePending } from '../shared/theme-pending.js';
import { manageStyles } from './acq-subscription-manage.styles.js';
import { ManageActs } from './manage-acts.js';
import { manageCatalogs, rememberManageStrings } from './manage-catalogs.js';
import { EmbeddedManageViews } from './manage-embedded.js';
import { ManageLeave } from './manage-leave.js';
import { ManageRun } from './manage-run.js';
import { confirmCancel, loadError, overview, planList, type Busy, type ManageNotice } from './manage-templates.js';

type Screen = 'loading' | 'overview' | 'confirm' | 'plans' | 'error';

/**
 * @tagname acq-subscription-manage
 * @summary The merchant's subscription page (a session of kind `subscription-manage`):
 * the plan, its price per period, the status in words, the trial end and next payment,
 * the payment history; update the payment method, change the plan, cancel (confirmed).
 * `<acq-cashier>` shows it for such a session; it also works on its own.
 *
 * @event acq-ready - The page is shown; detail: `{locale, view}` (id, kind, amount, status).
 * @event acq-subscription-cancel - The subscription was cancelled; detail: `{subscriptionStatus, status}`.
 * @event acq-plan-change - Cancelable; a plan-change session was created, detail: `{session}`. By default the page shows its checkout.
 * @event acq-redirect - Cancelable; about to open the payment-method page at `detail.url` in `detail.mode`. preventDefault() to stay.
 * @event acq-error - A call failed, or there is nothing to load (no session or endpoint, a checkout's session); detail: `{error}`.
 *
 * @csspart container - The page's box.
 * @csspart plan - The current plan.
 * @csspart notice - The past-due notice, a refusal, the cancel done.
 * @csspart history - The payment history.
 * @csspart update-payment-button - "View at the payment provider" (the subscription at the acquirer, where the shopper updates the card).
 * @csspart change-plan-button - "Change plan".
 * @csspart cancel-button - "Cancel subscription".
 * @csspart confirm-cancel-button - The confirmation's cancel.
 * @csspart keep-button - The confirmation's way back.
 * @csspart plan-choice - Each plan to change to.
 * @csspart plan-terms - A plan's trial and number of payments, under its price (when it has either).
 * @csspart return-link - "Return to the shop", when the session has a returnUrl.
 * @csspart frame-dialog - The in-page dialog of frame mode.
 */
export class AcqSubscriptionManage extends LitElement {
  static override styles = manageStyles;
  static override properties = {
    session: { reflect: true },
    endpoint: { reflect: true },
    language: { reflect: true },
    appearance: {},
    redirectMode: { attribute: 'redirect-mode' },
    strings: { attribute: false },
    fetchImpl: { attribute: false },
    eventSourceFactory: { attribute: false },
    switchSession: { attribute: false },
    view: { attribute: false },
    embedded: { attribute: false },
    screen: { attribute: false },
    busy: { attribute: false },
    notice: { attribute: false },
    error: { attribute: false },
  };

  session?: string;
  endpoint?: string;
  language?: string;
  appearance?: string;
  /** How the payment-method page opens: redirect (default), popup or frame. */
  redirectMode = 'redirect';
  strings?: CatalogOverrides<ManageMessageKey>;
  fetchImpl?: FetchLike;
  /** EventSource factory for live updates; null turns them off. */
  eventSourceFactory?: EventSourceFactory | null;
  /** What shows a plan-change session (set by `<acq-cashier>`); alone, the page puts a checkout in its place. */
  switchSession?: ((session: string) => void) | undefined;
  /** The view on screen (read-only for merchants). */
  view: ManageView | null = null;
  /** A view the merchant's server embedded (from `<acq-cashier>`, else a `<script type="application/json">` child): on screen at the first render, then checked with the proxy (manage-embedded.ts). */
  embedded?: ManageView | undefined;

  private screen: Screen = 'loading';
  private busy: Busy = null;
  private notice: ManageNotice | null = null;
  /** Why the view did not load (the error screen's words and whether it offers a retry). */
  private error: FlowError | null = null;
  private readonly embeddedViews = new EmbeddedManageViews();
  private readonly themePending = new ThemePending(this);
  private readonly theme = new CashierTheme(this, () => this.themePending.set(false));
  private readonly leave = new ManageLeave(this, {
    navigate: (url) => this.navigateTo(url),
    back: () => this.run.refresh(),
    // As the checkout: cancelable, so that a merchant may navigate itself.
    confirm: (url, mode) => this.dispatchEvent(acqEvent('acq-redirect', { url, mode }, true)),
  });
  private readonly l10n = new LocalizeController<ManageMessageKey>(this, {
    catalogs: manageCatalogs,
    preferences: () => [this.language, this.view?.language],
  });

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('pageshow', this.onPageShow);
    if (this.embeddedViews.connected(this)) this.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('pageshow', this.onPageShow);
    this.run.stop();
    this.leave.stop();
  }

  protected override willUpdate(): void {
    // Server rendering never connects the element: the embedded view is on screen (l10n first: the host's lang and dir).
    if (isServer && this.embedded && !this.view) this.show(this.embedded);
    if (isServer) this.l10n.resolve();
    if (this.embeddedViews.hydrated(this)) this.start();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if ((changed.has('session') || changed.has('endpoint')) && this.run.outdated()) this.start();
    if (changed.has('appearance')) this.applyTheme();
  }

  private start(): void {
    this.leave.stop();
    this.notice = null;
    this.error = null;
    // The view as the property, or as a `<script type="application/json">` child (the cashier's way too).
    const embedded = this.embeddedViews.take(this.embedded ?? jsonChild(this), this.session);
    // A theme known before the first render, not server-rendered: that render stays unseen until the theme is on.
    const theme = this.appearance ?? embedded?.appearance;
    if (!this.hasUpdated && !hasServerHtml(this) && !this.theme.ready(theme)) this.themePending.set(true);
    if (embedded) {
      this.show(embedded);
      if (this.run.start(embedded)) void this.updateComplete.then(() => this.ready(embedded));
      return;
    }
    this.screen = 'loading';
    this.view = null;
    // False without a session or endpoint: the run tells that after the first update (hooks.failed).
    this.run.start();
  }

  /** An embedded view at once (no theme wait: a themed one stays unseen until its code has applied it, shared/theme-pending.ts). */
  private show(view: ManageView): void {
    rememberManageStrings(view);
    this.view = view;
    this.screen = 'overview';
    this.l10n.resolve();
    if (!isServer) this.applyTheme();
  }

  private ready({ id, kind, subscription }: ManageView): void {
    this.dispatchEvent(acqEvent('acq-ready', { locale: this.l10n.locale, view: { id, kind, amount: subscription.amount, status: subscription.status } }));
  }

  private readonly run = new ManageRun(this, {
    shown: async (view, first) => {
      const signal = this.run.signal;
      // Its formatted strings and catalog (the proxy's, for this page's language): no catalog request.
      rememberManageStrings(view);
      // A themed page never shows unthemed: the appearance code first (a lazy chunk), as the cashier does.
      if (first) await this.theme.prepare(this.appearance ?? view.appearance);
      if (signal?.aborted) return;
      this.view = view;
      this.applyTheme();
      this.l10n.resolve();
      // Over now: a refusal on screen no longer holds (it could not be cancelled, say), and a cancel without an answer went through.
      if (isOver(view.subscription.status) && this.notice?.kind === 'error' && !this.notice.over) this.notice = null;
      this.acts.viewShown(view);
      // A live update may take away what the open step was for (cancelled elsewhere): back to the overview.
      const offer = manageOffer(view);
      if ((this.screen === 'confirm' && !offer.cancel) || (this.screen === 'plans' && !offer.changePlan)) this.go('overview');
      if (!first) return;
      this.screen = 'overview';
      await this.updateComplete;
      this.ready(view);
    },
    failed: (error, first) => {
      if (first) {
        this.screen = 'error';
        this.error = error;
      }
      this.themePending.set(false);
      // One console message per failed load naming the cause and the fix, as the cashier's (acq-error carries the code).
      if (first || isMerchantSetupError(error)) {
        console.error(loadErrorHint(error, { endpoint: this.endpoint ?? '', session: this.session ?? '', pageUrl: location.href, element: 'acq-subscription-manage' }));
      }
      this.dispatchEvent(acqEvent('acq-error', { error }));
    },
    stale: () => this.start(),
  });

  /** The shopper's acts (manage-acts.ts), on this page's state. */
  private readonly acts = new ManageActs(this, this.run, this.leave, this.l10n, {
    busy: () => this.busy,
    setBusy: (busy) => (this.busy = busy),
    setNotice: (notice) => (this.notice = notice),
    overview: () => this.go('overview'),
    focus: (part) => void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`[part=${part}]`)?.focus()),
  });

  /** Moves to a screen and puts focus on its heading, so a screen reader starts there. */
  private go(screen: Screen): void {
    this.screen = screen;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('h2[tabindex]')?.focus());
  }

  private onPageShow = (event: PageTransitionEvent): void => {
    // Back from the payment-method page through the back-forward cache: the page did not load again.
    if (event.persisted) this.run.refresh();
  };

  /** Full-page navigation (kept in one method so a test can observe it). */
  protected navigateTo(url: string): void {
    location.assign(url);
  }

  private applyTheme(): void {
    this.theme.apply(this.appearance ?? this.view?.appearance);
  }

  // ——— rendering ———

  override render() {
    const t = this.l10n;
    return html`<div class="container" part="container" role="region" aria-label=${t.t('manage.title')} aria-busy=${this.screen === 'loading' ? 'true' : 'false'}>
        ${this.view?.brand?.displayName ? html`<p class="brand">${this.view.brand.displayName}</p>` : nothing} ${this.renderScreen()}
      </div>
      ${this.leave.renderFrame(t.t('manage.updatePayment'), t.t('cashier.frameClose'))}`;
  }

  private renderScreen() {
    const { view, busy, l10n } = this;
    if (this.screen === 'error' || (!view && this.screen !== 'loading')) return loadError(this.error, l10n, () => this.start());
    if (!view) return html`<p role="status">${l10n.t('manage.loading')}</p>`;
    if (this.screen === 'confirm') return confirmCancel({ view, l10n, busy, onConfirm: this.acts.confirmCancel, onKeep: () => this.go('overview') });
    if (this.screen === 'plans') return planList({ view, l10n, busy, onPick: this.acts.pickPlan, onBack: () => this.go('overview') });
    return overview({
      view,
      l10n,
      busy,
      notice: this.notice,
      popupOpen: this.leave.popupOpen,
      onUpdatePayment: this.acts.updatePayment,
      onChangePlan: () => this.go('plans'),
      onCancel: () => {
        this.notice = null;
        this.go('confirm');
      },
    });
  }
}

defineElement('acq-subscription-manage', AcqSubscriptionManage);

declare global {
  interface HTMLElementTagNameMap {
    'acq-subscription-manage': AcqSubscriptionManage;
  }
}
