/**
 * One run of the subscription page: from its (endpoint, session) to the view on screen,
 * and what lives as long as that pair: the proxy client, the abort signal of every
 * request, the live `event: view` stream (and, when that fails, reads every pollMs; a
 * read too whenever the tab shows again). A new pair starts a new run; stopping leaves no
 * request, stream or timer behind. A pair without a session or an endpoint sends no request and
 * fails with missing_session or missing_endpoint (shared/missing-attributes.ts).
 */
import { ManageView } from '../../core/api/manage-view.js';
import type { FlowError } from '../../core/flow/index.js';
import type { FetchLike } from '../../client/proxy-client.js';
import type { EventSourceFactory, EventSourceLike } from '../../client/watch-status.js';
import { flowErrorOf } from '../acq-cashier/flow-error.js';
import { missingAttribute } from '../shared/missing-attributes.js';
import { createManageClient, type ManageClient } from './manage-client.js';
import { sameManageState } from './manage-embedded.js';

/** The element's attributes and properties a run reads. */
export interface ManageRunHost {
  readonly session?: string | undefined;
  readonly endpoint?: string | undefined;
  readonly language?: string | undefined;
  readonly fetchImpl?: FetchLike | undefined;
  readonly eventSourceFactory?: EventSourceFactory | null | undefined;
  readonly isConnected: boolean;
  readonly updateComplete: Promise<boolean>;
}

export interface ManageRunHooks {
  /** A view arrived: the first of the run (`first`), a refresh, or the stream's. */
  shown(view: ManageView, first: boolean): Promise<void> | void;
  /** A read failed, or there is nothing to read (a missing attribute): the first (nothing to show, or the check of an embedded view) or a refresh. */
  failed(error: FlowError, first: boolean): void;
  /** The proxy no longer says what the embedded view said: load the page again. */
  stale(): void;
}

export class ManageRun {
  client: ManageClient | null = null;
  private lifetime: AbortController | null = null;
  private stream: EventSourceLike | null = null;
  private running: string | undefined;
  /** The check of an embedded view with the proxy (none: nothing to wait for). */
  private check: Promise<boolean> | undefined;
  /** The next read once the stream failed (as the checkout's status watch falls back to polling). */
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  /** Between reads when the stream failed: the page changes seldom (a test shortens it). */
  static pollMs = 15_000;

  constructor(
    private readonly host: ManageRunHost,
    private readonly hooks: ManageRunHooks,
  ) {}

  /** The current run's signal (aborted when the element stops or the pair changes). */
  get signal(): AbortSignal | undefined {
    return this.lifetime?.signal;
  }

  outdated(): boolean {
    return this.running !== this.key();
  }

  /** (Re)loads the view, or checks the `embedded` one on screen; false when there is nothing to load (not connected, no session or endpoint). */
  start(embedded?: ManageView): boolean {
    this.stop();
    this.check = undefined;
    this.client = null;
    const { host } = this;
    if (!host.isConnected) return false;
    this.running = this.key();
    this.lifetime = new AbortController();
    if (missingAttribute(host) || !host.session || !host.endpoint) {
      void this.reportMissing(this.lifetime.signal);
      return false;
    }
    this.client = createManageClient({ endpoint: host.endpoint, session: host.session, language: host.language, fetch: host.fetchImpl });
    if (embedded) this.verify(embedded);
    else void this.read(true);
    return true;
  }

  /** Resolves true when an act may go ahead (no embedded view, or the proxy said the same). */
  verified(): Promise<boolean> {
    return this.check ?? Promise.resolve(true);
  }

  /** The embedded view on screen against the proxy's: the same, and the page goes on with the fresh one (and its stream). */
  private verify(embedded: ManageView): void {
    const signal = this.lifetime!.signal;
    this.check = this.client!.view(signal).then(
      async (fresh) => {
        if (signal.aborted) return false;
        if (!sameManageState(embedded, fresh)) {
          this.hooks.stale();
          return false;
        }
        await this.hooks.shown(fresh, false);
        if (!signal.aborted) this.listen(signal);
        return !signal.aborted;
      },
      (error: unknown) => {
        if (!signal.aborted) this.hooks.failed(flowErrorOf(error), true);
        return false;
      },
    );
  }

  /**
   * No session or endpoint: an error once the element has had its first update. React and
   * Vue may set attributes just after connecting; one that arrives (then or later) starts a
   * new run, which aborts this one.
   */
  private async reportMissing(signal: AbortSignal): Promise<void> {
    await this.host.updateComplete;
    const error = missingAttribute(this.host);
    if (error && !signal.aborted) this.hooks.failed(error, true);
  }

  stop(): void {
    this.running = undefined;
    this.lifetime?.abort();
    this.lifetime = null;
    this.stream?.close();
    this.stream = null;
    clearTimeout(this.pollTimer);
    this.pollTimer = undefined;
  }

  /** Back from the payment-method page, or back to the tab: the view as the proxy has it now. */
  refresh(): void {
    void this.reread(true);
  }

  /** The view as the proxy has it now, shown; undefined when the read failed (told only with `tell`). */
  async reread(tell = false): Promise<ManageView | undefined> {
    return this.lifetime && this.client ? this.read(false, tell) : undefined;
  }

  private async read(first: boolean, tell = true): Promise<ManageView | undefined> {
    const signal = this.lifetime!.signal;
    const { view, error } = await this.readView(first, signal);
    if (error && !signal.aborted && tell) this.hooks.failed(error, first);
    return view;
  }

  /** One read of the view, shown: the view, or why the read failed (neither once aborted). */
  private async readView(first: boolean, signal: AbortSignal): Promise<{ view?: ManageView; error?: FlowError }> {
    try {
      const view = await this.client!.view(signal);
      if (signal.aborted) return {};
      await this.hooks.shown(view, first);
      if (first && !signal.aborted) this.listen(signal);
      return { view };
    } catch (error) {
      return { error: flowErrorOf(error) };
    }
  }

  /**
   * `event: view` carries a fresh ManageView whenever a callback changed the subscription.
   * A stream that fails (blocked, a proxy without streams) gives way to reads every pollMs;
   * a tab shown again reads at once (a stream may have missed what happened meanwhile).
   */
  private listen(signal: AbortSignal): void {
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void this.reread(), { signal });
    const given = this.host.eventSourceFactory;
    const factory = given === undefined ? defaultEventSource() : given;
    if (factory === null && given === undefined) this.poll(signal);
    if (!factory || !this.client) return;
    const stream = factory(this.client.eventsUrl);
    this.stream = stream;
    stream.addEventListener('view', (event) => {
      if (signal.aborted || !('data' in event)) return;
      const parsed = ManageView.safeParse(safeJson(String(event.data)));
      if (parsed.success && parsed.data.id === this.host.session) void this.hooks.shown(parsed.data, false);
    });
    stream.addEventListener('error', () => {
      if (signal.aborted || this.stream !== stream) return;
      stream.close();
      this.stream = null;
      this.poll(signal);
    });
  }

  /**
   * Quiet reads, one every pollMs, until the run stops. A failed one waits for the next,
   * unless reading again cannot help (the page's session expired or is gone): that is told
   * once (acq-error) and the reads stop.
   */
  private poll(signal: AbortSignal): void {
    this.pollTimer = setTimeout(() => {
      void this.readView(false, signal).then(({ error }) => {
        if (signal.aborted) return;
        if (error && !error.retryable) this.hooks.failed(error, false);
        else this.poll(signal);
      });
    }, ManageRun.pollMs);
  }

  private key(): string {
    return `${this.host.endpoint}|${this.host.session}`;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function defaultEventSource(): EventSourceFactory | null {
  return typeof EventSource === 'undefined' ? null : (url) => new EventSource(url, { withCredentials: true });
}
