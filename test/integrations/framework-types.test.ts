/**
 * The generated framework typings, checked the way a merchant's app checks them: the
 * manifest analyzer runs on the elements, the generator writes the typings, and strict
 * tsc compiles small React (TSX), Vue and Svelte snippets against them. Good usage must
 * compile; every wrong attribute type or event-detail misuse is marked `@ts-expect-error`,
 * so an error that stops happening fails the check too.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { elementsOf, frameworkTypes, type Manifest } from '../../scripts/generate-framework-types.js';

const root = new URL('../..', import.meta.url).pathname;
let scratch = '';
let manifest: Manifest;

const REACT = `import type { AcqCashierAttributes } from './jsx.js';
export const shape: AcqCashierAttributes = { session: 'cs_1', 'redirect-mode': 'frame' };
// @ts-expect-error redirect-mode is redirect, popup or frame
export const badMode: AcqCashierAttributes = { 'redirect-mode': 'sideways' };
export const ok = <acq-cashier session="cs_1" endpoint="/cashier" language="de" appearance='{"theme":"night"}' redirect-mode="popup" className="pay" />;
export const listeners = <acq-cashier onacq-ready={(e) => e.detail.view.amount.value} onacq-success={(e) => e.detail.snapshot?.status} onacq-error={(e) => e.detail.error.code} onacq-redirect={(e) => { if (e.detail.mode === 'frame') e.preventDefault(); }} onacq-locale={(e) => e.detail.dir} />;
export const parts = <acq-result status="succeeded" can-retry={true} onacq-retry={(e) => e.type} />;
export const ref = <acq-cashier ref={(el) => { if (el) el.fetchImpl = fetch; }} />;
// @ts-expect-error session is a string, not a number
export const badSession = <acq-cashier session={42} />;
// @ts-expect-error acq-success's detail carries a snapshot, not an error
export const badDetail = <acq-cashier onacq-success={(e) => e.detail.error.code} />;
// @ts-expect-error a misspelt attribute
export const misspelt = <acq-cashier sesion="cs_1" />;
// @ts-expect-error acq-card-form is the hosted card page's, not the package's
export const notInPackage = <acq-card-form />;
`;

const VUE = `import type { GlobalComponents } from 'vue';
import type {} from './vue.js';
type Props = InstanceType<GlobalComponents['acq-cashier']>['$props'];
export const ok: Props = { session: 'cs_1', endpoint: '/cashier', redirectMode: 'frame', onAcqSuccess: (e) => e.detail.snapshot?.status, onAcqError: (e) => e.detail.error.code };
// @ts-expect-error session is a string
export const badSession: Props = { session: 42 };
// @ts-expect-error method-layout is accordion or tabs
export const badLayout: Props = { methodLayout: 'grid' };
// @ts-expect-error acq-success's detail carries no error
export const badDetail: Props = { onAcqSuccess: (e) => e.detail.error };
`;

const SVELTE = `import type { SvelteHTMLElements } from 'svelte/elements';
import type {} from './svelte.js';
type Attrs = SvelteHTMLElements['acq-cashier'];
export const ok: Attrs = { session: 'cs_1', endpoint: '/cashier', 'redirect-mode': 'popup', class: 'pay', 'onacq-success': (e) => e.detail.snapshot?.status, 'onacq-locale': (e) => e.detail.locale };
// @ts-expect-error session is a string
export const badSession: Attrs = { session: 42 };
// @ts-expect-error acq-locale's detail has no snapshot
export const badDetail: Attrs = { 'onacq-locale': (e) => e.detail.snapshot };
`;

/** acq-cashier/react (the @lit/react wrapper): its props are the element's, unions included. */
const REACT_WRAPPER = `import type { AcqCashierProps } from './src/integrations/react.js';
export const ok: AcqCashierProps = { session: 'cs_1', endpoint: '/cashier', redirectMode: 'popup', methodLayout: 'tabs', onSuccess: (e) => e.detail.snapshot?.status };
// @ts-expect-error redirectMode is 'redirect' | 'popup' | 'frame'
export const badMode: AcqCashierProps = { redirectMode: 'sideways' };
// @ts-expect-error methodLayout is 'accordion' | 'tabs'
export const badLayout: AcqCashierProps = { methodLayout: 'grid' };
export const page: AcqCashierProps = { onSubscriptionCancel: (e) => e.detail.status, onPlanChange: (e) => e.detail };
// @ts-expect-error acq-subscription-cancel's detail has no snapshot
export const badCancel: AcqCashierProps = { onSubscriptionCancel: (e) => e.detail.snapshot };
`;

before(() => {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  // Inside the checkout, so that react, vue and svelte resolve from node_modules.
  scratch = mkdtempSync(join(root, '.tmp/framework-types-'));
  // The analyzer rewrites the package.json of its working folder (its customElements
  // field): it runs in the scratch folder, on a link to src/, with a package.json of its own.
  symlinkSync(join(root, 'src'), join(scratch, 'src'));
  writeFileSync(join(scratch, 'package.json'), '{"name": "framework-types-check", "private": true}\n');
  const analyzed = spawnSync('npx', ['cem', 'analyze', '--litelement', '--globs', 'src/elements/**/*.ts', '--exclude', 'src/elements/**/*.styles.ts', '--quiet'], { cwd: scratch, encoding: 'utf8' });
  assert.equal(analyzed.status, 0, analyzed.stderr);
  manifest = JSON.parse(readFileSync(join(scratch, 'custom-elements.json'), 'utf8')) as Manifest;
});

after(() => rmSync(scratch, { recursive: true, force: true }));

test('the manifest gives <acq-cashier> its attributes and acq-* events; the card form is left out', () => {
  const elements = elementsOf(manifest);
  const cashier = elements.find((e) => e.tag === 'acq-cashier')!;
  const names = cashier.attributes.map((a) => a.name);
  for (const name of ['session', 'endpoint', 'language', 'appearance', 'redirect-mode', 'redirect-delay']) assert.ok(names.includes(name), name);
  assert.equal(cashier.attributes.find((a) => a.name === 'redirect-mode')!.field, 'redirectMode');
  assert.deepEqual(cashier.events.map((e) => e.name).sort(), ['acq-cancel', 'acq-error', 'acq-failure', 'acq-locale', 'acq-ready', 'acq-redirect', 'acq-status-change', 'acq-success']);
  assert.equal(elements.some((e) => e.tag === 'acq-card-form'), false);
});

test('strict tsc: React 19 TSX, Vue GlobalComponents and Svelte elements accept good usage and refuse wrong types', () => {
  // As .ts, not .d.ts: the generated files are type-checked too (skipLibCheck skips only node_modules).
  for (const [name, text] of Object.entries(frameworkTypes(manifest, join(root, 'src/index.js')))) {
    if (name.endsWith('.d.ts')) writeFileSync(join(scratch, name.replace(/\.d\.ts$/, '.ts')), text);
  }
  writeFileSync(join(scratch, 'react-usage.tsx'), REACT);
  writeFileSync(join(scratch, 'vue-usage.ts'), VUE);
  writeFileSync(join(scratch, 'svelte-usage.ts'), SVELTE);
  writeFileSync(join(scratch, 'react-wrapper-usage.ts'), REACT_WRAPPER);
  // One error on purpose: proof that tsc ran and reported on these files.
  writeFileSync(join(scratch, 'sentinel.ts'), 'export const sentinel: string = 1;\n');
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true, noEmit: true, skipLibCheck: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler',
        jsx: 'react-jsx', lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: [], verbatimModuleSyntax: true,
      },
      files: ['jsx.ts', 'vue.ts', 'svelte.ts', 'elements.ts', 'react-usage.tsx', 'vue-usage.ts', 'svelte-usage.ts', 'react-wrapper-usage.ts', 'sentinel.ts'],
    }),
  );
  const checked = spawnSync('npx', ['tsc', '-p', join(scratch, 'tsconfig.json')], { cwd: scratch, encoding: 'utf8' });
  // Only our files count: the elements' sources are compiled along but judged by the typecheck suite.
  const ours = checked.stdout.split('\n').filter((line) => /^[\w-]+\.tsx?\(/.test(line));
  assert.deepEqual(ours, ["sentinel.ts(1,14): error TS2322: Type 'number' is not assignable to type 'string'."], ours.join('\n'));
});
