/**
 * What the CDN module is made of: the same build as dist/cdn (vite.config.ts), in memory,
 * with a plugin that reads each module's rendered length in the entry chunk and the chunks
 * it imports statically (its critical path: acq-cashier.js alone). Rendered
 * lengths are measured before the chunk is minified, so shares are what they indicate:
 * shares, applied to the shipped gzip size for an estimate per group.
 */
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { staticChunkClosure } from '../../scripts/chunk-closure.js';
import { repoRoot } from './paths.js';

const CDN_ENTRY = 'acq-cashier.js';

export interface ModuleCost {
  id: string;
  group: string;
  renderedBytes: number;
}

export interface GroupCost {
  group: string;
  renderedBytes: number;
  /** Share of the critical path's rendered bytes, 0..1. */
  share: number;
  modules: number;
}

export interface Composition {
  renderedBytes: number;
  groups: GroupCost[];
  topModules: ModuleCost[];
}

const LIT_PACKAGES = new Set(['lit', 'lit-html', 'lit-element', '@lit/reactive-element']);

/** A module id → its package (lit, zod, @floating-ui…) or its source area (src/core/i18n, src/elements/acq-cashier…). */
export function groupOf(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(clean)?.[1];
  if (pkg) {
    if (LIT_PACKAGES.has(pkg) || pkg.startsWith('@lit/')) return 'lit';
    if (pkg.startsWith('@floating-ui/')) return '@floating-ui';
    return pkg;
  }
  const local = clean.startsWith(repoRoot + '/') ? clean.slice(repoRoot.length + 1) : clean;
  const parts = local.split('/');
  if (parts[0] === 'src') return parts.length > 3 ? parts.slice(0, 3).join('/') : parts.slice(0, parts.length - 1).join('/') || 'src';
  return 'other';
}

function shortId(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const inModules = clean.lastIndexOf('/node_modules/');
  if (inModules >= 0) return clean.slice(inModules + '/node_modules/'.length);
  return clean.startsWith(repoRoot + '/') ? clean.slice(repoRoot.length + 1) : clean;
}

function captureModules(into: ModuleCost[]): Plugin {
  return {
    name: 'acq-bench-composition',
    generateBundle(_options, bundle) {
      // The script tag's critical path: acq-cashier.js and what it imports statically (not acq-hydrate.js's entry, not the card page's).
      const chunk = (fileName: string) => {
        const output = bundle[fileName];
        return output?.type === 'chunk' ? output : undefined;
      };
      for (const fileName of staticChunkClosure(chunk, [CDN_ENTRY])) {
        for (const [id, info] of Object.entries(chunk(fileName)!.modules)) {
          if (info.renderedLength > 0) into.push({ id: shortId(id), group: groupOf(id), renderedBytes: info.renderedLength });
        }
      }
    },
  };
}

export function summarize(modules: readonly ModuleCost[], top = 25): Composition {
  const renderedBytes = modules.reduce((sum, m) => sum + m.renderedBytes, 0);
  const byGroup = new Map<string, GroupCost>();
  for (const m of modules) {
    const group = byGroup.get(m.group) ?? { group: m.group, renderedBytes: 0, share: 0, modules: 0 };
    group.renderedBytes += m.renderedBytes;
    group.modules += 1;
    byGroup.set(m.group, group);
  }
  const groups = [...byGroup.values()]
    .map((g) => ({ ...g, share: renderedBytes ? Math.round((g.renderedBytes / renderedBytes) * 1000) / 1000 : 0 }))
    .sort((a, b) => b.renderedBytes - a.renderedBytes);
  const topModules = [...modules].sort((a, b) => b.renderedBytes - a.renderedBytes).slice(0, top);
  return { renderedBytes, groups, topModules };
}

/** Builds the CDN entry in memory (nothing written) and lists what it contains. */
export async function measureComposition(): Promise<Composition> {
  const modules: ModuleCost[] = [];
  await build({
    configFile: join(repoRoot, 'vite.config.ts'),
    root: repoRoot,
    logLevel: 'silent',
    plugins: [captureModules(modules)],
    build: { write: false, emptyOutDir: false },
  });
  return summarize(modules);
}
