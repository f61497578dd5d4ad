/**
 * The subscription page's chunk (in-cashier.ts), loaded once per page: by the session code
 * for a `subscription-manage` session (manage-dispatch.ts), and before server rendering
 * (ssr-manage.ts), whose element then renders the page synchronously. No proxy client
 * here: the element's first screen (in the entry module) reads it too.
 */
import { lazyModule } from '../../core/lazy-module.js';

type InCashier = typeof import('../acq-subscription-manage/in-cashier.js');
let loaded: InCashier | undefined;
export const loadSubscriptionManage = lazyModule(() => import('../acq-subscription-manage/in-cashier.js').then((module) => (loaded = module)));
export type ManagePage = InCashier['manageInCashier'];

/** Server rendering (ssr-manage.ts has loaded the chunk: managePageFor): the page, synchronously. */
export const loadedManagePage = (): ManagePage | undefined => loaded?.manageInCashier;
