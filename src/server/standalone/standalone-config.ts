/**
 * The standalone proxy's options (`acq-cashier-proxy`): a JSON config file, overridden
 * field by field by environment variables, validated at start so that a typo stops the
 * process with the field's name rather than failing the first shopper.
 */
import * as z from 'zod';
import { apiPathOf } from '../proxy-options.js';

const httpUrl = z.url({ protocol: /^https?$/ });
const origin = httpUrl.refine((text) => new URL(text).origin === text.replace(/\/$/, ''), 'an origin: scheme://host[:port], no path');
const flag = z.union([z.boolean(), z.enum(['1', 'true', 'yes', '0', 'false', 'no', '']).transform((v) => ['1', 'true', 'yes'].includes(v))]);
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const Fields = z.strictObject({
  baseUrl: httpUrl.superRefine((text, ctx) => {
    const apiPath = apiPathOf(text);
    if (apiPath) ctx.addIssue({ code: 'custom', message: apiPath.fix });
  }),
  apiKey: z.string().min(8),
  merchantId: z.string().min(1),
  subMerchantId: z.string().min(1).optional(),
  webhookSecret: z.string().min(8).optional(),
  /** The shop's public origin: notify URL and default return page derive from it. */
  publicUrl: httpUrl,
  /** The shop's server sends it as `Authorization: Bearer …` to create sessions. */
  serverToken: z.string().min(24, 'at least 24 characters (a random secret)'),
  /** Where each settled result is POSTed, signed with resultSecret (X-ACQ-Cashier-Signature). */
  resultUrl: httpUrl.optional(),
  /** The results' own signing secret: never the API key or the webhook secret. Required with resultUrl. */
  resultSecret: z.string().min(24, 'at least 24 characters (a random secret)').optional(),
  redisUrl: z.url({ protocol: /^rediss?$/ }).optional(),
  redisKeyPrefix: z.string().min(1).optional(),
  allowedOrigins: z.array(origin).default([]),
  basePath: z.string().regex(/^\/[\w\-/]*$/, 'a path such as /cashier').default('/cashier'),
  port: int(0, 65535).default(8787),
  host: z.string().min(1).default('127.0.0.1'),
  /** How many proxies in front append to X-Forwarded-For (1/true: one balancer). */
  trustProxy: z.union([flag, int(0, 16)]).default(false),
  /** Serve Prometheus metrics at GET /metrics (keep it off the public balancer). */
  metrics: flag.default(false),
  shutdownTimeoutMs: int(0, 600_000).default(25_000),
  /**
   * After SIGTERM, /readyz answers 503 this long while requests are still served, so that
   * the load balancer's health check takes the process out before it stops accepting.
   * Set it to the balancer's check interval × its unhealthy threshold.
   */
  shutdownDelayMs: int(0, 120_000).default(0),
});

/** Each secret has one purpose: a result signed with the API key could be forged by anyone holding it. */
export const StandaloneConfig = Fields.superRefine((config, ctx) => {
  if (config.resultUrl && !config.resultSecret) {
    ctx.addIssue({ code: 'custom', path: ['resultSecret'], message: 'required when resultUrl (ACQ_RESULT_URL) is set: the results get their own signing secret' });
  }
  if (config.resultSecret && !config.resultUrl) {
    ctx.addIssue({ code: 'custom', path: ['resultUrl'], message: 'required when resultSecret (ACQ_RESULT_SECRET) is set: without it results are only logged, never sent to your shop' });
  }
  if (config.redisKeyPrefix && !config.redisUrl) {
    ctx.addIssue({ code: 'custom', path: ['redisKeyPrefix'], message: 'set without redisUrl (ACQ_REDIS_URL): sessions would be kept in this process\'s memory; set the Redis URL or drop the prefix' });
  }
  if (config.resultSecret && [config.apiKey, config.webhookSecret, config.serverToken].includes(config.resultSecret)) {
    ctx.addIssue({ code: 'custom', path: ['resultSecret'], message: 'must differ from apiKey, webhookSecret and serverToken' });
  }
});

export type StandaloneConfig = z.infer<typeof StandaloneConfig>;

/** Environment variable of each field (the demo's ACQ_* names where they exist). */
export const ENV_NAMES: Readonly<Record<keyof StandaloneConfig, string>> = {
  baseUrl: 'ACQ_BASE_URL',
  apiKey: 'ACQ_API_KEY',
  merchantId: 'ACQ_MERCHANT_ID',
  subMerchantId: 'ACQ_SUB_MERCHANT_ID',
  webhookSecret: 'ACQ_WEBHOOK_SECRET',
  publicUrl: 'ACQ_PUBLIC_URL',
  serverToken: 'ACQ_SERVER_TOKEN',
  resultUrl: 'ACQ_RESULT_URL',
  resultSecret: 'ACQ_RESULT_SECRET',
  redisUrl: 'ACQ_REDIS_URL',
  redisKeyPrefix: 'ACQ_REDIS_KEY_PREFIX',
  allowedOrigins: 'ACQ_ALLOWED_ORIGINS',
  basePath: 'ACQ_BASE_PATH',
  port: 'PORT',
  host: 'HOST',
  trustProxy: 'ACQ_TRUST_PROXY',
  metrics: 'ACQ_METRICS',
  shutdownTimeoutMs: 'ACQ_SHUTDOWN_TIMEOUT_MS',
  shutdownDelayMs: 'ACQ_SHUTDOWN_DELAY_MS',
};

/**
 * ACQ_* variables that other commands of the package read (this command's own config
 * path, the repository's build and test scripts): set in a developer's shell, they are
 * not typos. Any other ACQ_* variable stops the start.
 */
const OTHER_COMMANDS_VARIABLES: ReadonlySet<string> = new Set([
  'ACQ_PROXY_CONFIG',
  'ACQ_SKIP_BUILD',
  'ACQ_CDN_BASE',
  'ACQ_CDN_OUT_DIR',
  'ACQ_TEST_TIMEOUT_SCALE',
  'ACQ_TEST_FILE_TIMEOUT_MS',
  'ACQ_PACKAGE_ROOT',
  'ACQ_EXAMPLES',
]);

/** The demo's options that sound like this command's: refused with their own reason, since the proxy would ignore them. */
const DEMO_ONLY_VARIABLES: Readonly<Record<string, string>> = {
  ACQ_PAY_RATE_LIMIT: 'read by the demo only: acq-cashier-proxy has no such option (its pay limit is 10 per client per minute)',
  ACQ_CHECKOUT_RATE_LIMIT: "read by the demo only: acq-cashier-proxy has no such option (limit POST /sessions in your shop's backend)",
};

export class StandaloneConfigError extends Error {
  override name = 'StandaloneConfigError';
}

/**
 * The file's fields, then each set (non-empty) environment variable over them; a comma
 * list for ACQ_ALLOWED_ORIGINS. Throws StandaloneConfigError naming every bad field and
 * its variable. Values never appear in the message: a bad field may be a secret.
 */
export function readStandaloneConfig(file: unknown, env: Record<string, string | undefined>): StandaloneConfig {
  if (file !== undefined && (typeof file !== 'object' || file === null || Array.isArray(file))) {
    throw new StandaloneConfigError('the config file must hold one JSON object');
  }
  const merged: Record<string, unknown> = { ...(file as object | undefined) };
  for (const [field, name] of Object.entries(ENV_NAMES)) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    merged[field] = field === 'allowedOrigins' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value;
  }
  const unknown = unknownVariableLines(env);
  const parsed = StandaloneConfig.safeParse(merged);
  if (parsed.success && unknown.length === 0) return parsed.data;
  const lines = (parsed.error?.issues ?? []).flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `  ${key}: not a known option${didYouMean(key, Object.keys(ENV_NAMES))}`);
    const field = String(issue.path[0] ?? '');
    const name = ENV_NAMES[field as keyof StandaloneConfig];
    const where = issue.path.length > 1 ? `${field}[${issue.path.slice(1).join('.')}]` : field;
    const why = issue.code === 'custom' || merged[field] !== undefined ? issue.message : 'required';
    return [`  ${where}${name ? ` (${name})` : ''}: ${why}`];
  });
  // The typo first: it often explains the lines after it (ACQ_RESULTS_URL, then resultUrl required).
  throw new StandaloneConfigError(`invalid configuration:\n${[...unknown, ...lines].join('\n')}`);
}

/**
 * One line per ACQ_* variable this command does not read: a misspelt one (ACQ_RESULTS_URL)
 * would otherwise be ignored without a word, and results never forwarded.
 */
function unknownVariableLines(env: Record<string, string | undefined>): string[] {
  const known = new Set<string>(Object.values(ENV_NAMES));
  const ours = Object.values(ENV_NAMES).filter((name) => name.startsWith('ACQ_'));
  return Object.keys(env)
    .filter((name) => name.startsWith('ACQ_') && env[name] !== undefined && !known.has(name) && !OTHER_COMMANDS_VARIABLES.has(name))
    .sort()
    .map((name) => `  ${name}: ${DEMO_ONLY_VARIABLES[name] ?? `not a variable of acq-cashier-proxy${didYouMean(name, ours)}`}`);
}

/** `; did you mean X?` for the closest candidate (case, `_` and `-` ignored) when it is close enough to be a typo, else nothing. */
export function didYouMean(name: string, candidates: readonly string[]): string {
  const loose = (text: string) => text.toLowerCase().replace(/[_-]/g, '');
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(loose(name), loose(candidate));
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(loose(best.candidate).length / 4)) ? `; did you mean ${best.candidate}?` : '';
}

/** Levenshtein distance: insertions, deletions and substitutions, one row at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}
