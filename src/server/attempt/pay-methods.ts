import type { ViewPayMethod } from '../../core/api/cashier.js';
import type { PayMethodDetail } from '../../core/api/config.js';
import { payMethodTypesOf } from '../../core/api/payment-info.js';
import { compareDecimal } from '../session/decimal.js';
import type { ProxyContext } from '../proxy-context.js';
import type { SessionRecord } from '../session/session.js';
import { BoundedCache } from '../view/bounded-cache.js';

/** paymethodconfig/inquiry for a currency, reused for payMethodCacheMs (a failure is not cached). */
export function payMethodConfig(ctx: ProxyContext, currency: string): Promise<PayMethodDetail[]> {
  const perCurrency = ctx.local.payMethodConfigs;
  const hit = perCurrency.get(currency);
  if (hit && Date.now() - hit.at < ctx.options.payMethodCacheMs) return hit.details;
  const details = ctx.acquirer.payMethodConfigInquiry({ merchantInfo: ctx.merchantInfo, currency }).then((data) => data.payMethodDetails);
  perCurrency.set(currency, { at: Date.now(), details });
  details.catch(() => perCurrency.delete(currency));
  return details;
}

/**
 * The methods a session may offer: the merchant's config in the session currency,
 * active, whose amount limits hold the amount due, narrowed by the session's own
 * paymentInfo.payMethodType / payMethodName restriction.
 */
export function eligiblePayMethods(session: SessionRecord, details: readonly PayMethodDetail[]): ViewPayMethod[] {
  const paymentInfo = session.request.body.paymentInfo;
  const { currency } = session.amount;
  const planAmount = planAmountOf(session);
  // The filter reads only these: a config answer (cached per currency) and the same session terms select the same methods.
  const key = JSON.stringify([currency, session.amount.value, planAmount ?? null, paymentInfo?.payMethodType ?? null, paymentInfo?.payMethodName ?? null]);
  let perTerms = selections.get(details);
  if (!perTerms) selections.set(details, (perTerms = new BoundedCache<readonly PayMethodDetail[]>(256)));
  const eligible = perTerms.through(key, () => eligibleDetails(session, details));
  return eligible.map((d) => ({ payMethodType: d.payMethodType, payMethodName: d.payMethodName, minAmount: d.orderAmountMin, maxAmount: d.orderAmountMax }));
}

/** The eligible details of one config answer, by the session terms that chose them (issue 31: decimal compares cost a view). */
const selections = new WeakMap<readonly PayMethodDetail[], BoundedCache<readonly PayMethodDetail[]>>();

function eligibleDetails(session: SessionRecord, details: readonly PayMethodDetail[]): readonly PayMethodDetail[] {
  const paymentInfo = session.request.body.paymentInfo;
  const allowedTypes = payMethodTypesOf(paymentInfo?.payMethodType);
  const allowedName = paymentInfo?.payMethodName;
  const { currency } = session.amount;
  const amounts = chargedAmounts(session);
  return details
    .filter((d) => d.currency.toUpperCase() === currency.toUpperCase())
    .filter((d) => d.currentStatus === undefined || d.currentStatus.toUpperCase() === 'ACTIVE')
    .filter((d) => amounts.every((a) => compareDecimal(a, d.orderAmountMin) !== -1 && compareDecimal(a, d.orderAmountMax) !== 1))
    .filter((d) => allowedTypes.length === 0 || allowedTypes.includes(d.payMethodType))
    .filter((d) => !allowedName || d.payMethodName === allowedName);
}

/**
 * The amounts a method will be charged: what is due now, and a subscription's price per
 * period. Inferred: a zero amount (a free trial, a change covered by its credit) charges
 * nothing, so the limits apply only to the charges that follow.
 */
function chargedAmounts(session: SessionRecord): string[] {
  return [session.amount.value, planAmountOf(session)].filter((v): v is string => v !== undefined && compareDecimal(v, '0') === 1);
}

function planAmountOf(session: SessionRecord): string | undefined {
  return (session.request.body as { amount?: string }).amount;
}
