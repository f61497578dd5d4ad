/**
 * An HTTP relay for fault-injection tests: it sits between the proxies and the acquirer
 * (or between the acquirer's callbacks and the proxies), runs in the test process and
 * is steered at run time by rules. A rule matches a path and, optionally, a string in
 * the request body (so concurrent runs fault only their own session), and does one of:
 *   pass         forward untouched
 *   delay        wait delayMs, then forward
 *   reset        destroy the caller's socket before forwarding: nothing reached upstream
 *   unavailable  answer 503 without forwarding
 *   drop-answer  forward, wait for upstream's whole answer (it has committed), then
 *                destroy the caller's socket: the caller never learns the outcome
 *   duplicate    forward `copies` times (a callback storm); the caller gets the first answer
 * Every forwarded request is recorded, so a test can replay it later (out of order).
 */
import { request as httpRequest, createServer, type IncomingMessage, type Server, type ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FaultAction = 'pass' | 'delay' | 'reset' | 'unavailable' | 'drop-answer' | 'duplicate';

export interface FaultRule {
  /** The request path ends with this (e.g. /api/v1/order/create), or matches it. */
  path: string | RegExp;
  /** Only requests whose body contains this string. */
  bodyIncludes?: string;
  action: FaultAction;
  /** How many matching requests this rule applies to. Default 1. */
  times?: number;
  delayMs?: number;
  /** For duplicate: how many times the request reaches upstream. Default 2. */
  copies?: number;
}

export interface RelayedRequest {
  method: string;
  path: string;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** What was done with it, and the upstream status when it was forwarded. */
  action: FaultAction;
  status?: number;
  /** The upstream it went to. */
  target?: string;
  at: number;
}

export interface FaultRelay {
  readonly url: string;
  /** Adds a rule; rules are tried in the order added, each until its `times` are used. */
  rule(rule: FaultRule): void;
  /** Removes every rule whose bodyIncludes is `tag` (or every rule when tag is undefined). */
  clearRules(tag?: string): void;
  /** Every request seen so far. */
  readonly seen: readonly RelayedRequest[];
  /** Sends a recorded request again to a target (default: the relay's choice); resolves with the status. */
  replay(request: RelayedRequest, target?: string): Promise<number>;
  close(): Promise<void>;
}

export interface FaultRelayOptions {
  /**
   * The upstream base URLs in order of preference for this request: the first one that
   * accepts a connection gets it (a load balancer skipping a dead process).
   */
  targets: (req: { path: string }) => string[];
  port?: number;
}

interface ActiveRule extends FaultRule {
  left: number;
}

interface Upstream {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  target: string;
}

export async function startFaultRelay(options: FaultRelayOptions): Promise<FaultRelay> {
  const rules: ActiveRule[] = [];
  const seen: RelayedRequest[] = [];
  const sockets = new Set<Socket>();

  const takeRule = (path: string, body: string): ActiveRule | undefined => {
    const found = rules.find((r) => r.left > 0 && pathMatches(r.path, path) && (r.bodyIncludes === undefined || body.includes(r.bodyIncludes)));
    if (found) found.left -= 1;
    return found;
  };

  const forward = async (record: RelayedRequest, preferred?: string): Promise<Upstream> => {
    const targets = preferred ? [preferred] : options.targets({ path: record.path });
    let lastError: unknown;
    for (const target of targets) {
      try {
        return await send(target, record);
      } catch (error) {
        lastError = error;
        // Only a refused connection is safe to try elsewhere: anything later may have reached upstream.
        if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') break;
      }
    }
    throw lastError ?? new Error('no upstream target');
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readAll(req);
    const path = req.url ?? '/';
    const rule = takeRule(path, body.toString('utf8'));
    const action = rule?.action ?? 'pass';
    const record: RelayedRequest = { method: req.method ?? 'GET', path, headers: { ...req.headers }, body, action, at: Date.now() };
    seen.push(record);
    if (action === 'reset') return void req.socket.destroy();
    if (action === 'unavailable') return void res.writeHead(503, { 'Content-Type': 'application/json', Connection: 'close' }).end('{"error":"relay: unavailable"}');
    if (action === 'delay') await sleep(rule?.delayMs ?? 500);
    let answer: Upstream;
    try {
      answer = await forward(record);
      if (action === 'duplicate') {
        for (let i = 1; i < (rule?.copies ?? 2); i++) await forward(record).catch(() => undefined);
      }
    } catch {
      // Upstream unreachable or it broke the connection: the caller sees a broken connection too.
      return void req.socket.destroy();
    }
    record.status = answer.status;
    record.target = answer.target;
    if (action === 'drop-answer') return void req.socket.destroy();
    res.writeHead(answer.status, answer.headers).end(answer.body);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => req.socket.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    rule: (rule) => void rules.push({ ...rule, left: rule.times ?? 1 }),
    clearRules(tag) {
      for (let i = rules.length - 1; i >= 0; i--) if (tag === undefined || rules[i]!.bodyIncludes === tag) rules.splice(i, 1);
    },
    seen,
    async replay(record, target) {
      return (await forward(record, target)).status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function pathMatches(pattern: string | RegExp, path: string): boolean {
  const bare = path.split('?')[0]!;
  return typeof pattern === 'string' ? bare.endsWith(pattern) : pattern.test(bare);
}

/** One request upstream, with the caller's headers (Host included: webUrls keep naming the relay). */
function send(target: string, record: RelayedRequest): Promise<Upstream> {
  const url = new URL(record.path, target);
  const headers = { ...record.headers, 'content-length': String(record.body.length) };
  delete headers['transfer-encoding'];
  delete headers.connection;
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: record.method, headers, agent: false }, (res) => {
      readAll(res).then((body) => {
        const out: OutgoingHttpHeaders = { ...res.headers };
        delete out['transfer-encoding'];
        delete out.connection;
        out['content-length'] = String(body.length);
        resolve({ status: res.statusCode ?? 502, headers: out, body, target });
      }, reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('relay: upstream timed out')));
    req.once('error', reject);
    req.end(record.body);
  });
}

function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
