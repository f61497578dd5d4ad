/**
 * Ports for the tests: servers listen on port 0 (the kernel's choice) and say which port
 * they got; nothing in the suites names a fixed port, so two runs (or two files) never
 * collide and a port some other program holds never hangs a test.
 *
 * Where a port must be known before its server starts (a URL baked into a build, a
 * program that cannot report its port), freePort() checks one: picked at random below the
 * kernel's ephemeral range (32768+ here, where port-0 servers and outgoing connections get
 * theirs), so nothing but another explicit bind can take it meanwhile.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';

/** Where freePort() looks: registered ports under Linux's default ephemeral range (32768–60999). */
export const CHECKED_PORTS = { from: 20_000, to: 32_000 } as const;

/**
 * Listens on host:port (default: 0, any free port) and resolves with the port it got;
 * rejects (EADDRINUSE…) rather than waiting forever for a listen that failed.
 */
export function listen(server: Server, port = 0, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * A port free a moment ago on 127.0.0.1 (checked by listening on it), for a program that
 * cannot listen on 0 and report its port (redis-server, a framework's preview server) or a
 * URL that must name it first. Prefer port 0 wherever the program allows.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = CHECKED_PORTS.from + Math.floor(Math.random() * (CHECKED_PORTS.to - CHECKED_PORTS.from));
    const server = createServer();
    const ok = await listen(server, port).then(
      () => true,
      () => false,
    );
    if (ok) return new Promise<number>((resolve) => server.close(() => resolve(port)));
  }
  const server = createServer();
  const port = await listen(server);
  return new Promise<number>((resolve) => server.close(() => resolve(port)));
}

/** `count` distinct free ports (freePort()'s way) for synchronous code, e.g. a config file: asks a short-lived node. */
export function freePortsSync(count: number): number[] {
  const script = `const net = require('net');
const { from, to } = ${JSON.stringify(CHECKED_PORTS)};
const held = [];
const one = () => new Promise((resolve) => {
  const port = from + Math.floor(Math.random() * (to - from));
  const server = net.createServer();
  server.once('error', () => resolve(one()));
  server.listen(port, '127.0.0.1', () => (held.push(server), resolve(port)));
});
(async () => {
  const ports = [];
  while (ports.length < ${count}) ports.push(await one());
  process.stdout.write(ports.join(' '));
  held.forEach((s) => s.close());
})();`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ').map(Number);
}
