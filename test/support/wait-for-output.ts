import type { ChildProcess } from 'node:child_process';
import { signalGroup } from './child-process.js';

/**
 * Resolves with the first match of `pattern` in a child's stdout; rejects (and kills the
 * child's process group) when it exits first or takes longer than `timeoutMs`. Stdout and stderr keep
 * draining afterwards, so a chatty child never blocks on a full pipe.
 */
export function waitForOutput(
  child: ChildProcess,
  pattern: RegExp,
  options: { name: string; timeoutMs: number; log?: () => string },
): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const context = () => `${output}${options.log ? `\n${options.log()}` : ''}`;
    const timer = setTimeout(() => fail(new Error(`${options.name} not ready after ${options.timeoutMs / 1000} s:\n${context()}`)), options.timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (!match) return;
      cleanup();
      resolve(match);
    };
    const onExit = (code: number | null) => fail(new Error(`${options.name} exited (${code}) before it was ready:\n${context()}`));
    const fail = (error: Error) => {
      cleanup();
      signalGroup(child, 'SIGKILL');
      reject(error);
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      child.stdout?.resume();
      child.stderr?.resume();
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}
