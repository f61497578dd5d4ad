/**
 * The client's address as written by the proxies in front of this one (X-Forwarded-For or
 * RFC 7239 Forwarded), as pure functions. Each proxy appends the address it received the
 * request from, so only the right-most entries were written by proxies the merchant runs;
 * everything to their left is whatever the client sent, and taking it would let a client
 * pick its own rate-limit key.
 */

/** Which header the trusted proxies write, and how many of them stand in front of this one. */
export interface TrustedHops {
  hops: number;
  header: 'x-forwarded-for' | 'forwarded';
}

/** `trustProxy` as given (true = one balancer; a number; or hops and header) → TrustedHops, or undefined when off. */
export function trustedHops(trustProxy: boolean | number | Partial<TrustedHops> | undefined): TrustedHops | undefined {
  if (trustProxy === undefined || trustProxy === false) return undefined;
  const given = typeof trustProxy === 'object' ? trustProxy : { hops: trustProxy === true ? 1 : trustProxy };
  const hops = given.hops ?? 1;
  if (!Number.isInteger(hops) || hops < 0) throw new TypeError('createCashierProxy: trustProxy must be true, false or a whole number of proxies (0 = none)');
  return hops === 0 ? undefined : { hops, header: given.header ?? 'x-forwarded-for' };
}

/**
 * The address the farthest trusted proxy received the request from: the `hops`-th entry
 * from the right. With fewer entries than hops, every entry was written by a trusted
 * proxy, so the left-most one is the farthest known. Undefined when the header is absent.
 */
export function forwardedClient(headers: Headers, trust: TrustedHops): string | undefined {
  const entries = trust.header === 'forwarded' ? forwardedFor(headers.get('Forwarded')) : xForwardedFor(headers.get('X-Forwarded-For'));
  if (entries.length === 0) return undefined;
  const entry = entries[Math.max(0, entries.length - trust.hops)]!;
  return normalizeAddress(entry);
}

/** X-Forwarded-For's entries, left to right (several headers are joined with commas by fetch). */
function xForwardedFor(value: string | null): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/** RFC 7239: each comma-separated element's `for=` parameter (quoted or not); an element without one counts as `unknown`. */
function forwardedFor(value: string | null): string[] {
  if (!value) return [];
  return value.split(',').map((element) => {
    const pair = element.split(';').map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('for='));
    return pair ? pair.slice(4).trim().replace(/^"(.*)"$/, '$1') : 'unknown';
  });
}

/**
 * One key per client: the port dropped (`1.2.3.4:5678`, `[2001:db8::1]:443`), an
 * IPv4-mapped IPv6 address as IPv4, and an IPv6 address cut to its /64, since one
 * subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function normalizeAddress(raw: string): string {
  let text = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped) return mapped[1]!;
  return text.includes(':') ? ipv6Prefix64(text) : text;
}

/** The first four groups of an IPv6 address, `::` expanded: `2001:db8:0:0::/64`. Anything unparsable is returned as is. */
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.split('%')[0]!.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return address;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
