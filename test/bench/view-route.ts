/**
 * The view route (`GET /cashier/sessions/:id`) under autocannon, for trees compared in the
 * same window: `node --import tsx test/bench/view-route.ts <tree>...` starts each tree's
 * view-route-server.ts as its own process, then loads them in turn, round after round
 * (alternating, so a busy neighbour weighs on both alike). Env: ROUNDS (3), SECONDS (20),
 * WARMUP (3), CONNECTIONS (100), LANGS (en), CPU_PROF (a directory: the servers write a profile there).
 * Each run prints req/s, p50/p99 (ms) and cpuUs, the server process's CPU time per request.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

interface Server {
  tree: string;
  url: string;
  sessions: Record<string, string>;
  child: ChildProcess;
}

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

function start(tree: string): Promise<Server> {
  const profile = process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`] : [];
  const child = fork(join(tree, 'test/bench/view-route-server.ts'), [], {
    cwd: tree,
    execArgv: ['--import', 'tsx', ...profile],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`${tree}: server exited (${code})`)));
    child.once('message', (m) => done({ tree, child, ...(m as { url: string; sessions: Record<string, string> }) }));
  });
}

async function cpu(server: Server): Promise<number> {
  const { user, system } = (await (await fetch(`${server.url}/__cpu`)).json()) as { user: number; system: number };
  return user + system;
}

/** req/s, latency (ms) and the proxy process's CPU time per request (µs). */
async function load(server: Server, lang: string, seconds: number) {
  const connections = env('CONNECTIONS', 100);
  const before = await cpu(server);
  const r = await autocannon({ url: `${server.url}/cashier/sessions/${server.sessions[lang]}`, connections, duration: seconds });
  const cpuPerRequest = Math.round((await cpu(server)) - before) / r.requests.total;
  const failures = r.non2xx + r.errors + r.timeouts;
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, cpuUs: Math.round(cpuPerRequest), failures };
}

const trees = process.argv.slice(2).map((t) => resolve(t));
const servers: Server[] = [];
for (const tree of trees) servers.push(await start(tree));
const langs = (process.env.LANGS ?? 'en').split(',');
for (const s of servers) for (const lang of langs) await load(s, lang, env('WARMUP', 3));
for (let round = 1; round <= env('ROUNDS', 3); round++) {
  for (const lang of langs) {
    for (const s of round % 2 ? servers : [...servers].reverse()) {
      const r = await load(s, lang, env('SECONDS', 20));
      console.log(JSON.stringify({ round, lang, tree: s.tree, ...r }));
    }
  }
}
for (const s of servers) s.child.kill('SIGTERM');
