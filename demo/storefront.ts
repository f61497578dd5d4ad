/** The storefront: lists the catalogue and asks the shop's server for a cashier session. */
import { catalog, type CatalogItem } from './catalog.js';

const list = document.querySelector<HTMLUListElement>('#products')!;
const options = document.querySelector<HTMLFormElement>('#options')!;
const errorBox = document.querySelector<HTMLParagraphElement>('#shop-error')!;

function priceText(item: CatalogItem): string {
  if (item.kind === 'subscription-change') return 'Plan change';
  const money = new Intl.NumberFormat('en', { style: 'currency', currency: item.currency }).format(Number(item.amount));
  if (item.kind === 'order') return money;
  const unit = item.periodType.toLowerCase().replace('ly', '').replace('dai', 'day');
  return item.periodInterval === 1 ? `${money} / ${unit}` : `${money} every ${item.periodInterval} ${unit}s`;
}

function render(): void {
  for (const item of catalog) {
    const li = document.createElement('li');
    li.className = 'product';
    const title = document.createElement('h2');
    title.textContent = item.name;
    const text = document.createElement('p');
    text.textContent = item.description;
    const price = document.createElement('p');
    price.className = 'price';
    price.textContent = priceText(item);
    const buy = document.createElement('button');
    buy.type = 'button';
    buy.textContent = item.kind === 'order' ? 'Buy now' : item.kind === 'subscription' ? 'Subscribe' : 'Change plan';
    buy.dataset.item = item.id;
    buy.addEventListener('click', () => void checkout(item.id, buy));
    li.append(title, text, price, buy);
    list.append(li);
  }
}

async function checkout(itemId: string, button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  errorBox.hidden = true;
  const form = new FormData(options);
  try {
    const response = await fetch('/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ item: itemId, language: form.get('language') || undefined }),
    });
    const body = (await response.json()) as { sessionId?: string; error?: { message: string } };
    if (!response.ok || !body.sessionId) throw new Error(body.error?.message ?? `HTTP ${response.status}`);
    const next = new URL('/checkout.html', location.href);
    next.searchParams.set('session', body.sessionId);
    next.searchParams.set('mode', String(form.get('redirectMode') ?? 'redirect'));
    location.assign(next);
  } catch (error) {
    errorBox.textContent = `Could not start the checkout: ${(error as Error).message}`;
    errorBox.hidden = false;
    button.disabled = false;
  }
}

render();
