import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './test/support/chromium.js';
import { freePortsSync } from './test/support/ports.js';

/**
 * End-to-end tests against the demo (sandbox + proxy + pages), started by this config,
 * on ports free when the run starts (E2E_PORT and E2E_SANDBOX_PORT name fixed ones). They
 * are picked once, in the runner's process: its workers load this file again and inherit
 * the choice through the environment.
 */
if (!process.env.E2E_PORT || !process.env.E2E_SANDBOX_PORT) {
  const [shop, sandbox] = freePortsSync(2);
  process.env.E2E_PORT ||= String(shop);
  process.env.E2E_SANDBOX_PORT ||= String(sandbox);
}
const port = Number(process.env.E2E_PORT);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  webServer: {
    command: 'node --import tsx demo/server.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      // npm test has just built dist/; a bare `npx playwright test` builds it itself.
      ACQ_SKIP_BUILD: process.env.ACQ_SKIP_BUILD ?? '',
      // Every test pays from 127.0.0.1: the per-client pay limit would refuse the suite's later pays.
      ACQ_PAY_RATE_LIMIT: '1000',
    },
  },
});
