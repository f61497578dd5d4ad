#!/usr/bin/env node
/**
 * `npx acq-sandbox` (the package's bin, compiled to dist/npm/sandbox/cli.js) and
 * `npm run sandbox`: the sandbox acquirer alone, for a developer who runs it beside their
 * own dev server and proxy. Port: --port, else SANDBOX_PORT, else 4010; host: --host, else
 * 127.0.0.1. Credentials: ACQ_API_KEY, ACQ_MERCHANT_ID and ACQ_WEBHOOK_SECRET, else the
 * sandbox defaults. Prints what the proxy needs (URL, key, merchant, secret) and the test cards.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_API_KEY, DEFAULT_MERCHANT_ID } from './options.js';
import { listenSandbox } from './node.js';
import { TEST_CARDS } from './test-cards.js';

const USAGE = `usage: acq-sandbox [--port N] [--host H] [--pci]
  --port N   listen on port N (0: any free port; default SANDBOX_PORT or 4010)
  --host H   bind address (default 127.0.0.1)
  --pci      act as a PCI-certified merchant (raw card data accepted)`;

function fail(message: string): never {
  console.error(`acq-sandbox: ${message}\n${USAGE}`);
  process.exit(2);
}

function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' }, pci: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const portText = values.port ?? process.env.SANDBOX_PORT ?? '4010';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) fail(`--port must be a port number, not ${portText}`);
  return { port, host: values.host ?? '127.0.0.1', pciCertified: values.pci ?? false };
}

/** 4242424242424242 → 4242 4242 4242 4242 */
function grouped(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const options = readOptions();
const apiKey = process.env.ACQ_API_KEY || DEFAULT_API_KEY;
const merchantId = process.env.ACQ_MERCHANT_ID || DEFAULT_MERCHANT_ID;
const webhookSecret = process.env.ACQ_WEBHOOK_SECRET || apiKey;

const running = await listenSandbox({ ...options, apiKey, merchantId, webhookSecret });
console.log(
  [
    `acq sandbox listening on ${running.url} (api key ${apiKey}, merchant ${merchantId})`,
    '',
    'Give these to your proxy (createCashierProxy or the environment):',
    `  ACQ_BASE_URL=${running.url}`,
    `  ACQ_API_KEY=${apiKey}`,
    `  ACQ_MERCHANT_ID=${merchantId}`,
    `  webhook secret: ${webhookSecret}${webhookSecret === apiKey ? ' (the API key, the proxy default)' : ''}`,
    '',
    'Test cards (any future expiry, any CVC):',
    ...TEST_CARDS.map((card) => `  ${grouped(card.number)}  ${card.note}`),
    '',
    'State lives in memory: a restart forgets everything. Ctrl+C stops.',
  ].join('\n'),
);

const stop = () => void running.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
