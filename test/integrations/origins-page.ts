/**
 * The page of origins-browser.test.ts: `import 'acq-cashier'` and one <acq-cashier> whose
 * endpoint and session come from the query; its acq-ready / acq-error land on window.acqEvents.
 */
import '../../src/index.js';

const params = new URLSearchParams(location.search);
const events: Array<{ type: string; code?: string }> = [];
const cashier = document.createElement('acq-cashier');
cashier.setAttribute('language', 'en');
cashier.setAttribute('endpoint', params.get('endpoint') ?? '/cashier');
cashier.setAttribute('session', params.get('session') ?? '');
cashier.addEventListener('acq-ready', (e) => events.push({ type: e.type }));
cashier.addEventListener('acq-error', (e) => events.push({ type: e.type, code: e.detail.error.code }));
Object.assign(window, { acqEvents: events });
document.body.append(cashier);
