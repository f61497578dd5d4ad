import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PROXY_ERRORS } from '../../../src/core/contract/proxy-errors.js';
import { en } from '../../../src/core/i18n/catalogs/en-whole.js';
import { errorAnswerOf, ProxyHttpError } from '../../../src/server/errors.js';

test('every proxy error code has an HTTP error status and a message key the catalog holds', () => {
  for (const [code, { status, messageKey }] of Object.entries(PROXY_ERRORS)) {
    assert.match(code, /^[a-z]+(?:_[a-z]+)*$/, code);
    assert.ok(status >= 400 && status < 600, `${code}: ${status}`);
    assert.ok(messageKey in en, `${code}: ${messageKey}`);
  }
});

test('the proxy answers a code with the table\'s status and key, whatever throws it', () => {
  const table: [keyof typeof PROXY_ERRORS, number, string][] = [
    ['session_not_found', 404, 'error.sessionNotFound'],
    ['session_closed', 409, 'error.generic'],
    ['attempt_in_progress', 409, 'error.generic'],
    ['rate_limited', 429, 'error.generic'],
    ['attempt_pending', 503, 'error.unavailable'],
    ['paid_in_another_session', 409, 'result.succeeded.body'],
    ['paying_in_another_session', 503, 'error.statusTimeout'],
  ];
  for (const [code, status, messageKey] of table) {
    assert.deepEqual(errorAnswerOf(new ProxyHttpError(code, 'why')), { status, code, messageKey, message: 'why' });
  }
});
