/**
 * What `<acq-order-summary>` renders, as a function of its properties: shared by the
 * element and the script tag's first paint (acq-cashier/pre-render.ts), so that the
 * element takes that drawing over in place.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { Money, ViewOrder } from '../../core/api/cashier.js';
import type { Localizer } from '../shared/localizer.js';
import { isolate } from '../shared/templates.js';

export interface OrderSummaryInput {
  order: ViewOrder | undefined;
  amount: Money | undefined;
  userCurrency: string | undefined;
}

export function orderSummaryTemplate({ order, amount, userCurrency }: OrderSummaryInput, t: Localizer): TemplateResult | typeof nothing {
  if (!order || !amount) return nothing;
  const showUserCurrency = userCurrency && userCurrency !== amount.currency;
  const item = order.goodsName ?? order.description;
  // Each thing once: the description only when it says more than the item's name.
  const more = order.goodsName && !order.description.includes(order.goodsName) ? order.description : null;
  return html`
    <section part="summary" aria-labelledby="title">
      <h2 id="title" part="title">${t.t('order.title')}</h2>
      <dl>
        <dt class="item">
          ${item}${order.quantity !== undefined ? html` <span class="quantity">× ${isolate(t.number(order.quantity))}</span>` : nothing}
          ${more ? html`<span class="note">${more}</span>` : nothing}
        </dt>
        <dd>${isolate(t.amount(amount))}</dd>
        <dt class="total">${t.t('order.total')}</dt>
        <dd class="total" part="total">${isolate(t.amount(amount))}</dd>
      </dl>
      ${showUserCurrency ? html`<p class="note">${t.t('order.userCurrency', { currency: userCurrency })}</p>` : nothing}
      ${order.expiresAt ? html`<p class="note">${t.t('cashier.payBefore', { date: t.date(order.expiresAt) })}</p>` : nothing}
    </section>
  `;
}
