import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './test/support/chromium.js';

/** End-to-end tests against the demo (sandbox + proxy + pages), started by this config. */
const port = Number(process.env.E2E_PORT ?? 5181);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4181);
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
