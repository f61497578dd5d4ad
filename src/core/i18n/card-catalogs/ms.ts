/** Malay. */
import type { CardCatalog } from './en.js';

export const ms: CardCatalog = {
  'card.title': 'Butiran kad',
  'card.number': 'Nombor kad',
  'card.expiry': 'Tarikh luput (BB/TT)',
  'card.cvc': 'Kod keselamatan',
  'card.cvcHint': '3 digit di belakang kad anda, atau 4 di hadapan untuk American Express.',
  'card.cvcHelp': 'Apakah ini?',
  'card.name': 'Nama pada kad',
  'card.brand': 'Jenis kad: {brand}',
  'card.secure': 'Butiran kad anda dihantar terus kepada penyedia pembayaran.',
  'card.error.number.required': 'Masukkan nombor kad anda.',
  'card.error.number.incomplete': 'Nombor kad tidak lengkap.',
  'card.error.number.invalid': 'Nombor kad tidak sah.',
  'card.error.expiry.required': 'Masukkan tarikh luput.',
  'card.error.expiry.invalid': 'Masukkan tarikh luput sebagai BB/TT.',
  'card.error.expiry.expired': 'Kad ini telah tamat tempoh.',
  'card.error.cvc.required': 'Masukkan kod keselamatan.',
  'card.error.cvc.incomplete': 'Kod keselamatan tidak lengkap.',
  'card.error.cvc.invalid': 'Kod keselamatan tidak sah.',
  'card.error.name.required': 'Masukkan nama pada kad anda.',
};
export default ms;
