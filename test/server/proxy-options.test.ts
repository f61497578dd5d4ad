import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolveProxyOptions } from '../../src/server/proxy-options.js';

const good = { baseUrl: 'https://api.acquirer.example', apiKey: 'k', merchantId: 'M', publicUrl: 'https://shop.example' };

test('URL options must be absolute http(s): the error names the option and an example', () => {
  const rows: Array<[Record<string, unknown>, RegExp]> = [
    [{ baseUrl: 'api.acquirer.example' }, /option baseUrl must be an absolute http\(s\) URL such as https:\/\/api\.acquirer\.example \(got "api\.acquirer\.example"\)/],
    [{ publicUrl: 'shop.example' }, /option publicUrl must be an absolute http\(s\) URL such as https:\/\/shop\.example/],
    [{ returnUrl: '/checkout' }, /option returnUrl must be an absolute http\(s\) URL such as https:\/\/shop\.example\/checkout/],
    [{ returnUrl: 'javascript:alert(1)' }, /option returnUrl/],
    [{ publicUrl: 'ftp://shop.example' }, /option publicUrl/],
  ];
  for (const [over, message] of rows) assert.throws(() => resolveProxyOptions({ ...good, ...over } as never), message, JSON.stringify(over));
  for (const over of [{}, { publicUrl: 'http://127.0.0.1:5173/' }, { returnUrl: 'https://shop.example/checkout?step=pay' }]) resolveProxyOptions({ ...good, ...over });
});
