/** British English: English with British spelling where the source differs (authorisation). */
import { enFirstScreen } from './en-first-screen.js';
import { enAfterFirstScreen, type Catalog } from './en.js';

export const enGB: Catalog = {
  ...enFirstScreen,
  ...enAfterFirstScreen,
  'language.name': 'English (UK)',
  'cashier.frameTitle': 'Payment authorisation',
};
export default enGB;
