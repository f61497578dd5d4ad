/**
 * The first screen's hand check of a view (core/api/view-shape.ts): it takes what the
 * contract's schema takes, for every field the pay screen shows, and refuses a wrong type
 * there or another session's view. (It is looser than the schema elsewhere on purpose: the
 * session code parses the whole view with the schema before anything is paid.)
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CashierView } from '../../../src/core/api/cashier.js';
import { firstScreenView } from '../../../src/core/api/view-shape.js';
import { view as orderView } from '../flow/fixtures.js';

const PLAN = { description: 'Club', amount: { value: '9.99', currency: 'EUR' }, periodType: 'MONTHLY', periodInterval: 1 } as const;
const subscriptionView = () => orderView({ kind: 'subscription', order: undefined, subscription: { plan: PLAN, manageable: false } });

const ID = orderView().id;

describe('firstScreenView', () => {
  const TAKEN: ReadonlyArray<[string, unknown]> = [
    ['an order view', orderView()],
    ['a subscription view', subscriptionView()],
    ['a plan change', orderView({ kind: 'subscription-change', subscription: { plan: PLAN, manageable: true }, change: { fromPlan: PLAN, remainingAmount: { value: '1.00', currency: 'EUR' } } })],
    ['with brand, catalog and formats', { ...orderView(), brand: { displayName: 'Shop' }, catalog: { locale: 'de', messages: { 'pay.button': 'Zahlen' } }, formatted: { a: 'b' } }],
  ];
  for (const [name, view] of TAKEN) {
    it(`takes ${name} (as the schema does)`, () => {
      assert.ok(CashierView.safeParse(view).success, 'the fixture is a contract view');
      assert.equal(firstScreenView(view, ID), view);
    });
  }

  const REFUSED: ReadonlyArray<[string, unknown]> = [
    ['nothing', undefined],
    ['an array', []],
    ['another session', { ...orderView(), id: 'cs_other' }],
    ['an amount without currency', { ...orderView(), amount: { value: '1.00' } }],
    ['a method without a name', { ...orderView(), payMethods: [{ payMethodType: 'CARD' }] }],
    ['saved cards not a list', { ...orderView(), savedCards: {} }],
    ['a numeric description', { ...orderView(), order: { description: 5, merchantOrderId: 'm' } }],
    ['a status without attempt', { ...orderView(), status: { status: 'open' } }],
    ['a brand name not text', { ...orderView(), brand: { displayName: ['x'] } }],
    ['a plan without amount', { ...orderView(), subscription: { plan: { description: 'p', periodType: 'MONTHLY', periodInterval: 1 } } }],
    ['a catalog without messages', { ...orderView(), catalog: { locale: 'de' } }],
    ['no webUrlHosts', { ...orderView(), webUrlHosts: undefined }],
  ];
  for (const [name, value] of REFUSED) {
    it(`refuses ${name}`, () => assert.equal(firstScreenView(value, ID), undefined));
  }
});
