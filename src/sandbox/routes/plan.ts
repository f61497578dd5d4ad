/** A plan (amounts in minor units, periods as numbers) from a request's productInfo. */
import type { ProductInfoCreate } from '../../core/api/subscription-plan.js';
import type { Plan } from '../state.js';
import { toMinor } from '../money.js';
import { trialPeriodCount } from '../../core/schedule/plan-schedule.js';

export function planOf(product: ProductInfoCreate, amountMinor: number, currency: string): Plan {
  const count = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
  const trialAmount = product.trialPeriodAmount ? toMinor(product.trialPeriodAmount, currency) : undefined;
  const trialPeriods = trialPeriodCount(product.trialPeriodAmount, product.numberOfTrialPeriod);
  return {
    description: product.description,
    amountMinor,
    periodType: product.periodType,
    periodInterval: Number(product.periodInterval),
    numberOfPeriod: count(product.numberOfPeriod),
    trial:
      trialAmount !== undefined && trialPeriods !== undefined
        ? {
            amountMinor: trialAmount,
            periodType: product.trialPeriodType ?? product.periodType,
            periodInterval: Number(product.trialPeriodInterval ?? product.periodInterval),
            numberOfPeriod: trialPeriods,
          }
        : undefined,
  };
}

/** The first payment of a plan, before credits. */
export function firstChargeMinor(plan: Plan): number {
  return plan.trial ? plan.trial.amountMinor : plan.amountMinor;
}
