/**
 * /account.html: the shop's subscription page, the demo's subscriptionManagementUrl.
 * The shop's server knows the shopper's subscription (accounts.ts, from onResult); the
 * page's "Manage my subscription" form POSTs, and only then is a subscription-manage
 * session created (one per account and subscription while it lives), with the plans the
 * shop sells (with their term and trial) and prices, and the credit a change carries (the
 * unused share of the period paid, origin-subscription.ts). A GET creates nothing: it shows the form, the account's own page session, or
 * a checkout the acquirer sent the shopper back to (a plan change started here). The
 * page session is server-rendered as /ssr.html's checkout is (renderCashierHtml of the
 * view proxy.view answers): plan, status and acts are in the HTML; acq-cashier.js hydrates.
 */
import { renderCashierHtml, type ManagePlanInput } from '../src/server/index.js';
import { ACCOUNT_PATH, type AccountBook, type AccountSubscription } from './accounts.js';
import { catalog, findItem, productInfoOf, type PlanItem } from './catalog.js';
import { cdnScripts, escapeAttr, shopPage } from './cdn-page-html.js';
import { sessionNotFoundPage } from './error-page.js';
import { knownSession, sessionViewOrNone } from './known-session.js';
import { paidPeriodCredit } from './origin-subscription.js';
import { brand, shopper } from './shop-api.js';
import type { ShopOptions } from './shop-options.js';
import { ssrLanguage } from './ssr-page.js';

export interface AccountPageRequest {
  account: string | undefined;
  /** `?session=`: the account's subscription page session. */
  session?: string | undefined;
  /** `?acq_session=`: a checkout the acquirer sent the shopper back to (a plan change). */
  returned?: string | undefined;
  language?: string | undefined;
}

/**
 * One page session per account, subscription and language (the page speaks the session's
 * cashierLanguage): a plan change makes a new subscription, whose page needs its own plan
 * list and credit (the old page's list was made without the new current plan).
 */
const pageKey = (account: string, subscription: AccountSubscription, language: string | undefined) => `${account}:${subscription.subscriptionId}:${language ?? ''}`;

/** The page's address for `language`: the form posts to it. */
function pagePath(language: string | undefined, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...(language ? { language } : {}), ...extra });
  return `${ACCOUNT_PATH}${query.size > 0 ? `?${query}` : ''}`;
}

export async function accountPage(shop: ShopOptions, book: AccountBook, cdnDir: string, given: AccountPageRequest): Promise<Response> {
  const request = { ...given, language: ssrLanguage(given.language) };
  const cashier = async (sessionId: string) =>
    shopPage({
      title: 'Your subscription',
      heading: 'your subscription',
      head: await cdnScripts(cdnDir, ['acq-cashier.js']),
      body: `<acq-cashier session="${escapeAttr(sessionId)}" endpoint="/cashier"${request.language ? ` language="${escapeAttr(request.language)}"` : ''}></acq-cashier>`,
    });
  if (request.returned !== undefined) return (await knownSession(shop, request.returned)) ? cashier(request.returned) : sessionNotFoundPage(ACCOUNT_PATH);
  if (request.session !== undefined) {
    const subscription = request.account ? book.subscriptionOf(request.account) : undefined;
    const own = request.account && subscription ? book.pageSession(pageKey(request.account, subscription, request.language)) : undefined;
    const view = own?.id === request.session ? await sessionViewOrNone(shop, own.id) : undefined;
    if (!view) return sessionNotFoundPage(pagePath(request.language));
    return shopPage({
      title: 'Your subscription',
      heading: 'your subscription',
      // acq-hydrate.js (Lit's hydration support) before acq-cashier.js, as on /ssr.html.
      head: await cdnScripts(cdnDir, ['acq-hydrate.js', 'acq-cashier.js']),
      body: await renderCashierHtml(view, { endpoint: '/cashier', ...(request.language ? { language: request.language } : {}) }),
    });
  }
  const subscription = request.account ? book.subscriptionOf(request.account) : undefined;
  const body = subscription
    ? `<form method="post" action="${escapeAttr(pagePath(request.language))}" class="start-checkout">
<h2>Your subscription</h2>
<p>See your plan and payments, change the plan or cancel.</p>
<button type="submit">Manage my subscription</button>
</form>`
    : `<section class="start-checkout"><h2>No subscription yet</h2><p><a href="/">Subscribe in the shop</a> first.</p></section>`;
  return shopPage({ title: 'Your subscription', heading: 'your subscription', head: '', body });
}

/**
 * POST: the account's subscription page session (created now, or the one still open),
 * and the address to send the shopper to; undefined when the account has no subscription.
 */
export async function openAccountPage(shop: ShopOptions, book: AccountBook, account: string | undefined, languageParam: string | undefined): Promise<string | undefined> {
  const subscription = account ? book.subscriptionOf(account) : undefined;
  if (!account || !subscription) return undefined;
  const language = ssrLanguage(languageParam);
  const key = pageKey(account, subscription, language);
  const open = book.pageSession(key);
  if (open) return pagePath(language, { session: open.id });
  const plan = findItem(subscription.itemId);
  const record = await shop.proxy.acquirer.subscriptionInquiry({ subscriptionId: subscription.subscriptionId, paymentDetails: 1 });
  const session = await shop.proxy.createSession({
    kind: 'subscription-manage',
    subscriptionId: subscription.subscriptionId,
    userInfo: { userId: shopper.userId },
    returnUrl: `${shop.publicUrl}${ACCOUNT_PATH}`,
    brandInfo: brand,
    ...(language ? { cashierLanguage: language } : {}),
    plans: plansBesides(subscription.itemId),
    // Priced here, as the plans are: the proxy credits what the shop says (none without it).
    ...(plan?.kind === 'subscription' ? { remainingAmount: paidPeriodCredit(plan, record, new Date()) } : {}),
  });
  book.pageSessionOpened(key, session);
  return pagePath(language, { session: session.id });
}

/** The shop's plans the shopper may change to, as the shop sells them (term and trial too): priced here, on the shop's server. */
function plansBesides(itemId: string): ManagePlanInput[] {
  return catalog
    .filter((item): item is PlanItem => item.kind === 'subscription' && item.id !== itemId)
    .map((plan) => ({
      ...productInfoOf(plan),
      planId: plan.id,
      description: plan.name,
      amount: plan.amount,
      currency: plan.currency,
      periodInterval: plan.periodInterval,
    }));
}
