/** The whole of English: the first screen's messages and the rest. Its default export is the import map's English. */
import { enFirstScreen } from './en-first-screen.js';
import { enAfterFirstScreen, type Catalog } from './en.js';

export const en: Catalog = { ...enFirstScreen, ...enAfterFirstScreen };
export default en;
