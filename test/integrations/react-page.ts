/**
 * The page of react-browser.test.ts: <AcqCashier> mounted by react-dom/client against the
 * real proxy, every callback recorded on window.acqCalls for the test to read.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { AcqCashier } from '../../src/integrations/react.js';

interface Call {
  prop: string;
  type: string;
  detail: unknown;
}
const calls: Call[] = [];
const record = (prop: string) => (event: CustomEvent) => calls.push({ prop, type: event.type, detail: event.detail });
const params = new URLSearchParams(location.search);
const root = createRoot(document.getElementById('app')!);

root.render(
  createElement(AcqCashier, {
    id: 'cashier',
    session: params.get('session') ?? '',
    endpoint: params.get('endpoint') ?? '/cashier',
    language: 'de',
    onReady: record('onReady'),
    onLocale: record('onLocale'),
    onStatusChange: record('onStatusChange'),
    onSuccess: record('onSuccess'),
    onFailure: record('onFailure'),
    onError: record('onError'),
  }),
);

Object.assign(window, { acqCalls: calls, acqUnmount: () => root.unmount() });
