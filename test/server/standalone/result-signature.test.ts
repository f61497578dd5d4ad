/**
 * Results forwarded to the shop and the acquirer's callbacks are signed for different
 * purposes (header, secret and signed string): neither verifies as the other, even when a
 * merchant reuses one secret for both.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signCallback, verifyCallbackSignature } from '../../../src/server/acquirer/callback-signature.js';
import { forwardResults } from '../../../src/server/standalone/result-forwarder.js';
import { RESULT_SIGNATURE_HEADER, signResult, verifyResultSignature } from '../../../src/server/standalone/result-signature.js';

const SECRET = 'one_secret_for_both_0123456789';
const body = JSON.stringify({ sessionId: 'cs_x', status: 'succeeded', attempt: 1 });

test('a result signature verifies as a result, and is refused as an acquirer callback (same secret, same body)', () => {
  const header = signResult(SECRET, body);
  assert.deepEqual(verifyResultSignature(header, body, SECRET), { ok: true });
  assert.deepEqual(verifyCallbackSignature(header, body, SECRET), { ok: false, reason: 'mismatch' });
});

test('an acquirer callback signature is refused as a result', () => {
  const header = signCallback(SECRET, body);
  assert.deepEqual(verifyCallbackSignature(header, body, SECRET), { ok: true });
  assert.deepEqual(verifyResultSignature(header, body, SECRET), { ok: false, reason: 'mismatch' });
});

test('a result signature refuses another body, another secret and an old timestamp', () => {
  const now = Math.floor(Date.now() / 1000);
  assert.deepEqual(verifyResultSignature(signResult(SECRET, body), `${body} `, SECRET), { ok: false, reason: 'mismatch' });
  assert.deepEqual(verifyResultSignature(signResult(SECRET, body), body, `${SECRET}x`), { ok: false, reason: 'mismatch' });
  assert.deepEqual(verifyResultSignature(signResult(SECRET, body, now - 3_600), body, SECRET, now), { ok: false, reason: 'stale' });
});

test('the forwarder signs with the result secret under X-ACQ-Cashier-Signature, not X-ACQ-Signature', { timeout: 5_000 }, async () => {
  const seen: Headers[] = [];
  const send = forwardResults({
    url: 'https://shop.example/paid',
    secret: SECRET,
    log: () => undefined,
    fetch: async (_url, init) => {
      seen.push(new Headers(init?.headers));
      return new Response('ok');
    },
  });
  await send({ sessionId: 'cs_x', status: 'succeeded', attempt: 1 } as never);
  assert.equal(RESULT_SIGNATURE_HEADER, 'X-ACQ-Cashier-Signature');
  assert.equal(seen[0]!.get('X-ACQ-Signature'), null);
  const sent = JSON.stringify({ sessionId: 'cs_x', status: 'succeeded', attempt: 1 });
  assert.deepEqual(verifyResultSignature(seen[0]!.get(RESULT_SIGNATURE_HEADER), sent, SECRET), { ok: true });
});
