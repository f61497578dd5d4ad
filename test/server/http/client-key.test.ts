import { test } from 'node:test';
import assert from 'node:assert/strict';
import { forwardedClient, normalizeAddress, trustedHops } from '../../../src/server/http/forwarded.js';
import { clientKeyOf, resolveClientKey } from '../../../src/server/http/client-key.js';
import { resolveProxyOptions } from '../../../src/server/proxy-options.js';

const xff = (value: string) => new Headers({ 'X-Forwarded-For': value });

test('trustProxy: true is one hop, a number is that many, 0/false is off, nonsense throws', () => {
  assert.deepEqual(trustedHops(true), { hops: 1, header: 'x-forwarded-for' });
  assert.deepEqual(trustedHops(2), { hops: 2, header: 'x-forwarded-for' });
  assert.deepEqual(trustedHops({ hops: 1, header: 'forwarded' }), { hops: 1, header: 'forwarded' });
  assert.equal(trustedHops(false), undefined);
  assert.equal(trustedHops(0), undefined);
  assert.throws(() => trustedHops(-1), /whole number/);
  assert.throws(() => trustedHops(1.5), /whole number/);
});

test('X-Forwarded-For: the right-most untrusted entry, whatever the client wrote to its left', () => {
  const one = trustedHops(1)!;
  assert.equal(forwardedClient(xff('6.6.6.6, 203.0.113.7'), one), '203.0.113.7');
  assert.equal(forwardedClient(xff('203.0.113.7'), one), '203.0.113.7');
  const two = trustedHops(2)!;
  // client-written, client, CDN edge (written by the balancer)
  assert.equal(forwardedClient(xff('6.6.6.6, 203.0.113.7, 198.51.100.9'), two), '203.0.113.7');
  assert.equal(forwardedClient(xff('203.0.113.7'), two), '203.0.113.7', 'fewer entries than hops: the farthest known');
  assert.equal(forwardedClient(new Headers(), one), undefined);
});

test('Forwarded (RFC 7239): for= of the right-most untrusted element, quoted, ported and IPv6 forms', () => {
  const trust = trustedHops({ hops: 1, header: 'forwarded' })!;
  const fwd = (value: string) => new Headers({ Forwarded: value });
  assert.equal(forwardedClient(fwd('for=6.6.6.6, for=192.0.2.60;proto=https;by=203.0.113.43'), trust), '192.0.2.60');
  assert.equal(forwardedClient(fwd('for=6.6.6.6, For="[2001:db8:cafe::17]:4711"'), trust), '2001:db8:cafe:0::/64');
  assert.equal(forwardedClient(fwd('for=6.6.6.6, proto=https'), trust), 'unknown');
  assert.equal(forwardedClient(xff('203.0.113.7'), trust), undefined, 'the other header is not read');
});

test('addresses: port dropped, IPv4-mapped as IPv4, IPv6 by /64', () => {
  assert.equal(normalizeAddress('203.0.113.7:51234'), '203.0.113.7');
  assert.equal(normalizeAddress('::ffff:127.0.0.2'), '127.0.0.2');
  assert.equal(normalizeAddress('2001:DB8:1:2:aaaa:bbbb:cccc:dddd'), '2001:db8:1:2::/64');
  assert.equal(normalizeAddress('2001:db8:1:2::9'), normalizeAddress('2001:db8:1:2:ffff::1'));
  assert.equal(normalizeAddress('::1'), '0:0:0:0::/64');
});

test('resolveClientKey: clientKey first, then the forwarded address, then the runtime peer; else nothing', () => {
  const req = new Request('http://shop.test/', { headers: { 'X-Forwarded-For': '6.6.6.6, 203.0.113.7' } });
  const node = { incoming: { socket: { remoteAddress: '::ffff:10.0.0.1' } } };
  assert.equal(resolveClientKey(req, node, { clientKey: () => 'mine', trustProxy: 1 }), 'mine');
  assert.equal(resolveClientKey(req, node, { clientKey: () => undefined, trustProxy: 1 }), '203.0.113.7');
  assert.equal(resolveClientKey(req, node, { trustProxy: false }), '10.0.0.1');
  assert.equal(resolveClientKey(req, { remoteAddr: { hostname: '10.0.0.2' } }, { trustProxy: false }), '10.0.0.2', 'Deno');
  assert.equal(resolveClientKey(req, { requestIP: () => ({ address: '10.0.0.3' }) }, { trustProxy: false }), '10.0.0.3', 'Bun');
  assert.equal(resolveClientKey(req, undefined, { trustProxy: false }), undefined, 'no env, no option: no key');
  assert.equal(resolveClientKey(req, { MY_BINDING: 1 }, { trustProxy: false }), undefined, 'Workers bindings carry no address');
});

test('clientKeyOf: a long key is held as its hash; no key at all is a 500 proxy_misconfigured, logged once', () => {
  const logged: unknown[] = [];
  const opts = resolveProxyOptions({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', merchantId: 'M', publicUrl: 'http://shop.test', clientKey: (req) => req.headers.get('X-Key') ?? undefined, logger: (e) => void logged.push(e) });
  const req = (key?: string) => new Request('http://shop.test/', { headers: key ? { 'X-Key': key } : {} });
  assert.equal(clientKeyOf(req('203.0.113.7'), undefined, opts), '203.0.113.7');
  assert.match(clientKeyOf(req('x'.repeat(10_000)), undefined, opts), /^sha256:[\w-]{43}$/);
  for (let i = 0; i < 3; i++) assert.throws(() => clientKeyOf(req(), undefined, opts), (e: { status?: number; code?: string }) => e.status === 500 && e.code === 'proxy_misconfigured');
  assert.equal(logged.length, 1);
});
