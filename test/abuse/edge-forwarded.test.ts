/**
 * Row 4 of issue #27: behind a balancer that appends to X-Forwarded-For, the proxy took
 * the left-most entry, which the client writes: a new made-up first hop per request
 * escaped the pay limit. Now trustProxy counts trusted hops and the key is the right-most
 * untrusted entry (or RFC 7239 Forwarded's), whatever the client wrote to its left.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readStandaloneConfig } from '../../src/server/standalone/standalone-config.js';
import { badPay, startWorld } from './edge-support.js';

const spoof = (i: number) => `10.${i}.${i}.${i}`;

test('one balancer (trustProxy: 1): a spoofed first hop per request still hits the limit of the real address', { timeout: 30_000 }, async () => {
  const world = await startWorld({ payRateLimitPerMinute: 10, trustProxy: 1 });
  try {
    const id = await world.session();
    // What the balancer forwards: the client's own header, then the address it saw.
    const pay = (xff: string) => badPay(world.server.url, id, '127.0.0.2', { 'X-Forwarded-For': xff });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await pay(`${spoof(i)}, 203.0.113.7`)).status);
    assert.deepEqual(statuses, [...Array(10).fill(400), 429], 'the key is 203.0.113.7, not the made-up hop');
    assert.equal((await pay('203.0.113.7')).status, 429, 'the limited key: 203.0.113.7');
    assert.equal((await pay('203.0.113.7, 198.51.100.1')).status, 400, 'writing the limited address first does not borrow its limit');
    assert.equal((await pay('198.51.100.2')).status, 400, 'another shopper behind the same balancer');
  } finally {
    await world.close();
  }
});

test('two hops (CDN then balancer) and RFC 7239 Forwarded', { timeout: 30_000 }, async () => {
  const cdn = await startWorld({ payRateLimitPerMinute: 2, trustProxy: 2 });
  try {
    const id = await cdn.session();
    const pay = (xff: string) => badPay(cdn.server.url, id, '127.0.0.2', { 'X-Forwarded-For': xff });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await pay(`${spoof(i)}, 203.0.113.7, 192.0.2.10`)).status);
    assert.deepEqual(statuses, [400, 400, 429]);
    assert.equal((await pay('203.0.113.8, 192.0.2.10')).status, 400, 'same CDN edge, another client');
  } finally {
    await cdn.close();
  }
  const fwd = await startWorld({ payRateLimitPerMinute: 2, trustProxy: { hops: 1, header: 'forwarded' } });
  try {
    const id = await fwd.session();
    const pay = (forwarded: string, xff = spoof(9)) => badPay(fwd.server.url, id, '127.0.0.2', { Forwarded: forwarded, 'X-Forwarded-For': xff });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await pay(`for=${spoof(i)}, for="[2001:db8:cafe::17]:4711";proto=https`, spoof(i + 20))).status);
    assert.deepEqual(statuses, [400, 400, 429], 'keyed on Forwarded: for=, X-Forwarded-For ignored');
    assert.equal((await pay('for="[2001:db8:cafe::99]"')).status, 429, 'the same /64 shares the limit');
    assert.equal((await pay('for=198.51.100.3')).status, 400);
  } finally {
    await fwd.close();
  }
});

test('trusted proxy set, header absent (a request that did not come through the balancer): keyed by the socket', { timeout: 30_000 }, async () => {
  const world = await startWorld({ payRateLimitPerMinute: 1, trustProxy: 1 });
  try {
    const id = await world.session();
    assert.equal((await badPay(world.server.url, id, '127.0.0.7')).status, 400);
    assert.equal((await badPay(world.server.url, id, '127.0.0.7')).status, 429);
    assert.equal((await badPay(world.server.url, id, '127.0.0.8')).status, 400);
  } finally {
    await world.close();
  }
});

test('the standalone: ACQ_TRUST_PROXY takes a number of hops (1/true: one balancer; 0/false: none)', () => {
  const file = { baseUrl: 'http://127.0.0.1:1', apiKey: 'sk_test_abcdefgh', merchantId: 'M1', publicUrl: 'https://shop.example', serverToken: 'x'.repeat(24) };
  const hops = (value: string) => readStandaloneConfig(file, { ACQ_TRUST_PROXY: value }).trustProxy;
  assert.equal(hops('2'), 2);
  assert.equal(hops('1'), true);
  assert.equal(hops('true'), true);
  assert.equal(hops('0'), false);
  assert.throws(() => hops('-1'), /ACQ_TRUST_PROXY/);
  assert.throws(() => hops('many'), /ACQ_TRUST_PROXY/);
});
