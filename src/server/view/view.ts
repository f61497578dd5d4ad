import type { CashierView, ViewBrand, ViewOrder, ViewPayMethod, ViewPlan, ViewSubscription } from '../../core/api/cashier.js';
import { firstChargeAt, scheduleEnd } from '../../core/schedule/index.js';
import type { BrandInfo } from '../../core/api/shared-objects.js';
import { withUnresolvedSettled } from '../attempt/attempt-resolve.js';
import { checkedCatalogFor } from './first-screen-catalog.js';
import { firstScreenLocale, formatsFor, type ShopperLanguages } from './first-screen-formats.js';
import { eligiblePayMethods, payMethodConfig } from '../attempt/pay-methods.js';
import { describeError } from '../log/background.js';
import type { ProxyContext } from '../proxy-context.js';
import { savedCardsView, tokensOfUser } from '../attempt/saved-cards.js';
import type { SessionRecord } from '../session/session.js';
import { isCardMethod } from '../../core/api/card-methods.js';
import { resolveBrand } from '../../core/brand/brand.js';
import { checkViewCore } from './view-contract.js';

/**
 * The one answer to "what does the widget show for this session": the `GET sessions/:id`
 * route and a merchant page that embeds the view (createSession's `view` option, the
 * proxy's `view(id)`) both call this, so an embedded view is exactly what the route answers.
 * `languages`: what the server knows of the shopper's, for the first screen's formatted strings and catalog.
 */
export async function sessionView(ctx: ProxyContext, session: SessionRecord, languages?: ShopperLanguages): Promise<CashierView> {
  return buildView(ctx, await withUnresolvedSettled(ctx, session), languages);
}

/** Everything the widget shows, checked against the contract before it leaves. */
async function buildView(ctx: ProxyContext, session: SessionRecord, languages?: ShopperLanguages): Promise<CashierView> {
  const body = session.request.body;
  const payMethods = eligiblePayMethods(session, await payMethodConfig(ctx, session.amount.currency));
  const view: CashierView = {
    id: session.id,
    kind: session.kind,
    expiresAt: session.expiresAt,
    amount: session.amount,
    payMethods,
    savedCards: await savedCards(ctx, body.userInfo.userId, payMethods),
    webUrlHosts: [...ctx.options.webUrlHosts],
    status: session.snapshot,
  };
  if (body.userCurrency) view.userCurrency = body.userCurrency;
  if (body.paymentInfo?.cashierLanguage) view.language = body.paymentInfo.cashierLanguage;
  if (body.paymentInfo?.cashierAppearance) view.appearance = body.paymentInfo.cashierAppearance;
  const brand = await brandView(ctx, body.brandInfo);
  if (brand) view.brand = brand;
  addKindParts(view, session);
  const shopper = firstScreenLocale(view, languages);
  const formatted = formatsFor(view, shopper);
  const catalog = await checkedCatalogFor(shopper.catalog);
  const checked = checkViewCore(view);
  checked.formatted = formatted;
  if (catalog) checked.catalog = catalog as CashierView['catalog'];
  // The locale these strings and that catalog are of: the script tag's first paint draws in it without negotiating.
  checked.locale = { ...shopper };
  return checked;
}

function addKindParts(view: CashierView, session: SessionRecord): void {
  const request = session.request;
  if (request.kind === 'order') {
    const b = request.body;
    const order: ViewOrder = { description: b.orderDescription, merchantOrderId: b.merchantOrderId };
    if (b.goodsInfo?.goodsName) order.goodsName = b.goodsInfo.goodsName;
    if (b.goodsInfo?.goodsQuantity !== undefined) order.quantity = b.goodsInfo.goodsQuantity;
    if (b.orderExpiredAt) order.expiresAt = b.orderExpiredAt;
    view.order = order;
    return;
  }
  if (!session.plan) return;
  // Until paid, the acquirer's record (after an attempt) has no dates yet: the shopper who tries again still
  // reads when the first charge comes and when it ends, as on the first screen.
  const known = session.snapshot.subscription;
  view.subscription = known && session.snapshot.status === 'succeeded' ? known : { ...estimatedSchedule(session.plan, new Date()), ...known };
  if (session.fromPlan && session.remainingAmount) view.change = { fromPlan: session.fromPlan, remainingAmount: session.remainingAmount };
}

/** Before the acquirer has a schedule: the dates as they will be if the shopper pays now. */
function estimatedSchedule(plan: ViewPlan, now: Date): ViewSubscription {
  const end = scheduleEnd(plan, now);
  return { plan, manageable: false, firstChargeAt: firstChargeAt(plan, now).toISOString(), ...(end ? { endAt: end.toISOString() } : {}) };
}

async function savedCards(ctx: ProxyContext, userId: string, methods: ViewPayMethod[]) {
  if (!methods.some((m) => isCardMethod(m.payMethodType))) return [];
  try {
    return savedCardsView(await tokensOfUser(ctx, userId), userId, methods);
  } catch (error) {
    // Saved cards are a convenience: the cashier still works without them.
    ctx.log({ level: 'warn', msg: 'saved cards unavailable', error: describeError(error) });
    return [];
  }
}

/** The strict BrandInfo rule of core/brand (https only, no credentials, no bidi controls); a dropped field is logged for the merchant. */
export async function brandView(ctx: ProxyContext, brand: BrandInfo | undefined): Promise<ViewBrand | undefined> {
  if (!brand) return undefined;
  const logo = brand.cashierLogoUrl;
  const resolved = logo?.startsWith('logo_') && ctx.options.logoResolver ? await ctx.options.logoResolver(logo) : undefined;
  const { brand: view, issues } = resolveBrand(brand, (id) => (id === logo ? resolved : undefined));
  for (const issue of issues) ctx.log({ level: 'warn', msg: 'brandInfo field not shown', field: issue.key, reason: issue.reason });
  return Object.keys(view).length > 0 ? view : undefined;
}
