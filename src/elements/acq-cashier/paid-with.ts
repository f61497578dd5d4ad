/** The result screen's "paid with" (lazy, with after-pay.ts). */
import type { CashierView } from '../../core/api/cashier.js';
import { isCardMethod } from '../../core/flow/pay-options.js';
import type { MethodChoice } from '../../core/flow/state.js';
import type { LocalizeController } from '../shared/localize-controller.js';
import { methodLabel, savedCardText } from '../shared/method-option.js';

/** The name of a choice as the methods list shows it: "Visa ending in 4242", "Card", "Sandpay". */
export function choiceLabel(view: CashierView, choice: MethodChoice, l10n: LocalizeController): string | undefined {
  const card = choice.tokenId ? view.savedCards.find((c) => c.tokenId === choice.tokenId) : undefined;
  if (card) return savedCardText(card, l10n).label;
  if (isCardMethod(choice.payMethodType)) return l10n.t('savedCard.card');
  const method = view.payMethods.find((m) => m.payMethodType === choice.payMethodType && m.payMethodName === choice.payMethodName);
  if (!method) return undefined;
  const text = methodLabel(method, l10n);
  return text.sub ?? text.label;
}
