/** Serves read-only files from one folder (the built CDN module, the built demo pages), with no path escapes. */
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The content type of a file the demo serves, by its extension; undefined for any other. */
export function contentTypeOf(path: string): string | undefined {
  return types[path.slice(path.lastIndexOf('.'))];
}

/** The file's bytes and content type, or undefined for a path outside `dir`, an unknown type or no such file. */
export async function readServedFile(dir: string, path: string): Promise<{ body: Buffer<ArrayBuffer>; type: string } | undefined> {
  const clean = normalize(path).replace(/^(\.\.(\/|$))+/, '');
  const type = contentTypeOf(clean);
  if (!type || clean.includes('..') || clean.includes('\0')) return undefined;
  try {
    return { body: await readFile(join(dir, clean)), type };
  } catch {
    return undefined;
  }
}

/** The CDN's files (`.js`, `.json` only): no-cache, as the CDN folder is rebuilt under the same names. */
export async function serveCdn(dir: string, path: string): Promise<Response> {
  const file = path.endsWith('.js') || path.endsWith('.json') ? await readServedFile(dir, path) : undefined;
  if (!file) return new Response('Not found — run npm run build', { status: 404 });
  return new Response(file.body, { headers: { 'content-type': file.type, 'cache-control': 'no-cache' } });
}
