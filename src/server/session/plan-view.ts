import type { Money, ViewPlan } from '../../core/api/cashier.js';
import type { ProductInfoCreate } from '../../core/api/subscription-plan.js';
import { trialPeriodCount } from '../../core/schedule/plan-schedule.js';

const count = (value: string | undefined): number | undefined => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** The widget's plan summary from a subscription's ProductInfo and its price. */
export function planView(productInfo: ProductInfoCreate, amount: Money): ViewPlan {
  const plan: ViewPlan = {
    description: productInfo.description,
    amount,
    periodType: productInfo.periodType,
    periodInterval: count(productInfo.periodInterval) ?? 1,
  };
  const periods = count(productInfo.numberOfPeriod);
  if (periods !== undefined) plan.numberOfPeriod = periods;
  const trialPeriods = trialPeriodCount(productInfo.trialPeriodAmount, productInfo.numberOfTrialPeriod);
  if (trialPeriods !== undefined) {
    plan.trial = {
      amount: { value: productInfo.trialPeriodAmount!, currency: amount.currency },
      periodType: productInfo.trialPeriodType ?? productInfo.periodType,
      periodInterval: count(productInfo.trialPeriodInterval) ?? plan.periodInterval,
      numberOfPeriod: trialPeriods,
    };
  }
  return plan;
}

/** What the first payment of a plan costs: the trial price while there is a trial. */
export function firstPaymentOf(plan: ViewPlan): Money {
  return plan.trial ? plan.trial.amount : plan.amount;
}
