/**
 * `npm test`: every suite in turn — type check, node-side tests, the build, browser
 * component tests, end-to-end tests — printing how many tests each ran. It fails when a
 * suite fails or runs zero tests (a green run that tested nothing proves nothing).
 *
 * No suite can hang the run: each has an overall timeout (below; ACQ_TEST_TIMEOUT_SCALE=2
 * doubles them all on a slow machine) past which its whole process tree is killed and the
 * suite counts as failed. Node test files also get a per-test timeout and a deadline of
 * their own, and their helpers kill every child process they started when the file ends
 * (test/support/child-process.ts).
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
  /** Killed at its overall timeout (ms). */
  timedOutMs?: number;
}

const SCALE = Number(process.env.ACQ_TEST_TIMEOUT_SCALE ?? 1) || 1;
const minutes = (n: number) => Math.round(n * SCALE * 60_000);
const FAULT_RUNS = Number(process.env.FAULT_RUNS ?? 40);
/** Each suite's overall timeout: generous (a loaded machine runs the suite in 2-3× its usual time), but finite. */
const TIMEOUTS = {
  typecheck: minutes(10),
  lint: minutes(5),
  node: minutes(30),
  build: minutes(15),
  faults: minutes(10 + FAULT_RUNS),
  browser: minutes(20),
  e2e: minutes(20),
  package: minutes(20),
  examples: minutes(45),
};
/**
 * For node --test: a test (or hook) that runs longer fails; tests that know better set their own.
 * No --test-force-exit: on Node 20 it sometimes ends a file's process before the file's last
 * tests ran, and the runner counts the short file as passed (language-tag.test.ts lost 12 to
 * 19 of its 307 tests in about one run in eight). The files' own deadline (fileDeadline) is
 * what ends a file that hangs.
 */
const nodeTestFlags = (perTestMs: number) => [`--test-timeout=${perTestMs}`];
/** The backstop inside each test file (test/support/child-process.ts): past it the file kills its children and exits 1. */
const fileDeadline = (ms: number) => ({ env: { ...process.env, ACQ_TEST_FILE_TIMEOUT_MS: String(ms) } });
const timing = (timeoutMs: number, r: { timedOut: boolean }) => (r.timedOut ? { timedOutMs: timeoutMs } : {});

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
  const result = await run('npx', ['tsc', '--noEmit'], { cwd: root, allowFailure: true, timeoutMs: TIMEOUTS.typecheck });
  const ok = result.code === 0;
  return { name: 'typecheck', passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, ...timing(TIMEOUTS.typecheck, result) };
}

/** Biome's recommended rules, less those that fight the house style (biome.json); an error fails the suite. */
async function lint(): Promise<SuiteResult> {
  const result = await run('npx', ['biome', 'lint', '--diagnostic-level=error'], { cwd: root, allowFailure: true, timeoutMs: TIMEOUTS.lint });
  const ok = result.code === 0;
  return { name: 'lint', passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, ...timing(TIMEOUTS.lint, result) };
}

async function nodeTests(): Promise<SuiteResult> {
  const files = nodeTestFiles();
  const result = await run(
    'node',
    ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', ...nodeTestFlags(minutes(5)), ...files],
    { cwd: root, allowFailure: true, timeoutMs: TIMEOUTS.node, ...fileDeadline(minutes(15)) },
  );
  return { name: `node (${files.length} files)`, ...nodeCounts(result), ...timing(TIMEOUTS.node, result) };
}

/**
 * test/faults: real processes (sandbox, two proxies, redis-server, Chromium) under
 * injected faults; one file at a time, alone, so its timings are not the other suites'.
 * FAULT_RUNS (default 40) and FAULT_SEED steer the randomised runs.
 */
async function faultTests(): Promise<SuiteResult> {
  return folderTests('faults', TIMEOUTS.faults);
}

/** Every *.test.ts of one folder under test/, one file at a time; per test and per file, the suite's timeout. */
async function folderTests(folder: string, timeoutMs: number): Promise<SuiteResult> {
  const files = readdirSync(join(root, 'test', folder)).filter((f) => f.endsWith('.test.ts')).sort().map((f) => join('test', folder, f));
  const result = await run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', ...nodeTestFlags(timeoutMs), ...files], {
    cwd: root,
    allowFailure: true,
    timeoutMs,
    ...fileDeadline(timeoutMs),
  });
  return { name: `${folder} (${files.length} files)`, ...nodeCounts(result), ...timing(timeoutMs, result) };
}

function nodeCounts({ output, code }: { output: string; code: number }): Pick<SuiteResult, 'passed' | 'failed' | 'skipped'> {
  const failed = count(output, /^ℹ fail (\d+)/gm) + count(output, /^ℹ cancelled (\d+)/gm);
  return {
    passed: count(output, /^ℹ pass (\d+)/gm),
    // A runner killed before its summary failed too.
    failed: failed || (code === 0 ? 0 : 1),
    skipped: count(output, /^ℹ skipped (\d+)/gm),
  };
}

/** test/package: the tarball npm would publish (needs the build): its files, publint, attw, Node SSR and bundlers. */
async function packageTests(): Promise<SuiteResult> {
  return folderTests('package', TIMEOUTS.package);
}

/**
 * test/examples: the example storefronts in examples/ (React, Vue, Next.js, SvelteKit),
 * each installed from the packed tarball, type-checked, built for production and paid
 * through in Chromium. The slowest suite (npm installs and four production builds).
 */
async function exampleTests(): Promise<SuiteResult> {
  return folderTests('examples', TIMEOUTS.examples);
}

async function build(): Promise<SuiteResult> {
  const result = await run('npm', ['run', '--silent', 'build'], { cwd: root, allowFailure: true, timeoutMs: TIMEOUTS.build });
  const ok = result.code === 0;
  return { name: 'build', passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, ...timing(TIMEOUTS.build, result) };
}

async function browserTests(): Promise<SuiteResult> {
  const result = await run('npx', ['wtr'], { cwd: root, allowFailure: true, timeoutMs: TIMEOUTS.browser });
  const { output, code } = result;
  const passed = count(output, /(\d+) passed, \d+ failed/g);
  const failed = count(output, /\d+ passed, (\d+) failed/g);
  return { name: 'browser', passed, failed: failed || (code === 0 ? 0 : 1), skipped: 0, ...timing(TIMEOUTS.browser, result) };
}

async function e2eTests(): Promise<SuiteResult> {
  const result = await run('npx', ['playwright', 'test', '--reporter=list'], {
    cwd: root,
    allowFailure: true,
    timeoutMs: TIMEOUTS.e2e,
  });
  const { output, code } = result;
  const passed = count(output, /^\s*(\d+) passed/gm);
  const failed = count(output, /^\s*(\d+) failed/gm) + count(output, /^\s*(\d+) flaky/gm);
  return {
    name: 'e2e',
    passed,
    failed: failed || (code === 0 ? 0 : 1),
    skipped: count(output, /^\s*(\d+) skipped/gm),
    ...timing(TIMEOUTS.e2e, result),
  };
}

const suites: Record<string, () => Promise<SuiteResult>> = {
  typecheck,
  lint,
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
const began = Date.now();
for (const [name, suite] of Object.entries(suites)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = await suite();
  results.push({ ...result, name: `${result.name} ${Math.round((Date.now() - started) / 1000)}s` });
}

console.log('\n=== summary ===');
let passed = 0;
let failed = 0;
for (const r of results) {
  const empty = r.passed + r.failed === 0;
  const late = r.timedOutMs ? `  <- timed out after ${r.timedOutMs >= 120_000 ? `${Math.round(r.timedOutMs / 60_000)} min` : `${Math.round(r.timedOutMs / 1000)} s`}, killed` : '';
  console.log(`${r.name.padEnd(22)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${empty ? '  <- ran no test' : ''}${late}`);
  passed += r.passed;
  failed += r.failed + (empty ? 1 : 0);
}
console.log(`total: ${passed} passed, ${failed} failed in ${Math.round((Date.now() - began) / 60_000)} min`);
process.exit(failed === 0 ? 0 : 1);
