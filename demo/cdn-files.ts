/** Serves the built CDN module and its chunks, read-only, with no path escapes. */
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

export async function serveCdn(dir: string, path: string): Promise<Response> {
  const clean = normalize(path).replace(/^(\.\.(\/|$))+/, '');
  const type = types[clean.slice(clean.lastIndexOf('.'))];
  if (!type || clean.includes('..')) return new Response('Not found', { status: 404 });
  try {
    const body = await readFile(join(dir, clean));
    return new Response(body, { headers: { 'content-type': type, 'cache-control': 'no-cache' } });
  } catch {
    return new Response('Not found — run npm run build', { status: 404 });
  }
}
