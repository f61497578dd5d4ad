/**
 * The package as npm publishes it: `npm pack` of the built repository (run `npm run
 * build` first; `npm test` builds before these suites). Tests check the tarball and
 * install it, never src/.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const repoRoot = new URL('../..', import.meta.url).pathname;

/** The checkout to pack: this repository, or ACQ_PACKAGE_ROOT (e.g. a clean worktree of a commit). */
export const packageRoot = process.env.ACQ_PACKAGE_ROOT ?? repoRoot;

const exec = promisify(execFile);

export interface PackedFile {
  path: string;
  size: number;
}

export interface Packed {
  /** Absolute path of the tarball (fixed name, so example apps can depend on it). */
  tarball: string;
  /** Bytes of the .tgz. */
  size: number;
  unpackedSize: number;
  files: PackedFile[];
}

/** The built files the package's exports point at; packing without them would test an empty shell. */
function assertBuilt(): void {
  for (const file of ['dist/npm/index.js', 'dist/npm/server/index.js', 'dist/cdn/acq-card-form.js', 'custom-elements.json']) {
    if (!existsSync(join(packageRoot, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
}

/**
 * Packs the repository into `destination/acq-cashier.tgz`. Lifecycle scripts are skipped:
 * the build is its own step, and running it here would rebuild dist/ under other tests.
 */
export async function packPackage(destination: string): Promise<Packed> {
  assertBuilt();
  mkdirSync(destination, { recursive: true });
  const { stdout } = await exec('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], {
    cwd: packageRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  // npm may print warnings before the JSON array.
  const [info] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { filename: string; size: number; unpackedSize: number; files: PackedFile[] }[];
  if (!info) throw new Error('npm pack reported nothing');
  const tarball = join(destination, 'acq-cashier.tgz');
  renameSync(join(destination, info.filename), tarball);
  return { tarball, size: info.size, unpackedSize: info.unpackedSize, files: info.files };
}

/** `npm install` in an app folder (the registry for third-party packages; npm's cache makes reruns quick). */
export async function npmInstall(cwd: string, args: string[] = []): Promise<void> {
  await exec('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...args], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}
