import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { crashChild, EXIT_WITH_PARENT, hasExited, spawnChild, stopChild } from './child-process.js';
import { waitForOutput } from './wait-for-output.js';

const MAIN = fileURLToPath(new URL('./proxy-process-main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ProxyProcessOptions {
  /** Shown in its log lines. */
  name: string;
  /** Default 0: a port the kernel picks; the child prints the URL it got (`READY <url>`). A restart passes the old one. */
  port?: number;
  baseUrl: string;
  apiKey: string;
  merchantId: string;
  /** Default: the process's own URL. */
  publicUrl?: string;
  /** Unset: the memory store. */
  redisUrl?: string;
}

export interface ProxyProcess {
  readonly name: string;
  /** http://127.0.0.1:port (the proxy is at /cashier, the merchant's route at /merchant/sessions). */
  readonly url: string;
  readonly port: number;
  /** The child's log lines so far (JSON, one per line), for failure messages. */
  output(): string;
  /** Every onResult call the merchant's listener heard in this process, in order. */
  results(): readonly ProxyResult[];
  /** SIGTERM, SIGKILL after 3 s; resolves once it has exited. */
  stop(): Promise<void>;
  /** SIGKILL at once (a crash: no shutdown work); resolves once it has exited. */
  crash(): Promise<void>;
  /** Whether the process has exited (stopped or crashed). */
  exited(): boolean;
}

/** One onResult call: the SessionResult plus the process that made it and when. */
export interface ProxyResult {
  proc: string;
  at: number;
  sessionId: string;
  status: string;
  attempt: number;
  merchantReference?: string;
  acquiringOrderId?: string;
  subscriptionId?: string;
  [key: string]: unknown;
}

/** Starts test/support/proxy-process-main.ts in a child process and waits for it to listen. */
export async function startProxyProcess(options: ProxyProcessOptions): Promise<ProxyProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PROXY_NAME: options.name,
    PORT: String(options.port ?? 0),
    ACQ_BASE_URL: options.baseUrl,
    ACQ_API_KEY: options.apiKey,
    ACQ_MERCHANT_ID: options.merchantId,
    PUBLIC_URL: options.publicUrl ?? '',
  };
  if (options.redisUrl) env.ACQ_REDIS_URL = options.redisUrl;
  else delete env.ACQ_REDIS_URL;
  // stdin stays open: the child exits by itself when this process goes away.
  const child = spawnChild(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, MAIN], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-200_000);
  });
  const results: ProxyResult[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) if (line.startsWith('RESULT ')) results.push(JSON.parse(line.slice('RESULT '.length)) as ProxyResult);
  });
  const url = await readyUrl(child, () => log);
  return {
    name: options.name,
    url,
    port: Number(new URL(url).port),
    output: () => log,
    results: () => results,
    stop: () => stopChild(child),
    crash: () => crashChild(child),
    exited: () => hasExited(child),
  };
}

async function readyUrl(child: ChildProcess, log: () => string): Promise<string> {
  const match = await waitForOutput(child, /READY (\S+)/, { name: 'proxy process', timeoutMs: 30_000, log });
  return match[1]!;
}
