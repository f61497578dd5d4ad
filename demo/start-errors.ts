/**
 * `npm start`'s start-up problems that the person running it can fix (a busy port, a bad
 * value, missing credentials): one line naming the variable, and exit code 2 — the
 * code of a usage error — instead of a Node stack trace.
 */
export class StartError extends Error {
  override readonly name = 'StartError';
}

type PortVariable = 'PORT' | 'SANDBOX_PORT';

/** The port in `name`, `fallback` when unset; a StartError for anything but 0–65535. */
export function portOption(name: PortVariable, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || port > 65535) throw new StartError(`${name}=${JSON.stringify(env[name])} is not a port number (0–65535; 0 picks a free one)`);
  return port;
}

/** Why listening on host:port for `name` failed, in words that say what to change. */
export function listenError(name: PortVariable, host: string, port: number, error: unknown): StartError {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EADDRINUSE':
      return new StartError(`${name}=${port}: port ${port} on ${host} is already in use; stop what runs there or set ${name} to a free port (0 picks one)`);
    case 'EACCES':
      return new StartError(`${name}=${port}: this user may not listen on port ${port}; set ${name} to a port above 1023`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new StartError(`${name}=${port}: ${host} is not an address of this machine`);
    default:
      return new StartError(`${name}=${port}: cannot listen on ${host}:${port} (${code ?? (error as Error).message})`);
  }
}

/** Prints the one line and exits: 2 for a StartError, 1 for anything else (still without a stack). */
export function exitOnStartError(error: unknown): never {
  const usage = error instanceof StartError;
  console.error(`acq-cashier demo: ${usage ? '' : 'could not start: '}${(error as Error)?.message ?? String(error)}`);
  process.exit(usage ? 2 : 1);
}

type RateVariable = 'ACQ_PAY_RATE_LIMIT' | 'ACQ_CHECKOUT_RATE_LIMIT';

/**
 * Requests a client address may make per minute, from `name`: undefined when unset (the
 * default applies), a StartError for anything but a whole number from 1 (a typo must not
 * turn a limit off).
 */
export function perMinuteOption(name: RateVariable, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new StartError(`${name}=${JSON.stringify(env[name])} is not a number of requests per minute (a whole number, 1 or more)`);
  return Number(raw);
}
