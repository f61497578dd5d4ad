/**
 * The example storefronts in examples/: how each one is checked, built for production
 * and started. Each app installs the packed tarball (.pack/acq-cashier.tgz), never src/.
 */
import { join } from 'node:path';
import { repoRoot } from '../package/pack.js';

export const examplesDir = join(repoRoot, 'examples');

export interface Storefront {
  name: string;
  dir: string;
  /** The storefront's own port (its production server). */
  port: number;
  /** The page that holds <acq-cashier>; the shopper comes back to it from the acquirer. */
  checkoutPath: string;
  /** Strict type check of the app's own code (tsc, vue-tsc, svelte-check), command by command. */
  typecheck: string[][];
  build: string[];
  start: string[];
  /** Extra environment of the production server. */
  startEnv?: Record<string, string>;
  /**
   * The checkout page's HTML holds the cashier, rendered by renderCashierHtml; the browser
   * hydrates it. Its home page links to the checkout ("Buy") for a client-side navigation.
   */
  serverRendered?: boolean;
}

/** The merchant server (proxy + sandbox) of the storefront on `port`: its own ports beside it. */
export function merchantPorts(storefront: Storefront): { merchant: number; sandbox: number } {
  return { merchant: storefront.port + 20, sandbox: storefront.port + 40 };
}

const bin = (dir: string, name: string) => join(examplesDir, dir, 'node_modules/.bin', name);

/** `name` is also the folder under examples/, unless `folder` names another (one app built two ways). */
function storefront(
  name: string,
  port: number,
  checkoutPath: string,
  commands: (b: (n: string) => string) => Pick<Storefront, 'typecheck' | 'build' | 'start' | 'startEnv' | 'serverRendered'>,
  folder = name,
): Storefront {
  return { name, dir: join(examplesDir, folder), port, checkoutPath, ...commands((n) => bin(folder, n)) };
}

export const STOREFRONTS: Storefront[] = [
  storefront('react-vite', 6520, '/', (b) => ({
    typecheck: [[b('tsc'), '--noEmit']],
    build: [b('vite'), 'build'],
    start: [b('vite'), 'preview', '--port', '6520'],
  })),
  storefront('vue-vite', 6521, '/', (b) => ({
    typecheck: [[b('vue-tsc'), '--noEmit']],
    build: [b('vite'), 'build'],
    start: [b('vite'), 'preview', '--port', '6521'],
  })),
  storefront('next-app', 6522, '/checkout', (b) => ({
    typecheck: [[b('tsc'), '--noEmit']],
    build: [b('next'), 'build'],
    start: [b('next'), 'start', '--hostname', '127.0.0.1', '--port', '6522'],
    serverRendered: true,
  })),
  // The same Next.js app bundled by webpack instead of Turbopack: package.json's sideEffects as webpack reads it.
  storefront(
    'next-app-webpack',
    6524,
    '/checkout',
    (b) => ({
      typecheck: [],
      build: [b('next'), 'build', '--webpack'],
      start: [b('next'), 'start', '--hostname', '127.0.0.1', '--port', '6524'],
      serverRendered: true,
    }),
    'next-app',
  ),
  storefront('sveltekit', 6523, '/checkout', (b) => ({
    typecheck: [[b('svelte-kit'), 'sync'], [b('svelte-check'), '--fail-on-warnings']],
    build: [b('vite'), 'build'],
    start: [process.execPath, 'build/index.js'],
    startEnv: { HOST: '127.0.0.1', PORT: '6523', ORIGIN: 'http://127.0.0.1:6523' },
  })),
];
