import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
export default {
  // This app lives inside the acq-cashier repository: its root is this folder, not the repository's.
  turbopack: { root: here },
  outputFileTracingRoot: here,
};
