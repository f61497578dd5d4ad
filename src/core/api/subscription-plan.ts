/**
 * The subscription plan (ProductInfo): each period type's interval and duration limits,
 * the plan rules that tie the fields together, and ProductInfo of the create and change
 * requests and of the inquiry response.
 */
import * as z from 'zod/mini';
import { PeriodType } from './cashier.js';
import { countString, decimalString, maxString, requiredString } from './common.js';
import { ErrorCode } from './error-codes.js';

/** Largest periodInterval (and trialPeriodInterval) per period type; the smallest is 1. */
export const MAX_PERIOD_INTERVAL: Readonly<Record<PeriodType, number>> = { DAILY: 365, WEEKLY: 4, MONTHLY: 12 };

/**
 * The spec's "total duration at most 3 years", counted in each period unit:
 * 36 months, 156 weeks, 1095 days (numberOfPeriod × periodInterval, trial excluded).
 */
export const MAX_DURATION_IN_PERIODS: Readonly<Record<PeriodType, number>> = { DAILY: 1095, WEEKLY: 156, MONTHLY: 36 };

const periodTypeOf = (value: unknown): PeriodType | undefined =>
  value === 'DAILY' || value === 'WEEKLY' || value === 'MONTHLY' ? value : undefined;
const countOf = (value: unknown): number | undefined =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;

const RANGE = { rule: 'range', code: ErrorCode.FieldOutOfRange };

/** The plan rules that tie fields together: interval ranges, numberOfPeriod > 1, 3 years. */
const planRules = z.superRefine<Record<string, unknown>>((p, ctx) => {
  const add = (key: string, message: string, extra: Record<string, unknown>) =>
    ctx.addIssue({ code: 'custom', path: [key], message, params: { ...RANGE, ...extra }, input: p });
  const type = periodTypeOf(p.periodType);
  const interval = countOf(p.periodInterval);
  if (type && interval !== undefined && (interval < 1 || interval > MAX_PERIOD_INTERVAL[type])) {
    add('periodInterval', `must be 1-${MAX_PERIOD_INTERVAL[type]} for ${type}`, { minimum: 1, maximum: MAX_PERIOD_INTERVAL[type] });
  }
  const trialType = periodTypeOf(p.trialPeriodType ?? p.periodType);
  const trialInterval = countOf(p.trialPeriodInterval ?? p.periodInterval);
  if (p.trialPeriodInterval !== undefined || p.trialPeriodType !== undefined) {
    if (trialType && trialInterval !== undefined && (trialInterval < 1 || trialInterval > MAX_PERIOD_INTERVAL[trialType])) {
      add('trialPeriodInterval', `must be 1-${MAX_PERIOD_INTERVAL[trialType]} for ${trialType}`, { minimum: 1, maximum: MAX_PERIOD_INTERVAL[trialType] });
    }
  }
  const periods = countOf(p.numberOfPeriod);
  if (periods === undefined) return;
  if (periods <= 1) add('numberOfPeriod', 'must be greater than 1', { minimum: 2 });
  else if (type && interval !== undefined && periods * interval > MAX_DURATION_IN_PERIODS[type]) {
    add('numberOfPeriod', `total duration must not exceed 3 years (${MAX_DURATION_IN_PERIODS[type]} ${type} periods)`, { maximum: MAX_DURATION_IN_PERIODS[type] });
  }
});

/** Subscription ProductInfo of the create and change requests. */
export const ProductInfoCreate = z
  .object({
    description: requiredString(128),
    periodType: PeriodType,
    periodInterval: countString(12),
    /** Empty or absent: no defined end. */
    numberOfPeriod: z.optional(countString(24, true)),
    /** Empty or absent: no trial. */
    trialPeriodAmount: z.optional(decimalString(24, { blankAllowed: true })),
    numberOfTrialPeriod: z.optional(countString(12, true)),
    /** Defaults to periodType. */
    trialPeriodType: z.optional(PeriodType),
    /** Defaults to periodInterval. */
    trialPeriodInterval: z.optional(countString(12)),
  })
  .check(planRules);
export type ProductInfoCreate = z.infer<typeof ProductInfoCreate>;

/** ProductInfo of the inquiry response: the create fields plus the schedule. */
export const ProductInfoInquiry = z.object({
  description: z.optional(maxString(128)),
  periodType: z.optional(PeriodType),
  periodInterval: z.optional(maxString(12)),
  numberOfPeriod: z.optional(maxString(24)),
  trialPeriodAmount: z.optional(maxString(24)),
  numberOfTrialPeriod: z.optional(maxString(12)),
  trialPeriodType: z.optional(PeriodType),
  trialPeriodInterval: z.optional(maxString(12)),
  startDateTime: z.optional(maxString(24)),
  endDateTime: z.optional(maxString(24)),
  nextPaymentDateTime: z.optional(maxString(24)),
  currentPeriod: z.optional(maxString(24)),
});
export type ProductInfoInquiry = z.infer<typeof ProductInfoInquiry>;
