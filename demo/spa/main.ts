/** A single-page app that imports the cashier from npm and mounts it for a new session. */
import 'acq-cashier';

const start = document.querySelector<HTMLButtonElement>('#start')!;
const app = document.querySelector('#app')!;

function mount(sessionId: string): void {
  const cashier = document.createElement('acq-cashier');
  cashier.setAttribute('endpoint', '/cashier');
  cashier.setAttribute('session', sessionId);
  cashier.setAttribute('redirect-mode', 'popup');
  cashier.addEventListener('acq-success', () => start.removeAttribute('hidden'));
  app.replaceChildren(cashier);
}

start.addEventListener('click', async () => {
  start.hidden = true;
  const response = await fetch('/api/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ item: 'coffee-1kg' }),
  });
  const { sessionId } = (await response.json()) as { sessionId: string };
  mount(sessionId);
});

const query = new URLSearchParams(location.search);
const resumed = query.get('session') ?? query.get('acq_session');
if (resumed) {
  start.hidden = true;
  mount(resumed);
}
