import { test } from 'node:test';
import assert from 'node:assert/strict';
import { signCallback, verifyCallbackSignature } from '../../../src/server/acquirer/callback-signature.js';

const secret = 'whsec_test';
const body = '{"notifyId":"n1"}';
const now = 1_800_000_000;

test('verifyCallbackSignature: table', () => {
  const good = signCallback(secret, body, now);
  const rows: [string, string | null, string, number, string][] = [
    ['valid', good, body, now, 'ok'],
    ['valid at the edge of the window', good, body, now + 300, 'ok'],
    ['stale (5 min + 1 s)', good, body, now + 301, 'stale'],
    ['from the future', good, body, now - 301, 'stale'],
    ['missing header', null, body, now, 'missing'],
    ['garbage', 'nonsense', body, now, 'malformed'],
    ['no v1', `t=${now}`, body, now, 'malformed'],
    ['body changed', good, body.replace('n1', 'n2'), now, 'mismatch'],
    ['other secret', signCallback('other', body, now), body, now, 'mismatch'],
    ['rotated: second v1 matches', `${good.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`)},${good.split(',')[1]}`, body, now, 'ok'],
  ];
  for (const [name, header, raw, at, want] of rows) {
    const got = verifyCallbackSignature(header, raw, secret, at);
    assert.equal(got.ok ? 'ok' : got.reason, want, name);
  }
});
