import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('./proxy-process-main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ProxyProcessOptions {
  /** Shown in its log lines. */
  name: string;
  port: number;
  baseUrl: string;
  apiKey: string;
  merchantId: string;
  publicUrl: string;
  /** Unset: the memory store. */
  redisUrl?: string;
}

export interface ProxyProcess {
  readonly name: string;
  /** http://127.0.0.1:port (the proxy is at /cashier, the merchant's route at /merchant/sessions). */
  readonly url: string;
  /** The child's log lines so far (JSON, one per line), for failure messages. */
  output(): string;
  /** SIGTERM, SIGKILL after 3 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/** Starts test/support/proxy-process-main.ts in a child process and waits for it to listen. */
export async function startProxyProcess(options: ProxyProcessOptions): Promise<ProxyProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PROXY_NAME: options.name,
    PORT: String(options.port),
    ACQ_BASE_URL: options.baseUrl,
    ACQ_API_KEY: options.apiKey,
    ACQ_MERCHANT_ID: options.merchantId,
    PUBLIC_URL: options.publicUrl,
  };
  if (options.redisUrl) env.ACQ_REDIS_URL = options.redisUrl;
  else delete env.ACQ_REDIS_URL;
  // stdin stays open: the child exits by itself when this process goes away.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-200_000);
  });
  const url = await readyUrl(child, () => log);
  return {
    name: options.name,
    url,
    output: () => log,
    stop: () => stopChild(child),
  };
}

function readyUrl(child: ChildProcess, log: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`proxy process not ready after 20 s:\n${log()}`)), 20_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\S+)/.exec(out);
      if (!match) return;
      cleanup();
      resolve(match[1]!);
    };
    const onExit = (code: number | null) => fail(new Error(`proxy process exited (${code}) before listening:\n${out}\n${log()}`));
    const fail = (error: Error) => {
      cleanup();
      child.kill('SIGKILL');
      reject(error);
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
      child.stdout!.resume();
    };
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}
