/** Russian. Counts take the one (21, 31…), few (2–4…) and many (5–20…) forms; other is for fractions. */
import type { CardCatalog } from './en.js';

export const ru: CardCatalog = {
  'card.title': 'Данные карты',
  'card.number': 'Номер карты',
  'card.expiry': 'Срок действия (ММ/ГГ)',
  'card.cvc': 'Код безопасности',
  'card.cvcHint': '3 цифры на обороте карты или 4 на лицевой стороне для American Express.',
  'card.cvcHelp': 'Что это?',
  'card.name': 'Имя на карте',
  'card.brand': 'Тип карты: {brand}',
  'card.secure': 'Данные карты передаются напрямую платёжному провайдеру.',
  'card.error.number.required': 'Введите номер карты.',
  'card.error.number.incomplete': 'Номер карты введён не полностью.',
  'card.error.number.invalid': 'Неверный номер карты.',
  'card.error.expiry.required': 'Введите срок действия.',
  'card.error.expiry.invalid': 'Введите срок действия в формате ММ/ГГ.',
  'card.error.expiry.expired': 'Срок действия карты истёк.',
  'card.error.cvc.required': 'Введите код безопасности.',
  'card.error.cvc.incomplete': 'Код безопасности введён не полностью.',
  'card.error.cvc.invalid': 'Неверный код безопасности.',
  'card.error.name.required': 'Введите имя, как на карте.',
};
export default ru;
