// Component tests in a real Chromium (Debian's where present), TypeScript through esbuild.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { screenshotPlugin } from './test/elements/screenshot-plugin.mjs';

// The dev server's port: WTR_PORT, or one free now, picked (like test/support/ports.ts) below
// the kernel's ephemeral range. Left to itself wtr scans up from 8000, and two runs side by
// side can both pick the same port between the check and the listen.
const port =
  Number(process.env.WTR_PORT) ||
  Number(
    execFileSync(
      process.execPath,
      ['-e', "const s=require('net').createServer();const t=()=>{const p=20000+Math.floor(Math.random()*12000);s.once('error',t);s.listen(p,'127.0.0.1',()=>{process.stdout.write(String(p));s.close()})};t()"],
      { encoding: 'utf8' },
    ),
  );

const executablePath =
  (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH) && process.env.CHROME_PATH) ||
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default {
  files: ['test/elements/**/*.test.ts'],
  port,
  nodeResolve: true,
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }), screenshotPlugin()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath,
        args: [
          '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
          '--disable-component-update', '--disable-sync', '--no-first-run',
        ],
      },
    }),
  ],
};
