/**
 * The Pay button's words, one rule for the cashier's pay screen and the acquirer's card
 * page, so that the shopper reads the same act on both: a new subscription's trial starts
 * ("Start free trial" when nothing is due now, else "Start trial for €1.00"); anything
 * else, a plan change with nothing due included, pays its amount ("Pay €0.00").
 */
export type PayLabelKey = 'pay.button' | 'pay.startTrial' | 'pay.startFreeTrial';

export function payLabelKey(trial: boolean, amount: string | undefined): PayLabelKey {
  if (!trial) return 'pay.button';
  return Number(amount) === 0 ? 'pay.startFreeTrial' : 'pay.startTrial';
}
