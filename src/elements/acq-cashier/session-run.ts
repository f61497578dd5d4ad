/**
 * One run of `<acq-cashier>`: from its (endpoint, session) to the view on screen, and
 * what lives as long as that pair: the proxy client, the abort signal of every request,
 * the session-expiry timer, an embedded view and its check with the proxy, and the
 * result events held back until `acq-ready`. A new pair, or a reload after a load error,
 * starts a new run; stopping leaves no request or timer behind.
 */
import type { CashierView } from '../../core/api/cashier.js';
import type { FlowEvent } from '../../core/flow/index.js';
import { createProxyClient, MANAGE_SESSION, type FetchLike, type ProxyClient } from '../../client/proxy-client.js';
import { hasStoredResume } from '../../client/resume-key.js';
import { lazyModule } from '../../core/lazy-module.js';
import { rememberViewStrings } from '../shared/i18n-bridge.js';
import { Timers } from '../shared/timers.js';
import { EmbeddedViews } from './embedded-view.js';
import { flowErrorOf } from './flow-error.js';
import { missingAttribute } from './missing-attributes.js';
import type { CashierTheme } from './theme.js';

const MAX_TIMER_MS = 2 ** 31 - 1;

/** Subscriptions' summary: a lazy chunk fetched beside the view request, awaited only by a subscription view. */
const loadSubscriptionSummary = lazyModule(() => import('../acq-subscription-summary/acq-subscription-summary.js'));

/** The merchant's subscription page: a lazy chunk, for a `subscription-manage` session only. */
const loadSubscriptionManage = lazyModule(() => import('../acq-subscription-manage/in-cashier.js'));
export type ManagePage = Awaited<ReturnType<typeof loadSubscriptionManage>>['manageInCashier'];

/** The element's attributes and properties a run reads. */
export interface RunElement extends HTMLElement {
  readonly session?: string | undefined;
  readonly endpoint?: string | undefined;
  readonly view?: CashierView | undefined;
  readonly appearance?: string | undefined;
  /** The element's language: the view's first-screen strings come formatted for it. */
  readonly language?: string | undefined;
  readonly fetchImpl?: FetchLike | undefined;
  readonly hasUpdated: boolean;
  readonly updateComplete: Promise<boolean>;
}

/** What a run does through its element. */
export interface RunHooks {
  readonly theme: CashierTheme;
  /** A new run, or a failed check of an embedded view, starts again from the loading state. */
  reset(): void;
  /** Sends a flow event once the code of the state it leads to is there. */
  sendWhenReady(event: FlowEvent, signal: AbortSignal | undefined): Promise<void>;
  /** The view's first render is queued: apply the theme and language, send `acq-ready`. */
  shown(view: CashierView): void;
  /** After the first render: fetch what a click may need (post-pay code, language menu). */
  prefetch(): void;
  /** The return page: a stored record for this session resumes its attempt. */
  resume(signal: AbortSignal): Promise<void>;
  /** The run stops: so does everything after the Pay click. */
  stopped(): void;
  /** The session is the merchant's subscription page: show it instead of the checkout. */
  manage(page: ManagePage): void;
}

export class SessionRun {
  client: ProxyClient | null = null;
  private lifetime: AbortController | null = null;
  /** `endpoint|session` of the run under way, so that one change starts one run. */
  private running: string | undefined;
  private readonly timers = new Timers();
  /** Result events waiting for `acq-ready` (null once it has gone out in this run). */
  private beforeReady: Array<() => void> | null = [];
  /** A resume record may be stored: the first load reads it (with after-pay.ts) before its view. */
  private resumePending = false;
  /** The embedded view, for the first load of a run only. */
  private embedded: CashierView | undefined;
  private readonly embeddedViews = new EmbeddedViews();

  constructor(
    private readonly host: RunElement,
    private readonly hooks: RunHooks,
  ) {}

  /** The current run's signal (aborted when the element stops or reloads). */
  get signal(): AbortSignal | undefined {
    return this.lifetime?.signal;
  }

  /** The element's endpoint or session is not the run's. */
  outdated(): boolean {
    return this.running !== this.key();
  }

  /** (Re)loads the session; everything of a previous run is stopped first. */
  start(): void {
    this.stop();
    const { host } = this;
    if (!host.isConnected) return;
    this.running = this.key();
    this.lifetime = new AbortController();
    this.hooks.reset();
    this.beforeReady = [];
    if (missingAttribute(host) || !host.session || !host.endpoint) {
      void this.reportMissing(this.lifetime.signal);
      return;
    }
    this.client = createProxyClient({ endpoint: host.endpoint, language: host.language, ...(host.fetchImpl ? { fetch: host.fetchImpl } : {}) });
    this.resumePending = hasStoredResume(host.session);
    // Server-rendered HTML is hydrated by the first render, so that render must be of the embedded view, resuming or not.
    const serverRendered = host.shadowRoot !== null && !host.hasUpdated;
    this.embedded = this.resumePending && !serverRendered ? undefined : this.embeddedViews.take(host, host.view, host.session);
    void this.load(serverRendered);
  }

  /** Leaves nothing behind: no request, stream, timer, popup poll or open dialog. */
  stop(): void {
    this.running = undefined;
    this.lifetime?.abort();
    this.lifetime = null;
    this.timers.clear();
    this.hooks.stopped();
  }

  async load(serverRendered = false): Promise<void> {
    const signal = this.lifetime!.signal;
    const { hooks, host } = this;
    const embedded = this.embedded;
    this.embedded = undefined;
    // An order's embedded view shows in this very call, so the first render already has the methods; so does
    // any server-rendered one (its first render hydrates the server's HTML, which already has the summary and theme).
    if (embedded && (serverRendered || (embedded.kind === 'order' && hooks.theme.ready(host.appearance ?? embedded.appearance)))) {
      if (embedded.kind !== 'order') void loadSubscriptionSummary().catch(() => undefined);
      this.show(embedded, signal);
      this.verify(embedded, signal);
      if (this.resumePending) void hooks.resume(signal);
      this.resumePending = false;
      return;
    }
    const resuming = this.resumePending ? hooks.resume(signal) : undefined;
    this.resumePending = false;
    const summary = loadSubscriptionSummary().catch(() => undefined);
    const theme = hooks.theme.prepare(host.appearance);
    try {
      const view = embedded ?? (await this.client!.getView(host.session!, signal));
      await Promise.all([resuming, theme, hooks.theme.prepare(host.appearance ?? view.appearance)]);
      if (view.kind !== 'order') await summary;
      if (signal.aborted) return;
      this.show(view, signal);
      if (embedded) this.verify(embedded, signal);
    } catch (error) {
      await resuming;
      const page = (error as { code?: unknown }).code === MANAGE_SESSION ? await loadSubscriptionManage().catch(() => undefined) : undefined;
      if (page && !signal.aborted) hooks.manage(page.manageInCashier);
      else if (!signal.aborted) await hooks.sendWhenReady({ type: 'LOAD_FAILED', error: flowErrorOf(error) }, signal);
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
    if (error && !signal.aborted) await this.hooks.sendWhenReady({ type: 'LOAD_FAILED', error }, signal);
  }

  /** Resolves true when a payment may go ahead (no embedded view, or the proxy confirmed it). */
  verified(): Promise<boolean> {
    return this.embeddedViews.verified();
  }

  /** `acq-ready` has gone out in this run. */
  get announcedReady(): boolean {
    return this.beforeReady === null;
  }

  /** Runs `announce` once `acq-ready` has gone out (at once if it has): no result or status event before it. */
  afterReady(announce: () => void): void {
    if (this.beforeReady) this.beforeReady.push(announce);
    else announce();
  }

  private key(): string {
    return `${this.host.endpoint}|${this.host.session}`;
  }

  private show(view: CashierView, signal: AbortSignal): void {
    // Fetched or embedded, its formatted strings and catalog serve this page: the first render makes no Intl formatter, loads no catalog.
    rememberViewStrings(view);
    void this.hooks.sendWhenReady({ type: 'VIEW_LOADED', view }, signal).then(() => {
      if (signal.aborted) return;
      this.hooks.shown(view);
      this.scheduleExpiry(view);
      const queued = this.beforeReady ?? [];
      this.beforeReady = null;
      for (const announce of queued) announce();
      // Once the first screen is painted, so that no click waits for the code it needs.
      this.timers.afterFrame(() => this.hooks.prefetch());
    });
  }

  /** An embedded view may be stale (a cached page, a payment made in another tab): the proxy must say the same. */
  private verify(embedded: CashierView, signal: AbortSignal): void {
    this.embeddedViews.verify(embedded, signal, {
      fetch: () => this.client!.getView(this.host.session!, signal),
      onStale: () => this.start(),
      onFailed: (error) => {
        this.hooks.reset();
        return this.hooks.sendWhenReady({ type: 'LOAD_FAILED', error: flowErrorOf(error) }, signal);
      },
    });
  }

  private scheduleExpiry(view: CashierView): void {
    const left = Date.parse(view.expiresAt) - Date.now();
    if (Number.isNaN(left) || left > MAX_TIMER_MS) return;
    this.timers.later(() => void this.hooks.sendWhenReady({ type: 'SESSION_EXPIRED' }, this.signal), Math.max(0, left));
  }
}
