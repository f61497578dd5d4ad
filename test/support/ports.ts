/**
 * Ports for the tests: servers listen on port 0 (the kernel's choice) and say which port
 * they got; nothing in the suites names a fixed port, so two runs (or two files) never
 * collide and a port some other program holds never hangs a test.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';

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
 * A port that was free a moment ago on 127.0.0.1, for a program that cannot listen on 0
 * and report its port (redis-server, a framework's preview server). Someone else may
 * take it before the program binds it: prefer port 0 wherever the program allows.
 */
export function freePort(): Promise<number> {
  const server = createServer();
  return listen(server).then((port) => new Promise<number>((resolve) => server.close(() => resolve(port))));
}

/** freePort() for synchronous code (a config file evaluated at load): asks a short-lived node. */
export function freePortSync(): number {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
