import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LogEntry } from '../../src/server/log/logger.js';
import { warnAboutOptions } from '../../src/server/proxy-option-checks.js';
import { resolveProxyOptions } from '../../src/server/proxy-options.js';

const good = { baseUrl: 'https://api.acquirer.example', apiKey: 'k', merchantId: 'M', publicUrl: 'https://shop.example' };

test("a merchant's ordinary option mistakes are refused at creation, naming the option and the fix", () => {
  const rows: Array<[Record<string, unknown>, RegExp]> = [
    [{ publicUrl: 'https://shop.example/?utm=1' }, /publicUrl \(ACQ_PUBLIC_URL\) is the site's address without \?query or #fragment, such as https:\/\/shop\.example/],
    [{ publicUrl: 'https://shop.example/#x' }, /without \?query or #fragment/],
    [{ publicUrl: 'https://shop.example/?' }, /without \?query or #fragment/],
    [{ webUrlHosts: ['https://127.0.0.1:4010'] }, /webUrlHosts lists hosts \(host or host:port, such as pay\.acquirer\.example\), not URLs; for "https:\/\/127\.0\.0\.1:4010" that is 127\.0\.0\.1:4010/],
    [{ webUrlHosts: ['pay.acquirer.example/hosted'] }, /webUrlHosts lists hosts/],
    [{ webUrlHosts: ['pay acquirer'] }, /webUrlHosts lists hosts/],
    [{ webUrlHosts: [''] }, /webUrlHosts lists hosts/],
    [{ sessionTtlMs: Number.NaN }, /sessionTtlMs is a positive number of milliseconds, such as 3600000 for one hour \(got NaN\)/],
    [{ sessionTtlMs: 0 }, /sessionTtlMs is a positive number/],
    [{ sessionTtlMs: -1 }, /sessionTtlMs is a positive number/],
    [{ sessionTtlMs: Number.POSITIVE_INFINITY }, /sessionTtlMs is a positive number/],
    [{ payRateLimitPerMinute: 0 }, /payRateLimitPerMinute is a positive number \(default 10\); Infinity turns the limit off \(got 0\)/],
    [{ payRateLimitPerMinute: Number.NaN }, /payRateLimitPerMinute/],
    [{ payRateLimitPerMinute: -5 }, /payRateLimitPerMinute/],
  ];
  for (const [over, message] of rows) assert.throws(() => resolveProxyOptions({ ...good, ...over } as never), message, JSON.stringify(over));
  const fine = [
    { publicUrl: 'https://shop.example/store/' },
    { webUrlHosts: ['pay.acquirer.example', 'pay.acquirer.example:8443', '127.0.0.1:4010', '[::1]:4010', 'localhost'] },
    { sessionTtlMs: 1_500 },
    { payRateLimitPerMinute: Number.POSITIVE_INFINITY },
    { payRateLimitPerMinute: 1 },
  ];
  for (const over of fine) resolveProxyOptions({ ...good, ...over });
});

test('what a proxy runs with but a merchant should hear at start: cleartext to a remote acquirer, callbacks that cannot arrive, seconds for milliseconds', () => {
  const warned = (options: { baseUrl: string; publicUrl: string; sessionTtlMs?: number }) => {
    const logs: LogEntry[] = [];
    warnAboutOptions({ sessionTtlMs: 3_600_000, ...options }, (entry) => void logs.push(entry));
    return logs.map((entry) => `${entry.level}: ${entry.msg}`);
  };
  const [cleartext] = warned({ baseUrl: 'http://api.acquirer.example', publicUrl: 'https://shop.example' });
  assert.match(cleartext ?? '', /^warn: baseUrl \(ACQ_BASE_URL\) is plain http to api\.acquirer\.example: the API key and every payment travel unencrypted; use https/);
  const [unreachable] = warned({ baseUrl: 'https://api.acquirer.example', publicUrl: 'http://localhost:3000' });
  assert.match(unreachable ?? '', /^warn: publicUrl \(ACQ_PUBLIC_URL\) http:\/\/localhost:3000 is on this machine but the acquirer \(api\.acquirer\.example\) is not: its callbacks .* cannot arrive/);
  assert.match(warned({ baseUrl: 'https://api.acquirer.example', publicUrl: 'https://shop.example', sessionTtlMs: 3_600 })[0] ?? '', /sessionTtlMs is in milliseconds: 3600/);
  // The sandbox on this machine, or a real acquirer and a public site: nothing to say.
  assert.deepEqual(warned({ baseUrl: 'http://127.0.0.1:4010', publicUrl: 'http://127.0.0.1:3000' }), []);
  assert.deepEqual(warned({ baseUrl: 'https://api.acquirer.example', publicUrl: 'https://shop.example' }), []);
});
