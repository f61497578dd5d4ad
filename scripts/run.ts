import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface RunResult {
  code: number;
  output: string;
  /** Killed (with every process it started) because it ran past `timeoutMs`. */
  timedOut: boolean;
}

export interface RunOptions extends SpawnOptions {
  allowFailure?: boolean;
  /** Past this the command and every process under it are killed (SIGTERM, SIGKILL 5 s later); code 124. */
  timeoutMs?: number;
}

/** Commands running now: a signal to this process takes them (and their trees) down too. */
const running = new Set<ChildProcess>();
let hooked = false;
function hookSignals(): void {
  if (hooked) return;
  hooked = true;
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
    process.on(signal, () => {
      for (const child of running) killTree(child.pid!, 'SIGKILL');
      process.exit(code);
    });
  }
  process.on('exit', () => {
    for (const child of running) killTree(child.pid!, 'SIGKILL');
  });
}

/**
 * Runs a command with its output streamed through, and resolves with its exit code and
 * everything it printed (so a caller can read test counts). Rejects on a non-zero exit
 * unless `allowFailure` is set. The command runs in a process group of its own; past
 * `timeoutMs` its whole tree is killed — the group, and any descendant that made a group
 * of its own (test helpers start servers that way) — and the result says `timedOut`.
 */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
  hookSignals();
  const { timeoutMs, allowFailure, ...spawnOptions } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions, detached: true });
    running.add(child);
    let output = '';
    let timedOut = false;
    const keep = (chunk: Buffer, sink: NodeJS.WriteStream): void => {
      output += chunk.toString();
      sink.write(chunk);
    };
    child.stdout?.on('data', (c: Buffer) => keep(c, process.stdout));
    child.stderr?.on('data', (c: Buffer) => keep(c, process.stderr));
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            const note = `\n${command} ${args.join(' ')}: still running after ${Math.round(timeoutMs / 1000)} s; killing its process tree\n`;
            output += note;
            process.stderr.write(note);
            const tree = killTree(child.pid!, 'SIGTERM').map((pid) => [pid, startTime(pid)] as const);
            setTimeout(() => {
              // The same processes only (a pid may have been reused meanwhile).
              for (const [pid, started] of tree) if (startTime(pid) === started) signal(pid, 'SIGKILL');
              signal(-child.pid!, 'SIGKILL');
            }, 5_000).unref();
          }, timeoutMs);
    // A process it left behind may hold its output pipes open: 10 s after it exited, stop waiting for them.
    child.on('exit', () => {
      setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
      }, 10_000).unref();
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      running.delete(child);
      // Anything of its group still alive (a server the command forgot) goes with it.
      signal(-child.pid!, 'SIGKILL');
      const result = { code: timedOut ? 124 : (code ?? 1), output, timedOut };
      if (result.code !== 0 && !allowFailure) {
        reject(new Error(`${command} ${args.join(' ')} exited with ${result.code}${timedOut ? ' (timed out)' : ''}`));
      } else resolve(result);
    });
  });
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already.
  }
}

/**
 * Signals the process group led by `root` and every descendant of `root` (read from `ps`
 * before any is signalled, so a child reparented by its parent's death is still found).
 * Returns the pids it signalled.
 */
export function killTree(root: number, name: NodeJS.Signals): number[] {
  const tree = descendants(root);
  signal(-root, name);
  for (const pid of tree) {
    signal(-pid, name);
    signal(pid, name);
  }
  return [root, ...tree];
}

/** When the process started (Linux: /proc/<pid>/stat field 22); '' where that cannot be read. */
function startTime(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]!;
  } catch {
    return '';
  }
}

function descendants(root: number): number[] {
  let table: string;
  try {
    table = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const line of table.split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    if (!pid || ppid === undefined) continue;
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length) for (const pid of children.get(queue.shift()!) ?? []) found.push(pid), queue.push(pid);
  return found;
}
