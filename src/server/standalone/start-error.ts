/**
 * Why a server cannot start, in one line that names the option to change, instead of
 * Node's stack trace (`acq-cashier-proxy` and `acq-sandbox` print it and exit 2).
 */

/** The standalone proxy refused to start: the message names the option (and its variable), never a value of a secret. */
export class StandaloneStartError extends Error {
  override name = 'StandaloneStartError';
}

/** How the command names its options: `--port` for a flag, `port (PORT)` for a config field. */
export interface ListenOptionNames {
  port: string;
  host: string;
}

/** The line for a listen failure, or undefined when the error is not one (a bug: let it surface). */
export function describeListenError(error: unknown, names: ListenOptionNames, address: { port: number; host: string }): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'EADDRINUSE':
      return `${names.port}: port ${address.port} is already in use on ${address.host}; choose another port (0 picks a free one) or stop the process holding it`;
    case 'EACCES':
      return `${names.port}: port ${address.port} needs privileges this process does not have; use a port above 1023`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
    case 'EAFNOSUPPORT':
      return `${names.host}: ${address.host} is not an address of this machine; use 127.0.0.1, 0.0.0.0 (all interfaces) or one of its own addresses`;
    default:
      return undefined;
  }
}
