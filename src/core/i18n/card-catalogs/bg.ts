/** Bulgarian (formal „Вие“). */
import type { CardCatalog } from './en.js';

export const bg: CardCatalog = {
  'card.title': 'Данни на картата',
  'card.number': 'Номер на картата',
  'card.expiry': 'Валидна до (ММ/ГГ)',
  'card.cvc': 'Код за сигурност',
  'card.cvcHint': '3-те цифри на гърба на картата Ви или 4-те отпред при American Express.',
  'card.cvcHelp': 'Какво е това?',
  'card.name': 'Име върху картата',
  'card.brand': 'Вид карта: {brand}',
  'card.secure': 'Данните на картата Ви отиват директно при доставчика на плащания.',
  'card.error.number.required': 'Въведете номера на картата си.',
  'card.error.number.incomplete': 'Номерът на картата е непълен.',
  'card.error.number.invalid': 'Номерът на картата е невалиден.',
  'card.error.expiry.required': 'Въведете срока на валидност.',
  'card.error.expiry.invalid': 'Въведете срока на валидност във формат ММ/ГГ.',
  'card.error.expiry.expired': 'Срокът на валидност на тази карта е изтекъл.',
  'card.error.cvc.required': 'Въведете кода за сигурност.',
  'card.error.cvc.incomplete': 'Кодът за сигурност е непълен.',
  'card.error.cvc.invalid': 'Кодът за сигурност е невалиден.',
  'card.error.name.required': 'Въведете името върху картата си.',
};
export default bg;
