/** Ukrainian. Counts take the one (21, 31…), few (2–4…) and many (5–20…) forms; other is for fractions. */
import type { CardCatalog } from './en.js';

export const uk: CardCatalog = {
  'card.title': 'Дані картки',
  'card.number': 'Номер картки',
  'card.expiry': 'Термін дії (ММ/РР)',
  'card.cvc': 'Код безпеки',
  'card.cvcHint': '3 цифри на звороті картки або 4 на лицьовому боці для American Express.',
  'card.cvcHelp': 'Що це?',
  'card.name': 'Ім’я на картці',
  'card.brand': 'Тип картки: {brand}',
  'card.secure': 'Дані картки передаються безпосередньо платіжному провайдеру.',
  'card.error.number.required': 'Введіть номер картки.',
  'card.error.number.incomplete': 'Номер картки введено не повністю.',
  'card.error.number.invalid': 'Неправильний номер картки.',
  'card.error.expiry.required': 'Введіть термін дії.',
  'card.error.expiry.invalid': 'Введіть термін дії у форматі ММ/РР.',
  'card.error.expiry.expired': 'Термін дії картки минув.',
  'card.error.cvc.required': 'Введіть код безпеки.',
  'card.error.cvc.incomplete': 'Код безпеки введено не повністю.',
  'card.error.cvc.invalid': 'Неправильний код безпеки.',
  'card.error.name.required': 'Введіть ім’я, як на картці.',
};
export default uk;
