/**
 * The merchant's own return addresses (successRedirectUrl, failedRedirectUrl, the
 * management page) come from the proxy, not the acquirer's allow-list; still, only
 * http(s) may reach an href or location.assign — never javascript:, data: or credentials.
 */
export function safeHttpUrl(value: string | undefined, base?: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, base ?? (typeof location === 'undefined' ? undefined : location.href));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url.href;
}
