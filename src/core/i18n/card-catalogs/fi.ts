/** Finnish. */
import type { CardCatalog } from './en.js';

export const fi: CardCatalog = {
  'card.title': 'Kortin tiedot',
  'card.number': 'Kortin numero',
  'card.expiry': 'Voimassaolo (KK/VV)',
  'card.cvc': 'Turvakoodi',
  'card.cvcHint': 'Kortin takapuolen 3 numeroa tai American Expressissä etupuolen 4 numeroa.',
  'card.cvcHelp': 'Mikä tämä on?',
  'card.name': 'Nimi kortissa',
  'card.brand': 'Korttityyppi: {brand}',
  'card.secure': 'Korttitietosi välitetään suoraan maksupalveluntarjoajalle.',
  'card.error.number.required': 'Anna kortin numero.',
  'card.error.number.incomplete': 'Kortin numero on puutteellinen.',
  'card.error.number.invalid': 'Kortin numero ei kelpaa.',
  'card.error.expiry.required': 'Anna voimassaolopäivä.',
  'card.error.expiry.invalid': 'Anna voimassaolopäivä muodossa KK/VV.',
  'card.error.expiry.expired': 'Tämä kortti on vanhentunut.',
  'card.error.cvc.required': 'Anna turvakoodi.',
  'card.error.cvc.incomplete': 'Turvakoodi on puutteellinen.',
  'card.error.cvc.invalid': 'Turvakoodi ei kelpaa.',
  'card.error.name.required': 'Anna kortissa oleva nimi.',
};
export default fi;
