/**
 * The Adyen Web 6 Drop-in reference page of the speed comparison: its script is built
 * from the npm package (test/bench/adyen/drop-in.ts) once per bench run with esbuild and
 * served beside our pages on loopback; the payment methods are in the page, as a
 * merchant's server would embed a /paymentMethods answer, so the page needs no network.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDir } from '../paths.js';

export interface AdyenAssets {
  js: string;
  css: string;
  jsBytes: number;
  cssBytes: number;
}

/** Seven methods, like the bench session's: redirect methods (no card iframes from Adyen's CDN). */
export const ADYEN_METHODS = {
  paymentMethods: [
    { name: 'Trustly', type: 'trustly' },
    { name: 'TWINT', type: 'twint' },
    { name: 'Pay later with Klarna.', type: 'klarna' },
    { name: 'Pay over time with Klarna.', type: 'klarna_account' },
    { name: 'Paysafecard', type: 'paysafecard' },
    { name: 'BLIK', type: 'blik' },
    {
      name: 'EPS',
      type: 'eps',
      issuers: [
        { id: 'bank_1', name: 'Bank Austria' },
        { id: 'bank_2', name: 'Erste Bank und Sparkassen' },
      ],
    },
  ],
};

/** Bundles the Drop-in page script (ES module, minified) and its CSS in memory. */
export async function buildAdyen(): Promise<AdyenAssets> {
  const result = await build({
    entryPoints: [join(benchDir, 'adyen/drop-in.ts'), fileURLToPath(import.meta.resolve('@adyen/adyen-web/styles/adyen.css'))],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    outdir: '/adyen-out',
    logLevel: 'silent',
  });
  const text = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))!.text;
  const js = text('.js');
  const css = text('.css');
  return { js, css, jsBytes: js.length, cssBytes: css.length };
}

/** The merchant page with the Drop-in: the probe first, then the CSS and the module, like ours. */
export function adyenPage(probe: string, redirectUrl: string): string {
  const input = JSON.stringify({ paymentMethods: ADYEN_METHODS, redirectUrl }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Adyen Drop-in reference</title>
<script>${probe}</script>
<script>window.__adyen = ${input};</script>
<link rel="stylesheet" href="/adyen/adyen.css">
<script type="module" src="/adyen/drop-in.js"></script>
</head><body><div id="dropin"></div><footer>The merchant's page goes on below the cashier (it must not move).</footer></body></html>
`;
}
