/** British English: English with British spelling where the source differs (authorisation). */
import { en, type Catalog } from './en.js';

export const enGB: Catalog = {
  ...en,
  'language.name': 'English (UK)',
  'cashier.frameTitle': 'Payment authorisation',
};
export default enGB;
