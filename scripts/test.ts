/**
 * `npm test`: every suite in turn — type check, node-side tests, the build, browser
 * component tests, end-to-end tests — printing how many tests each ran. It fails when a
 * suite fails or runs zero tests (a green run that tested nothing proves nothing).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.js';

const root = new URL('..', import.meta.url).pathname;

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
}

/** Every *.test.ts under test/, except the browser and end-to-end suites. */
function nodeTestFiles(): string[] {
  return readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => !f.startsWith('elements/') && !f.startsWith('e2e/') && !f.startsWith('bench/') && !f.startsWith('faults/') && !f.startsWith('package/') && !f.startsWith('examples/'))
    .sort()
    .map((f) => join('test', f));
}

function count(output: string, pattern: RegExp): number {
  const matches = [...output.matchAll(pattern)];
  return matches.length ? Number(matches[matches.length - 1]![1]) : 0;
}

async function typecheck(): Promise<SuiteResult> {
  const { code } = await run('npx', ['tsc', '--noEmit'], { cwd: root, allowFailure: true });
  return { name: 'typecheck', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
}

async function nodeTests(): Promise<SuiteResult> {
  const files = nodeTestFiles();
  const { output } = await run(
    'node',
    ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', ...files],
    { cwd: root, allowFailure: true },
  );
  return {
    name: `node (${files.length} files)`,
    passed: count(output, /^ℹ pass (\d+)/gm),
    failed: count(output, /^ℹ fail (\d+)/gm) + count(output, /^ℹ cancelled (\d+)/gm),
    skipped: count(output, /^ℹ skipped (\d+)/gm),
  };
}

/**
 * test/faults: real processes (sandbox, two proxies, redis-server, Chromium) under
 * injected faults; one file at a time, alone, so its timings are not the other suites'.
 * FAULT_RUNS (default 40) and FAULT_SEED steer the randomised runs.
 */
async function faultTests(): Promise<SuiteResult> {
  return folderTests('faults');
}

/** Every *.test.ts of one folder under test/, one file at a time. */
async function folderTests(folder: string): Promise<SuiteResult> {
  const files = readdirSync(join(root, 'test', folder)).filter((f) => f.endsWith('.test.ts')).sort().map((f) => join('test', folder, f));
  const { output } = await run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', ...files], { cwd: root, allowFailure: true });
  return {
    name: `${folder} (${files.length} files)`,
    passed: count(output, /^ℹ pass (\d+)/gm),
    failed: count(output, /^ℹ fail (\d+)/gm) + count(output, /^ℹ cancelled (\d+)/gm),
    skipped: count(output, /^ℹ skipped (\d+)/gm),
  };
}

/** test/package: the tarball npm would publish (needs the build): its files, publint, attw, Node SSR and bundlers. */
async function packageTests(): Promise<SuiteResult> {
  return folderTests('package');
}

/**
 * test/examples: the example storefronts in examples/ (React, Vue, Next.js, SvelteKit),
 * each installed from the packed tarball, type-checked, built for production and paid
 * through in Chromium. The slowest suite (npm installs and four production builds).
 */
async function exampleTests(): Promise<SuiteResult> {
  return folderTests('examples');
}

async function build(): Promise<SuiteResult> {
  const { code } = await run('npm', ['run', '--silent', 'build'], { cwd: root, allowFailure: true });
  return { name: 'build', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
}

async function browserTests(): Promise<SuiteResult> {
  const { output, code } = await run('npx', ['wtr'], { cwd: root, allowFailure: true });
  const passed = count(output, /(\d+) passed, \d+ failed/g);
  const failed = count(output, /\d+ passed, (\d+) failed/g);
  return { name: 'browser', passed, failed: failed || (code === 0 ? 0 : 1), skipped: 0 };
}

async function e2eTests(): Promise<SuiteResult> {
  const { output, code } = await run('npx', ['playwright', 'test', '--reporter=list'], {
    cwd: root,
    allowFailure: true,
  });
  const passed = count(output, /^\s*(\d+) passed/gm);
  const failed = count(output, /^\s*(\d+) failed/gm) + count(output, /^\s*(\d+) flaky/gm);
  return {
    name: 'e2e',
    passed,
    failed: failed || (code === 0 ? 0 : 1),
    skipped: count(output, /^\s*(\d+) skipped/gm),
  };
}

const suites: Record<string, () => Promise<SuiteResult>> = {
  typecheck,
  node: nodeTests,
  build,
  // After build: the widget tests load dist/cdn.
  faults: faultTests,
  browser: browserTests,
  e2e: e2eTests,
  package: packageTests,
  examples: exampleTests,
};
// `npm test -- node browser` runs only the suites named.
const only = process.argv.slice(2);
const results: SuiteResult[] = [];
for (const [name, suite] of Object.entries(suites)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  results.push(await suite());
}

console.log('\n=== summary ===');
let passed = 0;
let failed = 0;
for (const r of results) {
  const empty = r.passed + r.failed === 0;
  console.log(`${r.name.padEnd(22)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${empty ? '  <- ran no test' : ''}`);
  passed += r.passed;
  failed += r.failed + (empty ? 1 : 0);
}
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
