/**
 * `node --import tsx scripts/occupied-ports.ts [files…]`: the proof that no test needs a
 * fixed port. Holds every port the suites used to hard-code (issue #28) — each one a
 * listener on 127.0.0.1 that accepts connections and never answers, the worst neighbour:
 * a test still talking to an old port hangs rather than fails — then runs the given test
 * files (default: every node test file that used a fixed port) under a timeout. Exits
 * with their exit code; 124 when they ran past the timeout (OCCUPIED_TIMEOUT_MS, default
 * 10 min) and were killed.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { run } from './run.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every port a suite named before: where it was. */
export const OLD_PORTS: Record<string, number[]> = {
  'test/server/multiprocess-limits.test.ts': [6201, 6202, 6203, 6291],
  'test/server/http/rate-limit.test.ts': [6292],
  'test/server/standalone/standalone.test.ts': [6801, 6802, 6803, 6804],
  'test/server/rolling-restart.test.ts': [...range(6820, 6824), 6891],
  'test/faults/faults.test.ts': [6301, 6302, 6303, 6310, 6311, 6390],
  'test/faults/widget.test.ts': [6341, 6342, 6343, 6350, 6351, 6392],
  'test/examples (storefronts, merchant servers, sandboxes)': [...range(6520, 6524), ...range(6540, 6544), ...range(6560, 6564)],
  'test/bench/metrics-route.ts': [6840],
  'playwright.config.ts (demo, its sandbox)': [5181, 4181],
};

const DEFAULT_FILES = [
  'test/server/multiprocess-limits.test.ts',
  'test/server/multiprocess.test.ts',
  'test/server/http/rate-limit.test.ts',
  'test/server/standalone/standalone.test.ts',
  'test/server/store/redis-store.test.ts',
  'test/server/rolling-restart.test.ts',
];

const root = new URL('..', import.meta.url).pathname;
const files = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_FILES;
const timeoutMs = Number(process.env.OCCUPIED_TIMEOUT_MS ?? 600_000);

const servers: Server[] = [];
const sockets = new Set<Socket>();
/** Who connected to an old port: the port and, where `ss` can tell, the connecting process. */
const reached: string[] = [];
const ports = [...new Set(Object.values(OLD_PORTS).flat())].sort((a, b) => a - b);
const taken: number[] = [];
for (const port of ports) {
  // Accepts and holds: never a byte back.
  const server = createServer((socket) => {
    reached.push(`${port} from ${whoIs(socket.remotePort)}`);
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => sockets.delete(socket));
  });
  const ok = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (ok) servers.push(server);
  else taken.push(port);
}
console.log(`occupied ${servers.length} old ports on 127.0.0.1: ${ports.filter((p) => !taken.includes(p)).join(' ')}`);
if (taken.length) console.log(`already taken by someone else (occupied all the same): ${taken.join(' ')}`);
console.log(`running ${files.length} file(s) with a ${timeoutMs / 1000} s timeout: ${files.join(' ')}\n`);

const started = Date.now();
const result = await run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', ...files], {
  cwd: root,
  allowFailure: true,
  timeoutMs,
});
for (const socket of sockets) socket.destroy();
for (const server of servers) server.close();
const count = (pattern: RegExp) => Number([...result.output.matchAll(pattern)].at(-1)?.[1] ?? 0);
console.log(
  `\noccupied-ports run: exit ${result.code}${result.timedOut ? ' (timed out, killed)' : ''} in ${Math.round((Date.now() - started) / 1000)} s; ` +
    `${count(/^ℹ pass (\d+)/gm)} passed, ${count(/^ℹ fail (\d+)/gm)} failed, ${count(/^ℹ cancelled (\d+)/gm)} cancelled; ` +
    `${reached.length} connection(s) reached an old port${reached.length ? `:\n  ${[...new Set(reached)].slice(0, 20).join('\n  ')}` : ''}`,
);
process.exit(result.code);

/** The process holding the other end (`ss -tnp`), or '?' where that cannot be read. */
function whoIs(remotePort: number | undefined): string {
  try {
    const line = execFileSync('ss', ['-tnpH', `sport = :${remotePort}`], { encoding: 'utf8' }).trim();
    const pid = /pid=(\d+)/.exec(line)?.[1];
    if (!pid) return `127.0.0.1:${remotePort} (?)`;
    const cmd = execFileSync('ps', ['-o', 'args=', '-p', pid], { encoding: 'utf8' }).trim().slice(0, 120);
    return `pid ${pid}: ${cmd}`;
  } catch {
    return `127.0.0.1:${remotePort} (?)`;
  }
}
