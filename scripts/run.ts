import { spawn, type SpawnOptions } from 'node:child_process';

export interface RunResult {
  code: number;
  output: string;
}

/**
 * Runs a command with its output streamed through, and resolves with its exit code and
 * everything it printed (so a caller can read test counts). Rejects on a non-zero exit
 * unless `allowFailure` is set.
 */
export function run(
  command: string,
  args: string[],
  options: SpawnOptions & { allowFailure?: boolean } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    const keep = (chunk: Buffer, sink: NodeJS.WriteStream): void => {
      output += chunk.toString();
      sink.write(chunk);
    };
    child.stdout?.on('data', (c: Buffer) => keep(c, process.stdout));
    child.stderr?.on('data', (c: Buffer) => keep(c, process.stderr));
    child.on('error', reject);
    child.on('close', (code) => {
      const result = { code: code ?? 1, output };
      if (result.code !== 0 && !options.allowFailure) {
        reject(new Error(`${command} ${args.join(' ')} exited with ${result.code}`));
      } else resolve(result);
    });
  });
}
