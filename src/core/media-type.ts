/**
 * What a request body is, read from its headers the same way by the proxy and the
 * sandbox: the media type without its parameters (`application/json; charset=utf-8` is
 * JSON; `application/json-seq` and `application/jsonx` are not), and whether it arrives
 * encoded (gzip…), which neither reads: such a body is refused, never read as if plain.
 */

/** A Content-Type header's media type, lower-cased, without parameters ('' for none). */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether the body is JSON: `application/json`, with any parameters. */
export function isJsonMediaType(contentType: string | null | undefined): boolean {
  return mediaTypeOf(contentType) === 'application/json';
}

/** Whether a Content-Encoding header says the body is encoded (anything but none or `identity`). */
export function isEncodedBody(contentEncoding: string | null | undefined): boolean {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  return encoding !== '' && encoding !== 'identity';
}
