/**
 * Where the CDN build's files are: its entry's URL, which the entry (cdn.ts) tells as it
 * runs. The session code's prefetch (code-prefetch.ts) names files relative to it,
 * wherever its own chunk is; an npm build never sets it (its bundler preloads).
 */
let base: string | undefined;

export function setCodeBase(url: string): void {
  base = url;
}

export function codeBase(): string | undefined {
  return base;
}
