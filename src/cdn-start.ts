/**
 * The CDN entry's first import, so its statement is the first the module runs: the
 * session-view requests start before the elements' code evaluates.
 */
import { startViewRequests } from './client/early-view.js';

if (typeof document !== 'undefined') startViewRequests(document);
