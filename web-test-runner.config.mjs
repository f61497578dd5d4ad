// Component tests in a real Chromium (Debian's where present), TypeScript through esbuild.
import { existsSync } from 'node:fs';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { screenshotPlugin } from './test/elements/screenshot-plugin.mjs';

const executablePath =
  (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH) && process.env.CHROME_PATH) ||
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default {
  files: ['test/elements/**/*.test.ts'],
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
