/**
 * What a page loads up front from a bundle (a Vite/Rolldown build's output): an entry
 * chunk and the chunks it imports statically, transitively. The CDN build keeps its entry's
 * closure in one file (vite.config.ts), the bench measures it (composition) and a shop's
 * (npm-app).
 */
import type { build, Rollup } from 'vite';

/** Every file of a `build()` result (one output or several): chunks and assets. */
export function buildOutputs(result: Awaited<ReturnType<typeof build>>): (Rollup.OutputChunk | Rollup.OutputAsset)[] {
  return (Array.isArray(result) ? result : [result]).flatMap((out) => ('output' in out ? out.output : []));
}

/** The chunks of a `build()` result, by file name. */
export function chunksOf(result: Awaited<ReturnType<typeof build>>): Map<string, Rollup.OutputChunk> {
  return new Map(buildOutputs(result).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
}

/** The file names of `entries` and every chunk they import statically, transitively, entries first; `chunk` looks a file up. */
export function staticChunkClosure(chunk: (fileName: string) => { imports: readonly string[] } | undefined, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const found = chunk(fileName);
    if (seen.has(fileName) || !found) return;
    seen.add(fileName);
    found.imports.forEach(visit);
  };
  entries.forEach(visit);
  return [...seen];
}
