/**
 * createSession's currency rules (core/api/currency.ts) over each kind's amounts: the
 * currency a code in capitals, each amount within that currency's decimals. The
 * acquirer would refuse either only when the shopper pays; here the merchant hears of it
 * when creating the session, beside the shape's problems (session-input.ts).
 */
import { currencyDecimals, fitsCurrency, isCurrencyCode } from '../../core/api/currency.js';
import type { InputIssue } from './session-input.js';

const field = (o: unknown, key: string): unknown => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[key] : undefined);

/** An amount to check: where it is, its value, the code its currency is in. */
type Amount = readonly [path: string, value: unknown, code: string];

/** The problems of one createSession input's currencies and amounts; [] when they fit (or are another check's to report). */
export function currencyIssues(input: unknown): InputIssue[] {
  const kind = field(input, 'kind');
  const codeField = kind === 'order' ? 'orderCurrency' : 'currency';
  const code = field(input, codeField);
  // A missing or non-string code is the schema's to report.
  if (typeof code !== 'string') return [];
  if (!isCurrencyCode(code)) return [codeIssue(codeField, code)];
  if (kind === 'order') return amountIssues([['orderAmount', field(input, 'orderAmount'), code]]);
  const amounts: Amount[] = [
    ['amount', field(input, 'amount'), code],
    ['productInfo.trialPeriodAmount', field(field(input, 'productInfo'), 'trialPeriodAmount'), code],
    ['remainingAmount', field(input, 'remainingAmount'), code],
  ];
  const fromPlan = field(input, 'fromPlan');
  const fromCode = field(fromPlan, 'currency') ?? code;
  if (typeof fromCode === 'string' && !isCurrencyCode(fromCode)) return [codeIssue('fromPlan.currency', fromCode), ...amountIssues(amounts)];
  if (typeof fromCode === 'string') amounts.push(['fromPlan.amount', field(fromPlan, 'amount'), fromCode]);
  return amountIssues(amounts);
}

/** The subscription page's plans: each plan's currency and price. */
export function planCurrencyIssues(plans: ReadonlyArray<{ amount: string; currency: string }>): InputIssue[] {
  return plans.flatMap((plan, i) =>
    isCurrencyCode(plan.currency) ? amountIssues([[`plans[${i}].amount`, plan.amount, plan.currency]]) : [codeIssue(`plans[${i}].currency`, plan.currency)],
  );
}

function codeIssue(path: string, given: string): InputIssue {
  return { path, message: `must be an ISO 4217 currency code in capitals, such as EUR (not ${JSON.stringify(given.slice(0, 12))})` };
}

/** Amounts that are decimal strings (others are the schema's) with more decimals than their currency has. */
function amountIssues(amounts: readonly Amount[]): InputIssue[] {
  return amounts
    .filter(([, value, code]) => typeof value === 'string' && !fitsCurrency(value, code))
    .map(([path, , code]) => ({ path, message: `has more decimals than ${code} has (${currencyDecimals(code)})` }));
}
