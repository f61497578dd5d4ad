/**
 * `npm run sandbox -- --port N`: the sandbox alone. Port: --port, else SANDBOX_PORT,
 * else 4010. Credentials: ACQ_API_KEY and ACQ_MERCHANT_ID, else the sandbox defaults.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_API_KEY, DEFAULT_MERCHANT_ID } from './options.js';
import { listenSandbox } from './node.js';

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' }, pci: { type: 'boolean' } } });
const port = Number(values.port ?? process.env.SANDBOX_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`acq sandbox: --port must be a port number, not ${values.port}`);
  process.exit(2);
}
const apiKey = process.env.ACQ_API_KEY || DEFAULT_API_KEY;
const merchantId = process.env.ACQ_MERCHANT_ID || DEFAULT_MERCHANT_ID;

const running = await listenSandbox({ port, host: values.host ?? '127.0.0.1', apiKey, merchantId, pciCertified: values.pci ?? false });
console.log(`acq sandbox listening on ${running.url} (api key ${apiKey}, merchant ${merchantId})`);

const stop = () => void running.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
