#!/usr/bin/env node
/**
 * `npx acq-cashier-proxy [--config file.json]` (the package's bin, compiled to
 * dist/npm/server/cli.js): the merchant proxy as its own server, configured by a JSON
 * file (--config, else ACQ_PROXY_CONFIG) and environment variables over it (names in
 * standalone-config.ts). A bad option, or an ACQ_* variable it does not read (a typo),
 * stops it at start with exit code 2, naming the field or variable; so does anything that keeps it from starting (the acquirer refusing the API key,
 * redis not installed for a Redis URL, a busy port or a bad host), in one line. The redis
 * package is loaded only for a Redis URL. SIGTERM or SIGINT: graceful shutdown, exit 0 (1 if it had to cut connections).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readStandaloneConfig, StandaloneConfigError, type StandaloneConfig } from './standalone/standalone-config.js';
import { startStandaloneProxy, type StandaloneProxy } from './standalone/standalone.js';
import { StandaloneStartError } from './standalone/start-error.js';

const USAGE = `usage: acq-cashier-proxy [--config proxy.json]
  Options come from the JSON file, then from the environment (which wins):
  ACQ_BASE_URL ACQ_API_KEY ACQ_MERCHANT_ID ACQ_PUBLIC_URL ACQ_SERVER_TOKEN (required),
  ACQ_SUB_MERCHANT_ID ACQ_WEBHOOK_SECRET ACQ_RESULT_URL ACQ_RESULT_SECRET (with the URL)
  ACQ_REDIS_URL (npm install redis) ACQ_REDIS_KEY_PREFIX ACQ_ALLOWED_ORIGINS (comma list)
  ACQ_BASE_PATH PORT HOST ACQ_TRUST_PROXY ACQ_METRICS ACQ_SHUTDOWN_TIMEOUT_MS ACQ_SHUTDOWN_DELAY_MS.
  Any other ACQ_* variable stops the start (a misspelt one would be ignored otherwise).
  Every option: README.md in the package (node_modules/acq-cashier/README.md, "In production").`;

function fail(message: string): never {
  console.error(`acq-cashier-proxy: ${message}\n${USAGE}`);
  process.exit(2);
}

/** The command line's options, or one line naming what is wrong (exit 2). */
function parsedArgs() {
  try {
    return parseArgs({ options: { config: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
}

function readConfig(): StandaloneConfig {
  const values = parsedArgs();
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const path = values.config ?? process.env.ACQ_PROXY_CONFIG;
  let file: unknown;
  if (path) {
    try {
      file = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      fail(`cannot read the config file ${path}: ${(error as Error).message}`);
    }
  }
  try {
    return readStandaloneConfig(file, process.env);
  } catch (error) {
    if (error instanceof StandaloneConfigError) fail(error.message);
    throw error;
  }
}

async function start(config: StandaloneConfig): Promise<StandaloneProxy> {
  // Loaded only when asked for: prom-client stays out of a proxy that does not serve metrics.
  const metrics = config.metrics ? (await import('./standalone/metrics.js')).createProxyMetrics() : undefined;
  try {
    return await startStandaloneProxy(config, metrics ? { metrics } : {});
  } catch (error) {
    if (!(error instanceof StandaloneStartError)) throw error;
    console.error(`acq-cashier-proxy: ${error.message}`);
    process.exit(2);
  }
}

const running = await start(readConfig());

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void running.shutdown().then(
    ({ clean }) => process.exit(clean ? 0 : 1),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
