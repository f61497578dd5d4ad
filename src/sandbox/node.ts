/** The sandbox over HTTP on Node (@hono/node-server), bound to 127.0.0.1 by default. */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { SLOW_CLIENT_LIMITS } from '../server/adapters/slow-clients.js';
import { createSandbox, type Sandbox, type SandboxOptions } from './index.js';

export interface ListenOptions extends SandboxOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}

export interface ListeningSandbox {
  url: string;
  sandbox: Sandbox;
  close(): Promise<void>;
}

export function listenSandbox(options: ListenOptions = {}): Promise<ListeningSandbox> {
  const { port = 0, host = '127.0.0.1', ...sandboxOptions } = options;
  const sandbox = createSandbox(sandboxOptions);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: sandbox.fetch, port, hostname: host, serverOptions: SLOW_CLIENT_LIMITS }, (info: AddressInfo) => {
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`;
      if (!sandboxOptions.publicUrl) sandbox.publicUrl = url;
      resolve({
        url,
        sandbox,
        close: () =>
          new Promise<void>((done) => {
            sandbox.close();
            server.close(() => done());
            // Keep-alive sockets would hold close() open.
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
  });
}
