/**
 * The example storefronts in examples/: how each one is checked, built for production
 * and started. Each app installs the packed tarball (.pack/acq-cashier.tgz), never src/.
 */
import { join } from 'node:path';
import { repoRoot } from '../package/pack.js';
import { freePortsSync } from '../support/ports.js';

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

/**
 * The ports of the suite, checked free when it loads (test/support/ports.ts: outside the
 * kernel's ephemeral range, so only another explicit bind can take one): the URLs are
 * baked into the production builds before the servers start, so port 0 will not do.
 * Per storefront: its own server, its merchant server (proxy), the merchant's sandbox.
 */
const PORTS = freePortsSync(15);
const portsOf = (index: number) => ({ shop: PORTS[index * 3]!, merchant: PORTS[index * 3 + 1]!, sandbox: PORTS[index * 3 + 2]! });

/** The merchant server (proxy + sandbox) of the storefront on `port`: its own ports. */
export function merchantPorts(storefront: Storefront): { merchant: number; sandbox: number } {
  const ports = Object.values(PORT_OF).find((p) => p.shop === storefront.port)!;
  return { merchant: ports.merchant, sandbox: ports.sandbox };
}

const PORT_OF = { react: portsOf(0), vue: portsOf(1), next: portsOf(2), nextWebpack: portsOf(3), svelte: portsOf(4) };

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
  storefront('react-vite', PORT_OF.react.shop, '/', (b) => ({
    typecheck: [[b('tsc'), '--noEmit']],
    build: [b('vite'), 'build'],
    start: [b('vite'), 'preview', '--strictPort', '--port', String(PORT_OF.react.shop)],
  })),
  storefront('vue-vite', PORT_OF.vue.shop, '/', (b) => ({
    typecheck: [[b('vue-tsc'), '--noEmit']],
    build: [b('vite'), 'build'],
    start: [b('vite'), 'preview', '--strictPort', '--port', String(PORT_OF.vue.shop)],
  })),
  storefront('next-app', PORT_OF.next.shop, '/checkout', (b) => ({
    typecheck: [[b('tsc'), '--noEmit']],
    build: [b('next'), 'build'],
    start: [b('next'), 'start', '--hostname', '127.0.0.1', '--port', String(PORT_OF.next.shop)],
    serverRendered: true,
  })),
  // The same Next.js app bundled by webpack instead of Turbopack: package.json's sideEffects as webpack reads it.
  storefront(
    'next-app-webpack',
    PORT_OF.nextWebpack.shop,
    '/checkout',
    (b) => ({
      typecheck: [],
      build: [b('next'), 'build', '--webpack'],
      start: [b('next'), 'start', '--hostname', '127.0.0.1', '--port', String(PORT_OF.nextWebpack.shop)],
      serverRendered: true,
    }),
    'next-app',
  ),
  storefront('sveltekit', PORT_OF.svelte.shop, '/checkout', (b) => ({
    typecheck: [[b('svelte-kit'), 'sync'], [b('svelte-check'), '--fail-on-warnings']],
    build: [b('vite'), 'build'],
    start: [process.execPath, 'build/index.js'],
    startEnv: { HOST: '127.0.0.1', PORT: String(PORT_OF.svelte.shop), ORIGIN: `http://127.0.0.1:${PORT_OF.svelte.shop}` },
  })),
];
