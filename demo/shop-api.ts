/**
 * The demo merchant's own backend: the part a merchant writes. The browser names a
 * catalogue item; this code decides the price and plan and asks the proxy for a cashier
 * session. The shopper is the same demo user every time, so saved cards show up.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cashierLanguageOf } from '../src/core/i18n/language-tag.js';
import { validateAppearanceForSession } from '../src/core/theme/index.js';
import type { CreateSessionInput } from '../src/server/index.js';
import { findItem, productInfoOf, type CatalogItem, type PlanItem } from './catalog.js';
import type { ShopOptions } from './shop-options.js';
import { ensureOriginSubscription } from './origin-subscription.js';
import { ACCOUNT_PATH, type AccountBook } from './accounts.js';
import type { CheckoutLimit } from './checkout-limit.js';

export const shopper = { userId: 'demo-shopper-1', userEmail: 'demo-shopper-1@shop.example', userTerminal: 'WEB' as const };
export const brand = { cashierDisplayName: 'Bean & Burr' };

/** An item id, a language tag and a theme: a theme from the preview is the longest, well under this. */
const CHECKOUT_BODY_LIMIT = 64 * 1024;

/** `checkouts`: the limit shared with the pages' Checkout buttons (app.ts). */
export function createShopApi(shop: ShopOptions, accounts: AccountBook, checkouts: CheckoutLimit): Hono {
  const app = new Hono();
  const limit = bodyLimit({ maxSize: CHECKOUT_BODY_LIMIT, onError: (c) => c.json({ error: { message: 'Request body too large' } }, 413) });
  // Per client first: a client over its checkouts a minute gets 429 before its body is read.
  app.post('/api/checkout', checkouts.json, limit, async (c) => {
    if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) return c.json({ error: { message: 'Send JSON' } }, 415);
    const body = (await c.req.json().catch(() => ({}))) as { item?: unknown; language?: unknown; appearance?: unknown } | null;
    const item = findItem(body?.item);
    if (!item) return c.json({ error: { message: 'Unknown item' } }, 400);
    const look: Look = { language: optionalText(body?.language), appearance: optionalText(body?.appearance) };
    // Before anything is created (a plan change first starts the subscription it changes).
    const refused = lookProblem(look);
    if (refused) return c.json({ error: { message: refused } }, 400);
    try {
      const input = await sessionInput(item, look, shop);
      const session = await shop.proxy.createSession(input);
      accounts.checkoutStarted(session.id, accounts.accountOf(c), item.kind === 'subscription-change' ? item.toPlan : item.id);
      return c.json({ sessionId: session.id, expiresAt: session.expiresAt });
    } catch (error) {
      return c.json({ error: { message: (error as Error).message } }, 400);
    }
  });
  return app;
}

function orderId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** What the shopper's options (and the theme preview) may choose: language and theme, never the price. */
interface Look {
  language?: string;
  appearance?: string;
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** What createSession would refuse in the shopper's choices, named; undefined when it would take them. */
function lookProblem(look: Look): string | undefined {
  if (look.language !== undefined && !cashierLanguageOf(look.language)) return `Not a language tag the acquirer takes: ${look.language.slice(0, 40)}`;
  if (look.appearance === undefined) return undefined;
  const check = validateAppearanceForSession(look.appearance);
  return check.ok ? undefined : check.message;
}

function paymentInfo(look: Look, productName: 'SUBSCRIPTION' | 'ONE_TIME_PAYMENT') {
  return {
    productName,
    ...(look.language ? { cashierLanguage: look.language } : {}),
    ...(look.appearance ? { cashierAppearance: look.appearance } : {}),
  };
}

/**
 * The session the shop's server creates for a catalogue item. `returnUrl` is the page
 * holding the cashier (the checkout page, or the script-tag page for /cdn.html).
 */
export async function sessionInput(
  item: CatalogItem,
  look: Look,
  shop: ShopOptions,
  returnUrl = `${shop.publicUrl}/checkout.html`,
): Promise<CreateSessionInput> {
  // Who pays, how the cashier looks and where the shopper comes back: every kind alike.
  const common = { userInfo: shopper, brandInfo: brand, returnUrl };
  const subscriptionCommon = {
    ...common,
    paymentInfo: paymentInfo(look, 'SUBSCRIPTION'),
    // The shop's subscription page (account-page.ts): the acquirer links the shopper back to it.
    subscriptionManagementUrl: `${shop.publicUrl}${ACCOUNT_PATH}`,
  };
  switch (item.kind) {
    case 'order':
      return {
        kind: 'order',
        merchantOrderId: orderId('ord'),
        orderAmount: item.amount,
        orderCurrency: item.currency,
        orderDescription: item.name,
        goodsInfo: { goodsId: item.id, goodsName: item.name, goodsQuantity: 1 },
        paymentInfo: paymentInfo(look, 'ONE_TIME_PAYMENT'),
        ...common,
      } as CreateSessionInput;
    case 'subscription':
      return {
        kind: 'subscription',
        merchantSubscriptionId: orderId(item.id),
        amount: item.amount,
        currency: item.currency,
        productInfo: productInfoOf(item),
        goodsInfo: { goodsId: item.id, goodsName: item.name },
        ...subscriptionCommon,
      } as CreateSessionInput;
    case 'subscription-change': {
      const origin = await ensureOriginSubscription(shop, shopper);
      const to = findItem(item.toPlan) as PlanItem;
      return {
        kind: 'subscription-change',
        merchantSubscriptionId: orderId(to.id),
        originSubscriptionRequest: origin.subscriptionRequest,
        remainingAmount: origin.remainingAmount,
        amount: to.amount,
        currency: to.currency,
        productInfoList: [productInfoOf(to)],
        fromPlan: { amount: origin.plan.amount, currency: origin.plan.currency, productInfo: productInfoOf(origin.plan) },
        goodsInfo: { goodsId: to.id, goodsName: to.name },
        ...subscriptionCommon,
      } as CreateSessionInput;
    }
  }
}
