/** Portuguese (Brazil). */
import type { CardCatalog } from './en.js';

export const ptBR: CardCatalog = {
  'card.title': 'Dados do cartão',
  'card.number': 'Número do cartão',
  'card.expiry': 'Validade (MM/AA)',
  'card.cvc': 'Código de segurança',
  'card.cvcHint': 'Os 3 dígitos no verso do cartão, ou os 4 na frente no American Express.',
  'card.cvcHelp': 'O que é isto?',
  'card.name': 'Nome impresso no cartão',
  'card.brand': 'Bandeira do cartão: {brand}',
  'card.secure': 'Os dados do seu cartão vão direto para o provedor de pagamento.',
  'card.error.number.required': 'Informe o número do cartão.',
  'card.error.number.incomplete': 'O número do cartão está incompleto.',
  'card.error.number.invalid': 'O número do cartão é inválido.',
  'card.error.expiry.required': 'Informe a validade.',
  'card.error.expiry.invalid': 'Informe a validade no formato MM/AA.',
  'card.error.expiry.expired': 'Este cartão está vencido.',
  'card.error.cvc.required': 'Informe o código de segurança.',
  'card.error.cvc.incomplete': 'O código de segurança está incompleto.',
  'card.error.cvc.invalid': 'O código de segurança é inválido.',
  'card.error.name.required': 'Informe o nome impresso no cartão.',
};
export default ptBR;
