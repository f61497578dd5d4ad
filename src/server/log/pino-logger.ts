import type { Logger } from './logger.js';

/** The part of a pino logger (or any logger with pino's call shape) the proxy needs. */
export interface PinoLike {
  info(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
  error(fields: object, msg: string): void;
}

/**
 * `logger: pinoLogger(pino())`: the proxy's entries go to the merchant's own pino (its
 * transports, levels and base fields) instead of the default JSON lines. Entries are
 * redacted before they reach it, so pino's own redact paths are not needed for them.
 * No pino dependency here: the merchant brings theirs.
 */
export function pinoLogger(target: PinoLike): Logger {
  return ({ level, msg, ...fields }) => target[level](fields, msg);
}
