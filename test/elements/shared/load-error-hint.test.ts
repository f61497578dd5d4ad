import { expect } from '@open-wc/testing';
import type { FlowError } from '../../../src/core/flow/index.js';
import { loadErrorHint } from '../../../src/elements/shared/load-error-hint.js';

const unreachable: FlowError = { code: 'network_error', message: 'The proxy could not be reached', messageKey: 'error.network', retryable: true };

// A page's CSP (connect-src) blocks the proxy with the same network error as a stopped server or a CORS refusal:
// the hint names all three causes, same origin or not (found by the merchant audit: it named the server only).
const CASES: Array<{ endpoint: string; pageUrl: string; says: string[] }> = [
  { endpoint: '/cashier', pageUrl: 'https://shop.example/checkout', says: ['The proxy at /cashier could not be reached', 'check that the server runs', 'connect-src'] },
  {
    endpoint: 'https://pay.example/cashier',
    pageUrl: 'https://shop.example/checkout',
    says: ['https://pay.example could not be reached from https://shop.example', 'allowedOrigins', 'connect-src'],
  },
];

describe('loadErrorHint: an unreachable proxy', () => {
  for (const { endpoint, pageUrl, says } of CASES) {
    it(`${endpoint} from ${pageUrl}`, () => {
      const hint = loadErrorHint(unreachable, { endpoint, session: 'cs_1', pageUrl });
      for (const part of says) expect(hint).to.contain(part);
    });
  }
});
