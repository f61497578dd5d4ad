/**
 * The cashier's first screen from the entry module alone (issue 31): the session's view
 * (embedded, else the request early-view.ts started, else one it starts), checked for
 * what the pay screen shows, and that screen rendered, before the session code
 * (session-controller.ts: the flow, the proxy client, the contract's schemas) has loaded.
 * This screen tells acq-ready and the move to ready; that code loads after the first frame
 * and takes over: it parses the whole view and does everything after. A shopper's click before it is there waits for it.
 * Any other first screen (a missing attribute, an error, a result, a resume, a theme, a
 * subscription, a subscription page) is the session code's from the start; so is every
 * later run (a new session, a reconnect, a retry).
 * A fetched view usually comes within a frame or two: until then (VIEW_HOLD_MS at most)
 * the loading screen keeps its place unseen, so that the main thread is free when the view
 * arrives and the pay screen is the first thing drawn (issue 31: 18 ms sooner in the bench).
 */
import { LitElement, type ReactiveController } from 'lit';
import type { CashierView } from '../../core/api/cashier.js';
import { firstScreenView } from '../../core/api/view-shape.js';
import { openPayScreen } from '../../core/flow/pay-screen-state.js';
import { initialState, type FlowState, type ReadyState } from '../../core/flow/state.js';
import { lazyModule } from '../../core/lazy-module.js';
import { offerView, takeStartedView, viewUrl } from '../../client/early-view.js';
import { requestInit } from '../../client/request-init.js';
import { acqEvent, summarizeView } from '../events.js';
import { loadAppearanceCode } from '../shared/appearance-code.js';
import { rememberViewStrings } from '../shared/i18n-bridge.js';
import { parseJsonText } from '../shared/json-text.js';
import { takePreRendered, type PreRendered } from '../shared/pre-rendered.js';
import { hasServerHtml } from '../shared/server-rendered.js';
import type { LocalizeController } from '../shared/localize-controller.js';
import { EmbeddedViews } from './embedded-check.js';
import { embeddedRaw, embeddedView, embedsManage } from './embedded-view.js';
import { firstPayScreen, resumeStored } from './first-pay-screen.js';
import { codeUnavailable, reportCodeUnavailable } from './error-fallback.js';
import { loadSubscriptionSummary, type FirstView } from './first-view.js';
import type { CashierHost } from './host.js';
import { loadedManagePage, loadSubscriptionManage, type ManagePage } from './manage-page.js';
import { prefetchSessionCode } from './code-prefetch.js';
import type { SessionController } from './session-controller.js';

const loadSessionCode = lazyModule(() => import('./session-controller.js'));

/** A view slower than this: the session code loads meanwhile and takes the request over (with its timeout and retries). */
const VIEW_WAIT_MS = 1000;

/** A fetched view slower than this: the loading screen shows (till then its place is kept unseen). */
const VIEW_HOLD_MS = 100;

/** The session code (lazy/session-controller.js) did not load. */
export const SESSION_CODE_UNAVAILABLE = codeUnavailable('the session code');

export class FirstScreen implements ReactiveController {
  /** What the element renders until the session code runs: loading, the pay screen, or that code's load failure. */
  state: FlowState = initialState;
  /** The session code, once loaded: from then on it owns the state and every run. */
  run: SessionController | undefined;
  /** Shared with the session code: an embedded view is taken once per session. */
  readonly embeddedViews = new EmbeddedViews();
  /** Server rendering of a subscription page (its chunk loaded first): the page's renderer. */
  managePage: ManagePage | undefined;
  /** An embedded subscription page view: no render until the session code has the page's chunk (server HTML hydrates). */
  holdsManagePage = false;
  /** A fetched view is due any moment (VIEW_HOLD_MS at most): the element keeps the loading screen's place unseen, on a transparent host. */
  viewPending = false;
  private begun = false;
  private shown: FirstView | undefined;
  private loading: Promise<SessionController | undefined> | undefined;
  /** Hands the view request back to the proxy client (set while this screen holds it). */
  private giveBack: (() => void) | undefined;

  constructor(
    readonly host: CashierHost,
    readonly l10n: LocalizeController,
    /** Keeps the loading screen unseen until the theme is on (shared/theme-pending.ts). */
    private readonly markThemePending: () => void = () => undefined,
  ) {
    host.addController(this);
    // Server HTML without the hydration support (it gives LitElement an own observedAttributes): Lit would render
    // beside it, two cashiers. Emptied instead (an upgrade finds the root the parser attached), so that the
    // embedded view renders once; the console says why (unhydrated.ts, a lazy chunk).
    if (hasServerHtml(host) && !Object.hasOwn(LitElement, 'observedAttributes')) {
      host.shadowRoot!.textContent = '';
      // Its failure to load is no error of the page's: the cashier shows all the same.
      import('./unhydrated.js').catch(() => undefined);
    }
  }

  hostConnected(): void {
    if (this.run) return; // it is a controller of the host too
    if (this.begun) return void this.handOver();
    this.begun = true;
    this.begin();
  }

  hostDisconnected(): void {
    // A later connect is a new run, the session code's.
    this.shown = undefined;
  }

  /** Server rendering never connects the element: the given view, if it opens on the pay screen, is its state. */
  serverRender(): void {
    const view = this.host.view;
    if (view?.kind === 'subscription-manage') this.managePage = loadedManagePage();
    const state = view?.kind !== 'subscription-manage' && view && openPayScreen(view);
    if (state && this.state.name === 'loading') this.state = state;
  }

  /** Runs a shopper's act once the session code is there (at once if it is). */
  act(act: (run: SessionController) => void): void {
    if (this.run) act(this.run);
    else void this.handOver().then((run) => run && act(run));
  }

  /** After the session code failed to load: try again. */
  retry = (): void => {
    this.state = initialState;
    this.host.requestUpdate();
    void this.handOver();
  };

  private begin(): void {
    const { host } = this;
    const { session, endpoint } = host;
    // Server-rendered HTML is hydrated by the first render, which must be of its embedded view, resuming or not.
    const serverRendered = hasServerHtml(host);
    if (!session?.trim() || !endpoint?.trim()) return void this.handOver();
    const drawn = takePreRendered(host);
    if (drawn) return this.adopt(drawn);
    const raw = embeddedRaw(host, host.view);
    if (embedsManage(raw, session)) {
      this.holdsManagePage = true;
      // The page's chunk beside the session code's, not after it.
      void loadSubscriptionManage().catch(() => undefined);
      return void this.handOver();
    }
    const embedded = embeddedView(raw, session);
    this.startViewCode(embedded);
    // Server-rendered HTML has its theme already.
    if (!serverRendered && (host.appearance ?? embedded?.appearance)) this.markThemePending();
    if (!embedded) return void this.fetchView(endpoint, session);
    const resume = resumeStored(embedded, session);
    const state = resume && !serverRendered ? undefined : this.payScreenOf(embedded, serverRendered);
    if (!state) return void this.handOver();
    this.embeddedViews.take(embedded);
    this.show(state, embedded, true, resume);
  }

  /** The script tag's first paint drew this element's pay screen (pre-render.ts): shown as it is, the shopper's acts there done now. */
  private adopt({ state, view, embedded, acts }: PreRendered): void {
    // The shopper has seen this screen already (it is the same drawing): its Pay needs the session code soonest.
    prefetchSessionCode();
    if (embedded) this.embeddedViews.take(view);
    const picked = acts.findLast((act) => act.name === 'select');
    this.show(picked?.name === 'select' ? { ...state, method: picked.choice } : state, view, embedded, false);
    for (const act of acts) {
      if (act.name === 'select') this.act((run) => run.select(new CustomEvent('acq-method-change', { detail: act.choice })));
      else if (act.name === 'language') void this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLElement>('acq-language-menu > button')?.click());
      else this.act((run) => (act.name === 'pay' ? run.pay() : run.cancel()));
    }
  }

  /**
   * A themed session renders once the appearance code is here, a subscription once its
   * summary's element is: their downloads start now, beside the session code's, not after it.
   */
  private startViewCode(view: CashierView | undefined): void {
    if (this.host.appearance ?? view?.appearance) void loadAppearanceCode().catch(() => undefined);
    if (view?.kind === 'subscription' || view?.kind === 'subscription-change') void loadSubscriptionSummary().catch(() => undefined);
  }

  /** The pay screen of an open view, to show now: an order without a theme to load first, or whatever the server rendered. */
  private payScreenOf(view: CashierView, serverRendered: boolean): ReadyState | undefined {
    return serverRendered ? openPayScreen(view) : firstPayScreen(view, view.id, this.host.appearance);
  }

  private show(state: ReadyState, view: CashierView, embedded: boolean, resume: boolean): void {
    // Fetched or embedded, its formatted strings and catalog serve this page: the first render makes no Intl formatter, loads no catalog.
    rememberViewStrings(view);
    this.state = state;
    this.shown = { state, view, embedded, resume };
    this.host.requestUpdate();
    // The session loaded: told now, not when the session code comes (it checks the whole view then; a view the contract refuses is an acq-error).
    this.l10n.resolve();
    this.host.dispatchEvent(acqEvent('acq-ready', { locale: this.l10n.locale, view: summarizeView(view) }));
    this.host.dispatchEvent(acqEvent('acq-status-change', { state: 'ready', previous: 'loading' }));
    // The session code after the first frame, so that it never holds that frame back.
    requestAnimationFrame(() => setTimeout(() => void this.handOver()));
  }

  private async fetchView(endpoint: string, session: string): Promise<void> {
    const key = viewUrl(endpoint, session);
    const { host } = this;
    // The request started at import is the global fetch's: not for an element with a fetch of its own.
    const request =
      (host.fetchImpl ? undefined : takeStartedView(key)) ??
      (host.fetchImpl ?? ((input, init) => fetch(input, init)))(viewUrl(endpoint, session, host.language), requestInit('GET'));
    const answer = request.then(async (response) => ({ response, text: await response.text() }));
    this.giveBack = () => offerView(key, answer.then(({ response, text }) => new Response(text, response)));
    const slow = setTimeout(() => void this.handOver(), VIEW_WAIT_MS);
    this.viewPending = true;
    // Nothing drawn while the view is due: not even the host's default colours, which a theme it brings would replace.
    this.markThemePending();
    const hold = setTimeout(() => this.endViewPending(false), VIEW_HOLD_MS);
    const got = await answer.catch(() => undefined);
    clearTimeout(slow);
    clearTimeout(hold);
    // The session code took the request over (the view was slow): it shows what comes.
    const taken = !this.giveBack;
    const view = !taken && got?.response.ok ? firstScreenView(parseJsonText(got.text), session) : undefined;
    // A theme the view brings: the loading screen stays unseen until it is on (as for one known up front).
    const themed = !!view?.appearance;
    if (themed) this.markThemePending();
    this.endViewPending(themed);
    if (taken) return;
    this.startViewCode(view);
    const same = host.isConnected && host.session === session && host.endpoint === endpoint;
    const state = view && same && !resumeStored(view, session) ? this.payScreenOf(view, false) : undefined;
    if (state) {
      this.giveBack = undefined;
      this.show(state, view!, false, false);
    } else void this.handOver();
  }

  /** The view came, or is slow: from now on the element draws, in the default colours unless a theme is on its way. */
  private endViewPending(themed: boolean): void {
    if (!this.viewPending) return;
    this.viewPending = false;
    if (!themed && !this.host.appearance) this.host.themeApplied?.();
    this.host.requestUpdate();
  }

  /** Loads the session code once and gives it the element, with the pay screen on display if there is one. */
  private handOver(): Promise<SessionController | undefined> {
    if (!this.loading) prefetchSessionCode();
    return (this.loading ??= loadSessionCode().then(
      ({ SessionController }) => {
        this.giveBack?.();
        this.giveBack = undefined;
        this.run = new SessionController(this.host, this.l10n, this.embeddedViews, this.shown);
        this.shown = undefined;
        // The element's own theme (its first update found no session code to apply it).
        if (this.host.appearance) this.run.applyTheme();
        this.host.requestUpdate();
        return this.run;
      },
      () => {
        // Not even an error screen of its own without that code: this one, whose retry loads it again.
        this.loading = undefined;
        reportCodeUnavailable(SESSION_CODE_UNAVAILABLE);
        this.state = { name: 'error', error: SESSION_CODE_UNAVAILABLE };
        this.host.requestUpdate();
        return undefined;
      },
    ));
  }
}
