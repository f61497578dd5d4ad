/**
 * Child processes of the tests: each in a process group of its own (a CLI may fork
 * workers: `npx next start`, a shell), every one tracked, and none outliving this
 * process. Whatever ends the test file (its last test, process.exit, an uncaught error,
 * SIGTERM/SIGINT/SIGHUP from a runner, the file's deadline) kills every group still
 * running. The file's deadline (ACQ_TEST_FILE_TIMEOUT_MS, default 60 min from the first
 * spawn) is an unref'd timer: it never keeps a finished file alive, and it ends one that
 * hangs, with its children, as a failure.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * `--import` this into a node child (before its main module) and it exits when its
 * parent goes away, even a parent killed by SIGKILL that could not stop it.
 */
export const EXIT_WITH_PARENT = fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url));

/** `node WITH_PARENT <command> [args…]`: the same for a program that is not node (redis-server). */
export const WITH_PARENT = fileURLToPath(new URL('./with-parent.mjs', import.meta.url));

const live = new Set<ChildProcess>();

/** Signals a child's whole process group (the child itself when it has none). */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals, evenAfterExit = false): void {
  if (child.pid === undefined || (hasExited(child) && !evenAfterExit)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    if (hasExited(child)) return;
    try {
      child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}

/** Kills every child still running, at once (SIGCONT first: a paused one must die too). */
export function killAllChildren(): number {
  const count = live.size;
  for (const child of live) {
    signalGroup(child, 'SIGCONT');
    signalGroup(child, 'SIGKILL');
  }
  return count;
}

let deadline: NodeJS.Timeout | undefined;
let hooked = false;
function hookProcess(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => void killAllChildren());
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    const onSignal = () => {
      killAllChildren();
      // Another handler (a suite's own cleanup) decides when to exit; alone, exit as the signal would.
      if (process.listenerCount(signal) === 1) process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const)[signal]);
    };
    process.on(signal, onSignal);
  }
  const ms = Number(process.env.ACQ_TEST_FILE_TIMEOUT_MS ?? 3_600_000);
  deadline = setTimeout(() => {
    process.stderr.write(`\n${process.argv[1] ?? 'test file'}: still running after ${ms / 1000} s (ACQ_TEST_FILE_TIMEOUT_MS); killed ${killAllChildren()} child process group(s)\n`);
    process.exit(1);
  }, ms);
  deadline.unref();
}

/**
 * spawn(), in a process group of its own (`detached`, but still this process's child:
 * killed with it by the hooks above), tracked until it exits.
 */
export function spawnChild(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  hookProcess();
  const child = spawn(command, args, { ...options, detached: true });
  live.add(child);
  child.once('exit', () => live.delete(child));
  child.once('error', () => live.delete(child));
  return child;
}

/** SIGTERM to the child's group, SIGKILL after `graceMs`; resolves once the child has exited. */
export async function stopChild(child: ChildProcess, graceMs = 3_000): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGCONT');
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // Workers of the group that outlived their leader.
  signalGroup(child, 'SIGKILL', true);
}

/** SIGKILL at once (a crash: no shutdown work); resolves once the child has exited. */
export async function crashChild(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGKILL');
  await exited;
}
