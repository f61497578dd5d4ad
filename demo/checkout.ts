/**
 * The merchant's checkout page: it holds <acq-cashier> for the session in the URL. The
 * acquirer sends the shopper back here after a redirect, so the element resumes.
 */
import 'acq-cashier';

const params = new URLSearchParams(location.search);
const slot = document.querySelector('#cashier-slot')!;
const log = document.querySelector('#events')!;

const cashier = document.createElement('acq-cashier');
cashier.setAttribute('endpoint', '/cashier');
cashier.setAttribute('session', params.get('session') ?? params.get('acq_session') ?? '');
cashier.setAttribute('redirect-mode', params.get('mode') ?? 'redirect');
slot.append(cashier);

const names = ['acq-ready', 'acq-status-change', 'acq-redirect', 'acq-success', 'acq-failure', 'acq-cancel', 'acq-error', 'acq-locale'];
for (const name of names) {
  cashier.addEventListener(name, (event) => {
    const item = document.createElement('li');
    item.textContent = `${name} ${JSON.stringify((event as CustomEvent).detail ?? {})}`;
    log.append(item);
  });
}

// Subscribed: the shop's subscription page (its subscriptionManagementUrl) is one click away.
cashier.addEventListener('acq-success', (event) => {
  if ((event as CustomEvent<{ snapshot?: { subscription?: unknown } }>).detail?.snapshot?.subscription) {
    document.querySelector<HTMLElement>('#account-link')!.hidden = false;
  }
});
