/**
 * acq-cashier/react under Node: importing it touches no window or document, and
 * react-dom/server renders <AcqCashier> to the bare tag the browser upgrades.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

test('importing the wrapper needs no DOM', async () => {
  assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined');
  assert.equal(typeof (globalThis as { document?: unknown }).document, 'undefined');
  const { AcqCashier, ACQ_CASHIER_EVENTS } = await import('../../src/integrations/react.js');
  assert.equal(AcqCashier.displayName, 'AcqCashier');
  assert.equal(ACQ_CASHIER_EVENTS.onSuccess, 'acq-success');
  assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined', 'the import defined no window either');
});

test('renderToString gives the acq-cashier tag with its attributes, and no listener leaks into the markup', async () => {
  const { AcqCashier } = await import('../../src/integrations/react.js');
  const html = renderToString(
    createElement(AcqCashier, { session: 'cs_test_123', endpoint: '/cashier', language: 'de', onSuccess: () => {}, id: 'pay' }),
  );
  assert.match(html, /^<acq-cashier\b/);
  assert.match(html, /id="pay"/);
  assert.match(html, /<\/acq-cashier>$/);
  assert.doesNotMatch(html, /onSuccess|acq-success|function/);
});
