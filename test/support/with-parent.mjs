// `node with-parent.mjs <command> [args…]`: runs a command that cannot watch its parent
// (redis-server) so that it dies with the test file that started it, even one killed by
// SIGKILL. Output passes straight through. Signals go to the whole process group (the
// helpers send them so): this wrapper ignores them and waits for the command, so a
// stop still lets the command finish its own shutdown (a snapshot) before it counts as
// exited.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const [command, ...args] = process.argv.slice(2);
const parent = process.ppid;
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => undefined);
child.on('error', (error) => {
  process.stderr.write(`with-parent: ${command}: ${error.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
setInterval(() => {
  if (process.ppid !== parent) child.kill('SIGKILL');
}, 250).unref();
