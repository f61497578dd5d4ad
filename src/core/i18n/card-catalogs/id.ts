/** Indonesian (formal "Anda"). */
import type { CardCatalog } from './en.js';

export const id: CardCatalog = {
  'card.title': 'Detail kartu',
  'card.number': 'Nomor kartu',
  'card.expiry': 'Masa berlaku (BB/TT)',
  'card.cvc': 'Kode keamanan',
  'card.cvcHint': '3 digit di belakang kartu Anda, atau 4 digit di depan untuk American Express.',
  'card.cvcHelp': 'Apa ini?',
  'card.name': 'Nama pada kartu',
  'card.brand': 'Jenis kartu: {brand}',
  'card.secure': 'Data kartu Anda langsung dikirim ke penyedia pembayaran.',
  'card.error.number.required': 'Masukkan nomor kartu Anda.',
  'card.error.number.incomplete': 'Nomor kartu belum lengkap.',
  'card.error.number.invalid': 'Nomor kartu tidak valid.',
  'card.error.expiry.required': 'Masukkan masa berlaku.',
  'card.error.expiry.invalid': 'Masukkan masa berlaku dengan format BB/TT.',
  'card.error.expiry.expired': 'Kartu ini sudah kedaluwarsa.',
  'card.error.cvc.required': 'Masukkan kode keamanan.',
  'card.error.cvc.incomplete': 'Kode keamanan belum lengkap.',
  'card.error.cvc.invalid': 'Kode keamanan tidak valid.',
  'card.error.name.required': 'Masukkan nama yang tertera pada kartu.',
};
export default id;
