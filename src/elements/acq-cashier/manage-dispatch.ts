/**
 * A `subscription-manage` session is the merchant's subscription page, not a checkout: the
 * view read fails with MANAGE_SESSION, and the cashier shows the page (a lazy chunk) instead.
 * A page view the merchant's server embedded (`.view` or the script child, as a checkout's)
 * skips that read: the page shows it at once; server HTML of it waits for the chunk to
 * hydrate (the cashier's first render must be the page's).
 */
import { MANAGE_SESSION } from '../../client/proxy-client.js';
import type { ManageView } from '../../core/api/manage-view.js';
import { lazyModule } from '../../core/lazy-module.js';
import { jsonChild } from './embedded-view.js';

type InCashier = typeof import('../acq-subscription-manage/in-cashier.js');
let loaded: InCashier | undefined;
const loadSubscriptionManage = lazyModule(() => import('../acq-subscription-manage/in-cashier.js').then((module) => (loaded = module)));
export type ManagePage = InCashier['manageInCashier'];

/** The page's renderer when the load failed because the session is a subscription page; undefined otherwise (or its chunk failed). */
export async function managePageFor(error: unknown): Promise<ManagePage | undefined> {
  if ((error as { code?: unknown } | null)?.code !== MANAGE_SESSION) return undefined;
  return (await loadSubscriptionManage().catch(() => undefined))?.manageInCashier;
}

/** Server rendering: the page's chunk in hand before the synchronous render. */
export async function preloadManagePage(): Promise<void> {
  await loadSubscriptionManage();
}

/** The page showing `view` (server rendering: the chunk is loaded, preloadManagePage). */
export function serverManagePage(view: ManageView): ManagePage | undefined {
  return loaded ? withView(loaded.manageInCashier, view) : undefined;
}

interface EmbeddingHost extends HTMLElement {
  readonly view?: unknown;
  readonly session?: string | undefined;
}

/** The embedded manage view of a cashier, if it holds one of its session (a subscription page's kind). */
function manageViewOf(host: EmbeddingHost): ManageView | undefined {
  const raw = (host.view ?? jsonChild(host)) as { kind?: unknown; id?: unknown } | undefined;
  return raw?.kind === 'subscription-manage' && raw.id === host.session ? (raw as ManageView) : undefined;
}

function withView(page: ManagePage, view: ManageView): ManagePage {
  return (cashier) => page(cashier, view);
}

export class EmbeddedManage {
  /** Server HTML waits for the page's chunk: the cashier renders nothing (hydrates nothing) until then. */
  holding = false;
  private shownFor: string | undefined;

  /** Starts a run from an embedded page view (once per session); false when there is none. */
  start(host: EmbeddingHost, serverRendered: boolean, signal: AbortSignal, show: (page: ManagePage) => void, fallback: () => void): boolean {
    const view = this.shownFor === host.session ? undefined : manageViewOf(host);
    if (!view) return false;
    this.shownFor = host.session;
    this.holding = serverRendered;
    loadSubscriptionManage().then(
      (module) => {
        this.holding = false;
        if (!signal.aborted) show(withView(module.manageInCashier, view));
      },
      () => {
        this.holding = false;
        if (!signal.aborted) fallback();
      },
    );
    return true;
  }
}
