/**
 * The elements' look at a brand image URL (the cashier's logo and product image, the card
 * form's logo) before it reaches an <img>: core/brand's httpsUrl rule (https://, at most
 * 512 characters, no spaces or control characters, no credentials), as a yes or no.
 * core/brand's own function carries a reason for each refusal, for the merchant's log:
 * in the cashier's first-load module those strings cost ~190 B gzip, this ~60 B.
 * test/elements/shared/brand-url.test.ts holds the two to the same answers.
 */
export function brandUrl(value: string | undefined): string | null {
  if (!value || value.length > 512 || /[\s\p{Cc}]/u.test(value) || !/^https:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.username || url.password ? null : url.href;
  } catch {
    return null;
  }
}
