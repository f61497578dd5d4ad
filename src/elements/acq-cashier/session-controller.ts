/**
 * What `<acq-cashier>` does, as a Lit reactive controller: the element renders its state
 * and calls its acts. A lazy chunk: the element's first screen (first-screen.ts) loads it
 * after the first frame and hands it the pay screen it showed, if it showed one (adopt).
 * One run per (endpoint, session): it starts when the element
 * connects, again when either changes or a load error is retried, and stops when the
 * element disconnects, leaving no request, stream, timer, popup poll or open dialog. A run
 * holds what lasts as long as its pair: the proxy client, the abort signal of every
 * request, the session-expiry timer, an embedded view and its check with the proxy, the
 * result events held back until `acq-ready`. What a run does with a view it has is its
 * base's (session-viewer.ts: show it, acq-ready, the expiry timer, an embedded one's
 * check); the flow state moves only through the base of that (session-flow.ts: send);
 * the shopper's acts (session-acts.ts) and the post-pay half (after-pay.ts, a lazy chunk)
 * act through this controller's public members.
 */
import type { ReactiveController, TemplateResult } from 'lit';
import { CashierView } from '../../core/api/cashier.js';
import { viewOf, type FlowState, type MethodChoice } from '../../core/flow/index.js';
import { createProxyClient, type ProxyClient } from '../../client/proxy-client.js';
import { badResponseError, contractIssue } from '../../client/proxy-client-error.js';
import { hasStoredResume } from '../../client/resume-key.js';
import { enAfterFirstScreen } from '../shared/i18n-bridge.js';
import type { LocalizeController } from '../shared/localize-controller.js';
import { hasServerHtml } from '../shared/server-rendered.js';
import { AfterPayLink } from './after-pay-link.js';
import type { AfterPayState } from './after-pay-templates.js';
import { announcementOf } from './announce.js';
import { CancelConfirm } from './cancel-confirm.js';
import type { EmbeddedViews } from './embedded-check.js';
import { embeddedRaw, embeddedView, embedsManage } from './embedded-view.js';
import { loadError } from './error-fallback.js';
import { loadSubscriptionSummary, type FirstView } from './first-view.js';
import { flowErrorOf } from './flow-error.js';
import { focusAfterRender } from './focus.js';
import { MANAGE_EMBEDDED, manageLoadFailure, managePageFor } from './manage-dispatch.js';
import type { CashierHost } from './host.js';
import { missingAttribute } from '../shared/missing-attributes.js';
import { pay } from './session-acts.js';
import type { SessionPort } from './session-port.js';
import { noteRun } from './shared-session-warning.js';
import { SessionViewer } from './session-viewer.js';
import { CashierTheme } from './theme.js';
import { waiting } from './waiting.js';

export class SessionController extends SessionViewer implements ReactiveController, SessionPort {
  client: ProxyClient | null = null;
  /** The post-pay half (after-pay.ts), loaded after the first render. */
  readonly afterPay = new AfterPayLink(this);
  /** "Cancel payment" asks first: its question replaces the pay screen's button row. */
  private readonly cancelConfirm: CancelConfirm;
  private readonly theme: CashierTheme;
  private lifetime: AbortController | null = null;
  /** `endpoint|session` of the run under way, so that one change starts one run. */
  private running: string | undefined;
  /** A resume record may be stored: the first load reads it (with after-pay.ts) before its view. */
  private resumePending = false;
  /** The embedded view, for the first load of a run only. */
  private embedded: CashierView | undefined;
  /** The state of the last render: focus follows a new screen. */
  private rendered: FlowState | undefined;

  constructor(
    readonly host: CashierHost,
    readonly l10n: LocalizeController,
    protected readonly embeddedViews: EmbeddedViews,
    /** The pay screen the element's first screen showed, for the first run to adopt. */
    private first?: FirstView,
  ) {
    super();
    // Every screen from here on (redirects, results, errors): the first screen's English is not enough.
    l10n.useEnglish(enAfterFirstScreen);
    this.theme = new CashierTheme(host, () => host.themeApplied?.());
    host.addController(this);
    this.cancelConfirm = new CancelConfirm(this);
  }

  // The view request starts as soon as the element is in the page (not after a first
  // render of the loading screen): the network wait begins ~8 ms earlier.
  hostConnected(): void {
    const first = this.first;
    this.first = undefined;
    if (first && this.host.session === first.view.id) this.adopt(first);
    else this.start();
  }

  hostDisconnected(): void {
    this.stop();
  }

  hostUpdated(): void {
    // Focus follows the screen just rendered. (The live region's text is the state's
    // announcement, rendered with the screen: set after it, it cost a second render.)
    const previous = this.rendered;
    this.rendered = this.state;
    if (previous?.name !== this.state.name || modeOf(previous) !== modeOf(this.state)) focusAfterRender(this.host.renderRoot, this.state, previous, this.host.updateComplete);
    if (this.running !== this.key() && this.host.isConnected) this.start();
  }

  /** The current run's signal (aborted when the element stops or reloads). */
  get signal(): AbortSignal | undefined {
    return this.lifetime?.signal;
  }

  // ——— the shopper's acts (the element's render calls them) ———

  select = (event: CustomEvent<MethodChoice>): void => this.send({ type: 'METHOD_SELECTED', method: event.detail });
  pay = (): void => pay(this);
  /** The pay screen's "Cancel payment": asks first (cancel-confirm.ts), whose answer runs the cancel (session-acts.ts). */
  cancel = (): void => this.cancelConfirm.ask();
  retry = (): void => this.send({ type: 'RETRY' });

  /** The element's appearance, else the session's. */
  applyTheme(): void {
    this.theme.apply(this.host.appearance ?? viewOf(this.state)?.appearance);
  }

  // ——— what the element renders from this chunk ———

  /** Any screen but loading and the pay screen (the element's own). */
  renderOther(flow: AfterPayState): TemplateResult {
    // Every way into the other states creates the post-pay controller first; if its code failed to load, wait for a retry.
    const controller = this.afterPay.controller;
    if (controller) return controller.render(flow);
    if (flow.name === 'error') return loadError(this.l10n, flow.error, this.retry);
    void this.afterPay.load().then(() => this.host.requestUpdate(), () => undefined);
    return waiting(this.l10n.t('cashier.loading'));
  }

  /** What the live region says for this state (the cancel's question while it is asked). */
  announce(flow: FlowState): string {
    return this.cancelConfirm.announcement(flow) ?? announcementOf(flow, this.l10n);
  }

  /** In place of the pay screen's button row, or undefined: the cancel's question while it is asked. */
  payActions(flow: FlowState): TemplateResult | undefined {
    return this.cancelConfirm.render(flow);
  }

  /** Frame mode's dialog, while one is open. */
  renderFrame(): unknown {
    return this.afterPay.controller?.renderFrame();
  }

  // ——— the run ———

  /** (Re)loads the session; everything of a previous run is stopped first. */
  protected start(): void {
    this.stop();
    const { host } = this;
    if (!host.isConnected) return;
    this.running = this.key();
    this.lifetime = new AbortController();
    this.reset();
    this.beforeReady = [];
    if (missingAttribute(host) || !host.session || !host.endpoint) {
      void this.reportMissing(this.lifetime.signal);
      return;
    }
    noteRun(host, this.running, host.session);
    this.client = this.newClient();
    this.resumePending = hasStoredResume(host.session);
    // Server-rendered HTML is hydrated by the first render, so that render must be of the embedded view, resuming or not.
    const serverRendered = hasServerHtml(host);
    const raw = embeddedRaw(host, host.view);
    if (embedsManage(raw, host.session)) this.managePage = null;
    const embedded = this.resumePending && !serverRendered ? undefined : this.embeddedViews.take(embeddedView(raw, host.session));
    // Taken with the first screen's check of what it shows: the contract's schema here.
    this.embedded = embedded && CashierView.safeParse(embedded).success ? embedded : undefined;
    void this.load(serverRendered);
  }

  /**
   * The first run, when the element's first screen already shows the pay screen: the
   * same run as start() and load() make of that view, without rendering it again. The
   * view is parsed with the contract's schema here (the first screen checked what it
   * shows): an embedded one that fails is dropped for a fetched one, a fetched one is
   * the proxy's bad answer.
   */
  private adopt(first: FirstView): void {
    this.running = this.key();
    noteRun(this.host, this.running, this.host.session);
    this.lifetime = new AbortController();
    const signal = this.lifetime.signal;
    // The first screen told acq-ready and its move from loading when it showed the pay screen.
    this.beforeReady = null;
    this.client = this.newClient();
    this.state = this.rendered = first.state;
    const parsed = CashierView.safeParse(first.view);
    if (!parsed.success) {
      if (first.embedded) this.start();
      // ERROR, not LOAD_FAILED: the flow has left loading (the first screen's pay screen is its state).
      else void this.sendWhenReady({ type: 'ERROR', error: flowErrorOf(badResponseError(200, contractIssue(parsed.error))) }, signal);
      return;
    }
    // The first screen handed over after its first frame: the post-pay code now, not a frame later (a quick Pay waits for it).
    this.shown(first.view, signal, true);
    if (first.embedded) this.verify(first.view, signal);
    // first.resume: see FirstView (an embedded view at attempt 0 is read here, after the first frame).
    if (first.resume || (first.embedded && hasStoredResume(this.host.session!))) void this.afterPay.resume(signal);
  }

  /** Leaves nothing behind: no request, stream, timer, popup poll or open dialog. */
  private stop(): void {
    this.running = undefined;
    noteRun(this.host, undefined, undefined);
    this.lifetime?.abort();
    this.lifetime = null;
    this.timers.clear();
    this.afterPay.controller?.stop();
  }

  protected async load(serverRendered = false): Promise<void> {
    const signal = this.lifetime!.signal;
    const { host, theme } = this;
    const embedded = this.embedded;
    this.embedded = undefined;
    // An order's embedded view shows in this very call, so the first render already has the methods; so does
    // any server-rendered one (its first render hydrates the server's HTML, which already has the summary and theme).
    if (embedded && (serverRendered || (embedded.kind === 'order' && theme.ready(host.appearance ?? embedded.appearance)))) {
      if (embedded.kind !== 'order') void loadSubscriptionSummary().catch(() => undefined);
      this.show(embedded, signal);
      this.verify(embedded, signal);
      if (this.resumePending) void this.afterPay.resume(signal);
      this.resumePending = false;
      return;
    }
    const resume = this.resumePending ? this.afterPay.resume(signal) : undefined;
    this.resumePending = false;
    const summary = loadSubscriptionSummary().catch(() => undefined);
    const themed = theme.prepare(host.appearance);
    try {
      if (this.managePage === null) throw MANAGE_EMBEDDED;
      const view = embedded ?? (await this.client!.getView(host.session!, signal));
      await Promise.all([resume, themed, theme.prepare(host.appearance ?? view.appearance)]);
      if (view.kind !== 'order') await summary;
      if (signal.aborted) return;
      this.show(view, signal);
      if (embedded) this.verify(embedded, signal);
    } catch (error) {
      await resume;
      const page = await managePageFor(error);
      if (signal.aborted) return;
      this.managePage = undefined;
      if (page) this.showManagePage(page);
      else await this.sendWhenReady({ type: 'LOAD_FAILED', error: manageLoadFailure(error, host) ?? flowErrorOf(error) }, signal);
    }
  }

  /**
   * No session or endpoint: no request, and an error once the element has had its first
   * update. React and Vue may set attributes just after connecting; one that arrives (then
   * or later) starts a new run, which aborts this one.
   */
  private async reportMissing(signal: AbortSignal): Promise<void> {
    await this.host.updateComplete;
    const error = missingAttribute(this.host);
    if (error && !signal.aborted) await this.sendWhenReady({ type: 'LOAD_FAILED', error }, signal);
  }

  /** Resolves true when a payment may go ahead (no embedded view, or the proxy confirmed it). */
  verified(): Promise<boolean> {
    return this.embeddedViews.verified();
  }

  /** The run's proxy client, for the element's endpoint, language and fetch. */
  private newClient(): ProxyClient {
    const { host } = this;
    return createProxyClient({ endpoint: host.endpoint!, language: host.language, ...(host.fetchImpl ? { fetch: host.fetchImpl } : {}) });
  }

  private key(): string {
    return `${this.host.endpoint}|${this.host.session}`;
  }
}

/** How a redirecting state left (set once it has): a popup's waiting screen takes focus then. */
function modeOf(state: FlowState | undefined): string | undefined {
  return state?.name === 'redirecting' ? state.mode : undefined;
}
