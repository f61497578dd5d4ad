/**
 * A round-robin HTTP load balancer for the rolling-restart tests: each request goes to the
 * next backend whose health check (GET /readyz every 100 ms) last answered 200; a backend
 * that refuses the connection (stopped, restarting) is skipped, as nginx's
 * `proxy_next_upstream error` does. A request that reached a backend is never
 * re-sent. Responses (event streams too) are piped through as they come.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listen } from './ports.js';

export interface Balancer {
  readonly url: string;
  /** Requests sent on to another backend after a refused connection. */
  rerouted(): number;
  close(): Promise<void>;
}

/**
 * Listens on `port` (0: any free port; `url` names the one it got). `backends` is read
 * on every request and probe: the caller may fill it once the backends listen.
 */
export async function startBalancer(port: number | undefined, backends: readonly string[]): Promise<Balancer> {
  let next = 0;
  let rerouted = 0;
  const healthy = new Set<number>(backends.keys());
  const probe = setInterval(() => {
    backends.forEach((backend, index) => {
      fetch(`${backend}/readyz`, { signal: AbortSignal.timeout(500) }).then(
        (res) => void (res.status === 200 ? healthy.add(index) : healthy.delete(index), res.body?.cancel()),
        () => healthy.delete(index),
      );
    });
  }, 100);
  /** The next healthy backend in turn (any, when none is). */
  const pick = (from: number) => {
    for (let step = 0; step < backends.length; step++) if (healthy.has((from + step) % backends.length)) return (from + step) % backends.length;
    return from % backends.length;
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), pick(next++), 0));
    // The client went away: drop whichever upstream request is current.
    res.on('close', () => (res as ServerResponse & { upstream?: { destroy(): void } }).upstream?.destroy());
  });
  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, index: number, tried: number) => {
    const target = new URL(req.url ?? '/', backends[index]!);
    const upstream = request(target, { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwardedFor(req) }, agent: false }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && tried + 1 < backends.length * 20) {
        rerouted++;
        // Both may be down for a moment (one restarting while the other is refused): back off a little.
        setTimeout(() => forward(req, res, body, (index + 1) % backends.length, tried + 1), tried >= backends.length ? 50 : 0);
        return;
      }
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`balancer: ${error.code ?? error.message}`);
    });
    (res as ServerResponse & { upstream?: { destroy(): void } }).upstream = upstream;
    upstream.end(body);
  };
  const bound = await listen(server, port ?? 0);
  return {
    url: `http://127.0.0.1:${bound}`,
    rerouted: () => rerouted,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(probe);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The client's address appended to what it came with, as balancers do. */
function forwardedFor(req: IncomingMessage): string {
  const given = req.headers['x-forwarded-for'];
  return [given, req.socket.remoteAddress].filter(Boolean).join(', ');
}
