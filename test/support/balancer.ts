/**
 * A round-robin HTTP load balancer for the rolling-restart tests: each request goes to the
 * next backend whose health check (GET /readyz every 100 ms) last answered 200; a backend
 * that refuses the connection (stopped, restarting) is skipped, as nginx's
 * `proxy_next_upstream error` does. A request that reached a backend is never
 * re-sent. Responses (event streams too) are piped through as they come.
 *
 * A check answered 503 (draining) or refused takes the backend out at once; a check that
 * only ran past its 500 ms counts after 3 in a row (a readiness probe's failureThreshold):
 * on a loaded machine a slow answer is not a dead process, and taking out every backend
 * made the balancer fall back to any — the draining one too, just as it closed its
 * listener, which resets the connections still queued on it (502s; see
 * docs/production.md). An answer older than one already applied is ignored.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listen } from './ports.js';

export interface Balancer {
  readonly url: string;
  /** Requests sent on to another backend after a refused connection. */
  rerouted(): number;
  /**
   * Requests it answered 502 itself: `METHOD path: CODE` (a backend reset the connection,
   * e.g. one still queued when that backend closed its listener).
   */
  failures(): string[];
  close(): Promise<void>;
}

/**
 * Listens on `port` (0: any free port; `url` names the one it got). `backends` is read
 * on every request and probe: the caller may fill it once the backends listen.
 */
export async function startBalancer(port: number | undefined, backends: readonly string[]): Promise<Balancer> {
  let next = 0;
  let rerouted = 0;
  const failures: string[] = [];
  const healthy = new Set<number>(backends.keys());
  /** Per backend: the last check sent, the last whose answer was applied, the slow checks in a row. */
  const sent: number[] = [];
  const applied: number[] = [];
  const slow: number[] = [];
  const probe = setInterval(() => {
    backends.forEach((backend, index) => {
      const seq = (sent[index] = (sent[index] ?? 0) + 1);
      const fresh = () => seq > (applied[index] ?? 0) && ((applied[index] = seq), true);
      fetch(`${backend}/readyz`, { signal: AbortSignal.timeout(500) }).then(
        (res) => {
          void res.body?.cancel();
          if (!fresh()) return;
          slow[index] = 0;
          if (res.status === 200) healthy.add(index);
          else healthy.delete(index);
        },
        (error: Error) => {
          if (!fresh()) return;
          if (error.name === 'TimeoutError' && (slow[index] = (slow[index] ?? 0) + 1) < 3) return;
          healthy.delete(index);
        },
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
      // The client went away first (its 'close' destroyed this request): nobody to answer.
      if (res.destroyed || res.writableEnded) return;
      if (!res.headersSent) {
        failures.push(`${req.method} ${(req.url ?? '/').replace(/sessions\/[^/]+/, 'sessions/…')}: ${error.code ?? error.message}`);
        res.writeHead(502, { 'Content-Type': 'text/plain' });
      }
      res.end(`balancer: ${error.code ?? error.message}`);
    });
    (res as ServerResponse & { upstream?: { destroy(): void } }).upstream = upstream;
    upstream.end(body);
  };
  const bound = await listen(server, port ?? 0);
  return {
    url: `http://127.0.0.1:${bound}`,
    rerouted: () => rerouted,
    failures: () => failures,
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
