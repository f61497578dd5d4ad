/** The whole of English as a catalog module (its default export), for the import map. */
export { en as default } from './en.js';
