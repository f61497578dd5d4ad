/**
 * A demo (shop, proxy and sandbox) of a spec's own, on port 0: for the specs that move the
 * sandbox's clock, which only goes forward (one clock-moving scenario per instance). Stop
 * it in afterAll: SIGTERM closes its servers; one that hangs is killed after 5 s.
 */
import { test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;

export interface OwnDemo {
  /** The shop's URL and its sandbox's, as the demo printed them. */
  shop: string;
  sandbox: string;
  stop(): Promise<void>;
}

export async function startOwnDemo(): Promise<OwnDemo> {
  const { ACQ_BASE_URL: _url, ACQ_REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server.ts'], {
    cwd: root,
    env: { ...inherited, ACQ_SKIP_BUILD: '1', PORT: '0', SANDBOX_PORT: '0', ACQ_PAY_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [shop, sandbox] = await printedUrls(child);
    return { shop, sandbox, stop: () => stop(child) };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

function printedUrls(child: ChildProcess): Promise<[string, string]> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the demo did not start: ${out}`)), 80_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /acq-cashier demo: (\S+)\s+\(acquirer (\S+)\)/.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve([found[1]!, found[2]!]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the demo exited (${code}): ${out}`));
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** A spec's own demo for all its tests: started before them (90 s allowed), stopped after. */
export function useOwnDemo(): { readonly shop: string; readonly sandbox: string } {
  let demo: OwnDemo | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    demo = await startOwnDemo();
  });
  test.afterAll(async () => {
    await demo?.stop();
    demo = undefined;
  });
  return {
    get shop() {
      return demo!.shop;
    },
    get sandbox() {
      return demo!.sandbox;
    },
  };
}
