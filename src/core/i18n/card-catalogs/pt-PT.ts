/** Portuguese (Portugal). */
import type { CardCatalog } from './en.js';

export const ptPT: CardCatalog = {
  'card.title': 'Dados do cartão',
  'card.number': 'Número do cartão',
  'card.expiry': 'Validade (MM/AA)',
  'card.cvc': 'Código de segurança',
  'card.cvcHint': 'Os 3 dígitos no verso do cartão, ou os 4 na frente no American Express.',
  'card.cvcHelp': 'O que é isto?',
  'card.name': 'Nome no cartão',
  'card.brand': 'Tipo de cartão: {brand}',
  'card.secure': 'Os dados do seu cartão seguem diretamente para o prestador de pagamentos.',
  'card.error.number.required': 'Introduza o número do cartão.',
  'card.error.number.incomplete': 'O número do cartão está incompleto.',
  'card.error.number.invalid': 'O número do cartão não é válido.',
  'card.error.expiry.required': 'Introduza a data de validade.',
  'card.error.expiry.invalid': 'Introduza a data de validade no formato MM/AA.',
  'card.error.expiry.expired': 'Este cartão expirou.',
  'card.error.cvc.required': 'Introduza o código de segurança.',
  'card.error.cvc.incomplete': 'O código de segurança está incompleto.',
  'card.error.cvc.invalid': 'O código de segurança não é válido.',
  'card.error.name.required': 'Introduza o nome que consta no cartão.',
};
export default ptPT;
