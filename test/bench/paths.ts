/** Where the bench finds the repository and the built CDN module. */
import { join } from 'node:path';

export const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const cdnDir = join(repoRoot, 'dist/cdn');
export const cdnBundle = join(cdnDir, 'acq-cashier.js');
export const benchDir = join(repoRoot, 'test/bench');
