/** English (United Kingdom): the English source already says it the British way (cancelled). */
import { manageEn, type ManageCatalog } from './en.js';

const enGB: ManageCatalog = manageEn;
export default enGB;
