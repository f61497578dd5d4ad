/**
 * The server-rendered page (/ssr.html: renderCashierHtml, then acq-hydrate.js and
 * acq-cashier.js from dist/cdn) under a strict policy with Trusted Types and no
 * 'allow-duplicates': `trusted-types lit-html` lets the page create the 'lit-html' policy
 * once. Both scripts share lit-html (acq-hydrate.js imports it from acq-cashier.js); with
 * a copy each, the second createPolicy threw and the cashier never hydrated. The page is the demo's own, its
 * response given the policy header on the way (same origin, same HTML, same scripts).
 */
import { expect, test, type Page } from '@playwright/test';
import { payWith } from './support.js';

/**
 * Scripts from the page's origin only (and the page's own import map, by the hash the demo
 * names), Trusted Types required, one 'lit-html' policy.
 */
const policyFor = (mapHashes: string) => `script-src 'self'${mapHashes}; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types lit-html`;
const STRICT = /^script-src 'self'( 'sha256-[\w+/=]+')*; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types lit-html$/;

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Serves /ssr.html (and the return page after paying) with the strict policy; records violations before any script runs. */
async function withPolicy(page: Page): Promise<void> {
  await page.route(/\/ssr\.html(\?|$)/, async (route) => {
    const response = await route.fetch();
    const mapHashes = (/script-src 'self'((?: 'sha256-[\w+/=]+')*)/.exec(response.headers()['content-security-policy'] ?? '') ?? [])[1] ?? '';
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policyFor(mapHashes) } });
  });
  await page.addInitScript(() => {
    const list: Violation[] = [];
    (window as unknown as { violations: Violation[] }).violations = list;
    document.addEventListener('securitypolicyviolation', (e) => list.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample }));
  });
}

/** Console lines about CSP or Trusted Types, and uncaught errors (a refused policy throws at module evaluation). */
function problems(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Trusted Type|policy/i.test(m.text()) || m.type() === 'error') lines.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}`));
  return lines;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: Violation[] }).violations);

test.describe("server-rendered checkout under require-trusted-types-for 'script'; trusted-types lit-html", () => {
  test('hydrates with one lit-html policy, no violation, and pays up to the acquirer and back', async ({ page, request }) => {
    await withPolicy(page);
    const seen = problems(page);
    // The demo's checkout POST creates the session and answers the page's address with it.
    const checkout = await request.post('/ssr.html', { form: {} });
    const response = await page.goto(checkout.url());
    expect(response!.headers()['content-security-policy']).toMatch(STRICT);
    const ready = () => (document.querySelector('acq-cashier') as unknown as { state?: { name: string } }).state?.name === 'ready';
    // A second lit-html policy throws as its module evaluates: the element is never defined; say why.
    await page.waitForFunction(ready, undefined, { timeout: 10_000 }).catch(() => expect(seen, 'the cashier never got ready').toEqual([]));
    expect(await page.evaluate(ready)).toBe(true);
    // Hydrated, not rendered again: the server's nodes, with Lit's markers.
    expect(await page.evaluate(() => document.querySelector('acq-cashier')!.shadowRoot!.innerHTML.includes('<!--lit-part'))).toBe(true);

    // The policy holds: an HTML sink is refused, and a second 'lit-html' policy is not allowed.
    const enforced = await page.evaluate(() => {
      const refused = (run: () => unknown) => {
        try {
          run();
          return false;
        } catch {
          return true;
        }
      };
      const tt = (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
      return { sink: refused(() => (document.createElement('div').innerHTML = '<b>x</b>')), duplicate: refused(() => tt.createPolicy('lit-html', {})) };
    });
    expect(enforced).toEqual({ sink: true, duplicate: true });
    // Those two probes are the only violations.
    expect((await violations(page)).map((v) => v.directive).sort()).toEqual(['require-trusted-types-for', 'trusted-types']);
    seen.length = 0;

    await payWith(page, /Sandpay/i);
    // The acquirer's page (the sandbox, its own origin): the cashier got there.
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(new URL(page.url()).port).not.toBe(new URL(test.info().project.use.baseURL!).port);
    expect(seen).toEqual([]);

    // Back on the server-rendered return page, under the same policy: the result screen (a lazy chunk).
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/ssr\.html\?acq_session=/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(seen.filter((line) => !line.includes('favicon'))).toEqual([]);
  });
});
