/**
 * The demo shop's catalogue: what the merchant's server decides. The browser only ever
 * names an item id; price, currency and plan come from here.
 */
export interface OneTimeItem {
  kind: 'order';
  id: string;
  name: string;
  description: string;
  amount: string;
  currency: string;
}

export interface PlanItem {
  kind: 'subscription';
  id: string;
  name: string;
  description: string;
  amount: string;
  currency: string;
  periodType: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  periodInterval: number;
  numberOfPeriod?: number;
  trial?: { amount: string; periodType: 'DAILY' | 'WEEKLY' | 'MONTHLY'; periodInterval: number; numberOfPeriod: number };
}

export interface ChangeItem {
  kind: 'subscription-change';
  id: string;
  name: string;
  description: string;
  /** The plan the shopper moves to. */
  toPlan: string;
}

export type CatalogItem = OneTimeItem | PlanItem | ChangeItem;

export const catalog: readonly CatalogItem[] = [
  {
    kind: 'order',
    id: 'coffee-1kg',
    name: 'Single-origin coffee, 1 kg',
    description: 'Washed Ethiopian beans, roasted this week',
    amount: '24.90',
    currency: 'EUR',
  },
  {
    kind: 'subscription',
    id: 'club-monthly',
    name: "Roaster's Club",
    description: "A bag of the roaster's pick every month",
    amount: '9.99',
    currency: 'EUR',
    periodType: 'MONTHLY',
    periodInterval: 1,
    numberOfPeriod: 12,
  },
  {
    kind: 'subscription',
    id: 'brew-box',
    name: 'Brew box',
    description: 'Fresh beans every two weeks, first week free',
    amount: '14.50',
    currency: 'EUR',
    periodType: 'WEEKLY',
    periodInterval: 2,
    trial: { amount: '0', periodType: 'DAILY', periodInterval: 1, numberOfPeriod: 7 },
  },
  {
    kind: 'subscription-change',
    id: 'club-to-brew-box',
    name: "Upgrade Roaster's Club to Brew box",
    description: 'Your remaining club credit is applied to the new plan',
    toPlan: 'brew-box',
  },
];

export function findItem(id: unknown): CatalogItem | undefined {
  return catalog.find((item) => item.id === id);
}

/** The acquirer's productInfo for a plan, as the shop's server sends it. */
export function productInfoOf(plan: PlanItem) {
  return {
    description: plan.description,
    periodType: plan.periodType,
    periodInterval: String(plan.periodInterval),
    ...(plan.numberOfPeriod ? { numberOfPeriod: String(plan.numberOfPeriod) } : {}),
    ...(plan.trial
      ? {
          trialPeriodAmount: plan.trial.amount,
          numberOfTrialPeriod: String(plan.trial.numberOfPeriod),
          trialPeriodType: plan.trial.periodType,
          trialPeriodInterval: String(plan.trial.periodInterval),
        }
      : {}),
  };
}
