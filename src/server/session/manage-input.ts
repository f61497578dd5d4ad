/**
 * The merchant's input of a `subscription-manage` session (the subscription page, issue
 * #29), checked before the acquirer is asked anything: which subscription (by the
 * merchant's request id or the service's id), whose it is, how the page looks, and the
 * plans the shopper may change to, priced by the merchant's server.
 */
import * as z from 'zod/mini';
import { PeriodType } from '../../core/api/cashier.js';
import { CashierAppearance, CashierLanguage } from '../../core/api/cashier-settings.js';
import { decimalString, httpUrl, requiredString } from '../../core/api/common.js';
import { oneOfRequired } from '../../core/api/object-checks.js';
import { BrandInfo, GoodsInfo, UserInfoCreate } from '../../core/api/shared-objects.js';
import { ProductInfoCreate } from '../../core/api/subscription-plan.js';
import { validateAppearanceForSession } from '../../core/theme/index.js';
import { SessionInputError } from '../errors.js';
import { currencyIssues, planCurrencyIssues } from './currency-rules.js';
import { describedIssues, inputError, type InputIssue } from './session-input.js';

const term = ProductInfoCreate.shape;

/**
 * A plan the shopper may change to: what the change request (productInfoList, goodsInfo)
 * needs. Its term and trial are the subscription create request's productInfo fields
 * (strings, the same rules): a plan sold with 12 payments or a free week keeps them when
 * the shopper changes to it.
 */
export const ManagePlanInput = z
  .object({
    /** The merchant's plan id: merchantSubscriptionId of the new subscription. */
    planId: requiredString(64),
    description: requiredString(128),
    /** Price per period, a decimal string. */
    amount: decimalString(24, { positive: true }),
    currency: requiredString(12),
    periodType: PeriodType,
    periodInterval: z.int().check(z.minimum(1), z.maximum(365)),
    /** Number of paid periods; absent or "": no defined end. */
    numberOfPeriod: term.numberOfPeriod,
    /** The trial's price per period; absent or "": no trial. */
    trialPeriodAmount: term.trialPeriodAmount,
    numberOfTrialPeriod: term.numberOfTrialPeriod,
    /** Defaults to periodType. */
    trialPeriodType: term.trialPeriodType,
    /** Defaults to periodInterval. */
    trialPeriodInterval: term.trialPeriodInterval,
    /** Default: `{goodsId: planId (first 32), goodsName: description (first 64)}`. */
    goodsInfo: z.optional(GoodsInfo),
  })
  .check(
    // The create request's plan rules (interval ranges, numberOfPeriod > 1, 3 years at most), on the productInfo the change sends.
    z.superRefine((p, ctx) => {
      const checked = ProductInfoCreate.safeParse(planProductInfo(p));
      if (checked.success) return;
      for (const issue of checked.error.issues) ctx.addIssue({ ...issue, input: p } as Parameters<typeof ctx.addIssue>[0]);
    }),
  );
export type ManagePlanInput = z.infer<typeof ManagePlanInput>;

const TERM_FIELDS = ['numberOfPeriod', 'trialPeriodAmount', 'numberOfTrialPeriod', 'trialPeriodType', 'trialPeriodInterval'] as const;

/** The change request's productInfo for a plan: its period, term and trial. */
export function planProductInfo(plan: Omit<ManagePlanInput, 'planId' | 'amount' | 'currency'>): ProductInfoCreate {
  const info: Record<string, unknown> = { description: plan.description, periodType: plan.periodType, periodInterval: String(plan.periodInterval) };
  for (const key of TERM_FIELDS) if (plan[key] !== undefined) info[key] = plan[key];
  return info as ProductInfoCreate;
}

export const ManageSessionInputSchema = z
  .object({
    kind: z.literal('subscription-manage'),
    subscriptionRequest: z.optional(requiredString(32)),
    subscriptionId: z.optional(requiredString(64)),
    /** The signed-in shopper: the subscription must be theirs (userInfo.userId of the inquiry). */
    userInfo: z.extend(z.partial(UserInfoCreate), { userId: requiredString(64) }),
    /** The merchant's page to go back to; also where the change session's shopper returns. */
    returnUrl: z.optional(httpUrl(512)),
    cashierLanguage: z.optional(CashierLanguage),
    cashierAppearance: z.optional(CashierAppearance),
    brandInfo: z.optional(BrandInfo),
    plans: z.optional(z.array(ManagePlanInput).check(z.maxLength(20))),
    /**
     * The credit of the current subscription applied to a plan change (the change
     * request's remainingAmount: "the remaining amount of the original is applied to the
     * new one"), in the subscription's currency, priced by the merchant's server when it
     * creates the page: typically the unused share of the period the shopper paid. The
     * proxy does not prorate (whether and how much to credit is the merchant's policy).
     * Default 0.00: no credit. A page that follows a paid change credits 0.00 from then on.
     */
    remainingAmount: z.optional(decimalString(24)),
  })
  .check(oneOfRequired(['subscriptionRequest', 'subscriptionId'], true));

export type ManageSessionInput = z.input<typeof ManageSessionInputSchema>;
export type CheckedManageInput = z.infer<typeof ManageSessionInputSchema>;

/** The input checked (every problem listed in one SessionInputError), languages canonical. */
export function checkManageInput(input: unknown): CheckedManageInput {
  const parsed = ManageSessionInputSchema.safeParse(input);
  if (!parsed.success) throw inputError('invalid_session_input', describedIssues(parsed.error.issues, input));
  const currencies = [...planCurrencyIssues(parsed.data.plans ?? []), ...trialAmountIssues(parsed.data.plans ?? [])];
  if (currencies.length > 0) throw inputError('invalid_session_input', currencies);
  const appearance = parsed.data.cashierAppearance;
  if (appearance !== undefined) {
    const check = validateAppearanceForSession(appearance);
    if (!check.ok) throw new SessionInputError('invalid_session_input', check.message, [{ path: 'cashierAppearance', message: check.message }]);
  }
  const ids = new Set<string>();
  for (const plan of parsed.data.plans ?? []) {
    if (ids.has(plan.planId)) throw new SessionInputError('invalid_session_input', `plans: planId ${plan.planId} appears twice`, [{ path: 'plans', message: 'duplicate planId' }]);
    ids.add(plan.planId);
  }
  return parsed.data;
}

/**
 * The credit within the subscription's currency's decimals: the currency is the
 * acquirer's (known once the subscription is found), and a credit it cannot carry would
 * fail every plan change of the page later, as a 500.
 */
export function checkCreditCurrency(remainingAmount: string | undefined, currency: string | undefined): void {
  if (remainingAmount === undefined || currency === undefined) return;
  const issues = currencyIssues({ kind: 'subscription', currency, remainingAmount }).filter((issue) => issue.path === 'remainingAmount');
  if (issues.length > 0) throw inputError('invalid_session_input', issues.map((issue) => ({ ...issue, message: `${issue.message}, the subscription's currency` })));
}

/** Each plan's trial price within its currency's decimals, as a subscription session's (currencyIssues). */
function trialAmountIssues(plans: readonly ManagePlanInput[]): InputIssue[] {
  return plans.flatMap((plan, i) =>
    currencyIssues({ kind: 'subscription', currency: plan.currency, productInfo: { trialPeriodAmount: plan.trialPeriodAmount } })
      .filter((issue) => issue.path === 'productInfo.trialPeriodAmount')
      .map((issue) => ({ ...issue, path: `plans[${i}].trialPeriodAmount` })),
  );
}
