import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkReturnUrl, checkWebUrl, isLoopbackHost, parseHostEntry, type WebUrlRejection } from '../../../src/core/redirect/index.js';

const HOSTS = ['pay.example.com', 'auth.example.com:8443', 'localhost:4010', '127.0.0.1:4010', '[::1]:4010', 'bücher.example'];

const ACCEPTED: Array<[string, string, string]> = [
  ['plain https', 'https://pay.example.com/auth?x=1', 'https://pay.example.com/auth?x=1'],
  ['upper-case scheme and host', 'HTTPS://PAY.Example.COM/a', 'https://pay.example.com/a'],
  ['explicit default port', 'https://pay.example.com:443/a', 'https://pay.example.com/a'],
  ['listed non-default port', 'https://auth.example.com:8443/a', 'https://auth.example.com:8443/a'],
  ['surrounding whitespace', '  https://pay.example.com/a \n', 'https://pay.example.com/a'],
  ['sandbox on localhost', 'http://localhost:4010/pay/1', 'http://localhost:4010/pay/1'],
  ['sandbox on 127.0.0.1', 'http://127.0.0.1:4010/pay/1', 'http://127.0.0.1:4010/pay/1'],
  ['short loopback form canonicalized', 'http://127.1:4010/pay', 'http://127.0.0.1:4010/pay'],
  ['sandbox on [::1]', 'http://[::1]:4010/pay', 'http://[::1]:4010/pay'],
  ['IDN host matches its listed Unicode form', 'https://xn--bcher-kva.example/a', 'https://xn--bcher-kva.example/a'],
  ['backslash is a path separator, host stays', 'https://pay.example.com\\@evil.com/', 'https://pay.example.com/@evil.com/'],
];

const REFUSED: Array<[string, string, WebUrlRejection]> = [
  ['javascript:', 'javascript:alert(1)', 'scheme'],
  ['JavaScript: in mixed case', 'JaVaScRiPt:alert(1)', 'scheme'],
  ['javascript: with leading space', ' javascript:alert(1)', 'scheme'],
  ['javascript: split by a tab', 'java\tscript:alert(1)', 'malformed'],
  ['javascript: split by a newline', 'java\nscript:alert(1)', 'malformed'],
  ['NUL inside', 'https://pay.example.com/\u0000', 'malformed'],
  ['inner space', 'https://pay.example.com/a b', 'malformed'],
  ['zero-width space', 'https://pay.example.com\u200b/a', 'malformed'],
  ['data:', 'data:text/html,<script>alert(1)</script>', 'scheme'],
  ['blob:', 'blob:https://pay.example.com/0b8a', 'scheme'],
  ['file:', 'file:///etc/passwd', 'scheme'],
  ['ftp:', 'ftp://pay.example.com/a', 'scheme'],
  ['vbscript:', 'vbscript:msgbox(1)', 'scheme'],
  ['http on a public host', 'http://pay.example.com/a', 'insecure'],
  ['http on 127.0.0.1.nip.io', 'http://127.0.0.1.nip.io:4010/a', 'insecure'],
  ['http on localhost. (trailing dot)', 'http://localhost.:4010/a', 'insecure'],
  ['user and password', 'https://user:pass@pay.example.com/a', 'credentials'],
  ['user only', 'https://user@pay.example.com/a', 'credentials'],
  ['empty user info', 'https://@pay.example.com/a', 'credentials'],
  ['empty user and password', 'https://:@pay.example.com/a', 'credentials'],
  ['look-alike suffix', 'https://pay.example.com.evil.com/a', 'host'],
  ['allowed host as user info', 'https://pay.example.com@evil.com/a', 'credentials'],
  ['subdomain not listed', 'https://x.pay.example.com/a', 'host'],
  ['parent domain not listed', 'https://example.com/a', 'host'],
  ['trailing-dot host', 'https://pay.example.com./a', 'host'],
  ['unlisted port', 'https://pay.example.com:8443/a', 'host'],
  ['listed port host on default port', 'https://auth.example.com/a', 'host'],
  ['sandbox on another port', 'http://localhost:5000/a', 'host'],
  ['relative URL', '/pay/1', 'unparseable'],
  ['protocol-relative URL', '//pay.example.com/a', 'unparseable'],
  ['garbage', 'ht!tp://%%%', 'unparseable'],
  ['bad port', 'https://pay.example.com:99999/', 'unparseable'],
  ['empty', '', 'empty'],
  ['only spaces', '   ', 'empty'],
  ['too long', `https://pay.example.com/${'a'.repeat(5000)}`, 'too_long'],
];

describe('checkWebUrl accepts', () => {
  for (const [label, input, href] of ACCEPTED) {
    it(label, () => {
      const result = checkWebUrl(input, HOSTS);
      assert.ok(result.ok, `refused: ${JSON.stringify(result)}`);
      assert.equal(result.url.href, href);
    });
  }
});

describe('checkWebUrl refuses', () => {
  for (const [label, input, reason] of REFUSED) {
    it(`${label} (${reason})`, () => {
      assert.deepEqual(checkWebUrl(input, HOSTS), { ok: false, reason });
    });
  }

  it('everything when the allow-list is empty', () => {
    assert.deepEqual(checkWebUrl('https://pay.example.com/a', []), { ok: false, reason: 'host' });
  });

  it('a non-string without throwing', () => {
    assert.deepEqual(checkWebUrl(undefined as unknown as string, HOSTS), { ok: false, reason: 'empty' });
  });
});

describe('allow-list entries', () => {
  const cases: Array<[string, ReturnType<typeof parseHostEntry>]> = [
    ['pay.example.com', { hostname: 'pay.example.com' }],
    [' PAY.Example.com ', { hostname: 'pay.example.com' }],
    ['pay.example.com:443', { hostname: 'pay.example.com', port: '443' }],
    ['localhost:04010', { hostname: 'localhost', port: '4010' }],
    ['[::1]:4010', { hostname: '[::1]', port: '4010' }],
    ['*.example.com', null],
    ['https://pay.example.com', null],
    ['pay.example.com/path', null],
    ['user@pay.example.com', null],
    ['', null],
  ];
  for (const [entry, expected] of cases) {
    it(JSON.stringify(entry), () => assert.deepEqual(parseHostEntry(entry), expected));
  }

  it('an entry with a port 443 matches the default https port', () => {
    assert.ok(checkWebUrl('https://pay.example.com/a', ['pay.example.com:443']).ok);
  });

  it('garbage entries are ignored, not fatal', () => {
    assert.ok(checkWebUrl('https://pay.example.com/a', ['%%%', '*', 'pay.example.com']).ok);
  });
});

describe('isLoopbackHost', () => {
  const cases: Array<[string, boolean]> = [
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['[::1]', true],
    ['128.0.0.1', false],
    ['127.0.0.256', false],
    ['localhost.localdomain', false],
    ['10.0.0.1', false],
    ['[::2]', false],
  ];
  for (const [host, expected] of cases) it(host, () => assert.equal(isLoopbackHost(host), expected));
});

describe('checkReturnUrl (the merchant redirect after the final screen)', () => {
  it('accepts any https host: the merchant set it server-side', () => {
    const result = checkReturnUrl('https://shop.example.org/thanks?order=1');
    assert.ok(result.ok);
    assert.equal(result.url.href, 'https://shop.example.org/thanks?order=1');
  });

  it('accepts http on loopback (the demo shop)', () => assert.ok(checkReturnUrl('http://127.0.0.1:5173/done').ok));

  const refused: Array<[string, WebUrlRejection]> = [
    ['javascript:alert(1)', 'scheme'],
    ['data:text/html,x', 'scheme'],
    ['http://shop.example.org/', 'insecure'],
    ['https://a:b@shop.example.org/', 'credentials'],
    ['/thanks', 'unparseable'],
    ['java\tscript:x', 'malformed'],
  ];
  for (const [input, reason] of refused) {
    it(`refuses ${JSON.stringify(input)} (${reason})`, () => assert.deepEqual(checkReturnUrl(input), { ok: false, reason }));
  }
});
