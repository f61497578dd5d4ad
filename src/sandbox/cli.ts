#!/usr/bin/env node
/**
 * `npx acq-sandbox` (the package's bin, compiled to dist/npm/sandbox/cli.js) and
 * `npm run sandbox`: the sandbox acquirer alone, for a developer who runs it beside their
 * own dev server and proxy. Port: --port, else SANDBOX_PORT, else 4010; host: --host, else
 * 127.0.0.1. Credentials: ACQ_API_KEY, ACQ_MERCHANT_ID and ACQ_WEBHOOK_SECRET, else the
 * sandbox defaults. Prints what the proxy needs (URL, key, merchant, secret) and the test cards.
 * --proxy-port also runs a development proxy on it (dev-proxy.ts).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_API_KEY, DEFAULT_MERCHANT_ID } from './options.js';
import { listenDevProxy } from './dev-proxy.js';
import { listenSandbox } from './node.js';
import { describeListenError } from '../server/standalone/start-error.js';
import { TEST_CARDS } from './test-cards.js';

const USAGE = `usage: acq-sandbox [--port N] [--host H] [--pci] [--proxy-port M]
  --port N         listen on port N (0: any free port; default SANDBOX_PORT or 4010)
  --host H         bind address (default 127.0.0.1)
  --pci            act as a PCI-certified merchant (raw card data accepted)
  --proxy-port M   also run a merchant proxy on port M: endpoint http://H:M/cashier, and
                   POST http://H:M/sessions creates a test session (development only)`;

function fail(message: string): never {
  console.error(`acq-sandbox: ${message}\n${USAGE}`);
  process.exit(2);
}

const OPTIONS = { port: { type: 'string' }, host: { type: 'string' }, pci: { type: 'boolean' }, 'proxy-port': { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

/** The command line's options, or one line naming what is wrong (exit 2). */
function parsedArgs() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
}

function readOptions() {
  const values = parsedArgs();
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = portNumber('--port', values.port ?? process.env.SANDBOX_PORT ?? '4010');
  const proxyPort = values['proxy-port'] === undefined ? undefined : portNumber('--proxy-port', values['proxy-port']);
  return { port, host: values.host ?? '127.0.0.1', pciCertified: values.pci ?? false, proxyPort };
}

function portNumber(option: string, text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) fail(`${option} must be a port number, not ${text}`);
  return port;
}

/** 4242424242424242 → 4242 4242 4242 4242 */
function grouped(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const { proxyPort, ...options } = readOptions();
const apiKey = process.env.ACQ_API_KEY || DEFAULT_API_KEY;
const merchantId = process.env.ACQ_MERCHANT_ID || DEFAULT_MERCHANT_ID;
const webhookSecret = process.env.ACQ_WEBHOOK_SECRET || apiKey;

/** A busy port or a bad host ends the command with one line naming the option, not a stack trace. */
async function listening<T>(start: Promise<T>, port: { option: string; value: number }): Promise<T> {
  try {
    return await start;
  } catch (error) {
    const line = describeListenError(error, { port: port.option, host: '--host' }, { port: port.value, host: options.host });
    if (!line) throw error;
    console.error(`acq-sandbox: ${line}`);
    process.exit(2);
  }
}

const portOption = { option: process.argv.some((arg) => arg.startsWith('--port')) ? '--port' : 'SANDBOX_PORT (or --port)', value: options.port };
const running = await listening(listenSandbox({ ...options, apiKey, merchantId, webhookSecret }), portOption);
const proxy =
  proxyPort === undefined
    ? undefined
    : await listening(listenDevProxy({ sandboxUrl: running.url, apiKey, merchantId, webhookSecret, port: proxyPort, host: options.host }), { option: '--proxy-port', value: proxyPort });
console.log(
  [
    `acq sandbox listening on ${running.url} (api key ${apiKey}, merchant ${merchantId})`,
    '',
    'Give these to your proxy (createCashierProxy or the environment):',
    `  ACQ_BASE_URL=${running.url}`,
    `  ACQ_API_KEY=${apiKey}`,
    `  ACQ_MERCHANT_ID=${merchantId}`,
    `  webhook secret: ${webhookSecret}${webhookSecret === apiKey ? ' (the API key, the proxy default)' : ''}`,
    ...(proxy
      ? [
          '',
          `Development proxy on ${proxy.url} (pages on localhost/127.0.0.1/[::1] may call it):`,
          `  <acq-cashier endpoint="${proxy.endpoint}" session="…">`,
          `  a test session: curl -X POST ${proxy.url}/sessions -H 'content-type: application/json' -d '{"orderAmount": "9.99", "returnUrl": "http://localhost:5173/checkout"}'`,
        ]
      : []),
    '',
    'Test cards (any future expiry, any CVC):',
    ...TEST_CARDS.map((card) => `  ${grouped(card.number)}  ${card.note}`),
    '',
    'State lives in memory: a restart forgets everything. Ctrl+C stops.',
  ].join('\n'),
);

const stop = () => void Promise.all([proxy?.close(), running.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
