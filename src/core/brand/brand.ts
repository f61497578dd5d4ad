/**
 * BrandInfo → what the widget shows: a logo URL (https:// only, or a `logo_` id the
 * proxy resolves), a plain-text display name and a product image URL (https:// only).
 * Anything else is dropped with a reason, so a bad brand never breaks the cashier.
 */
import type { ViewBrand } from '../api/cashier.js';

/** Recommended image sizes (spec), reserved in layout so images load without shift. */
export const BRAND_IMAGE_SIZES = {
  logo: { width: 40, height: 40 },
  productImage: { width: 1200, height: 630 },
} as const;

/** BrandInfo as the merchant sent it; fields are checked here whatever their type. */
export interface BrandInfoInput {
  cashierLogoUrl?: unknown;
  cashierDisplayName?: unknown;
  cashierProductImageUrl?: unknown;
}

/** A `logo_` id → its https:// URL for this session, or undefined when unknown. */
export type LogoResolver = (logoId: string) => string | undefined;

export interface BrandIssue {
  key: keyof BrandInfoInput;
  reason: string;
}

export interface ResolvedBrand {
  brand: ViewBrand;
  issues: BrandIssue[];
}

const MAX_URL_LENGTH = 512;
const MAX_DISPLAY_NAME = 128;
// Inferred: a logo id is `logo_` and URL-safe characters, as in src/core/api/shared-objects.ts (BrandInfo), whose 512-character cap the 507 here keeps.
const LOGO_ID = /^logo_[A-Za-z0-9_-]{1,507}$/;
const CONTROL = /\p{Cc}/gu;
/** Bidi embeddings, overrides and isolates: invisible, and they could reorder the text shown. */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/g;

export function resolveBrand(brandInfo: BrandInfoInput | undefined, resolveLogo?: LogoResolver): ResolvedBrand {
  const brand: ViewBrand = {};
  const issues: BrandIssue[] = [];
  if (!brandInfo) return { brand, issues };
  const report = (key: keyof BrandInfoInput, reason: string) => issues.push({ key, reason });

  const { cashierLogoUrl: logo, cashierDisplayName: name, cashierProductImageUrl: image } = brandInfo;
  if (logo !== undefined) {
    const url = typeof logo === 'string' && LOGO_ID.test(logo) ? resolveLogoId(logo, resolveLogo) : httpsUrl(logo);
    if (url.ok) brand.logoUrl = url.value;
    else report('cashierLogoUrl', url.reason);
  }
  if (name !== undefined) {
    const text = displayName(name);
    if (text.ok) brand.displayName = text.value;
    if (text.reason) report('cashierDisplayName', text.reason);
  }
  if (image !== undefined) {
    const url = httpsUrl(image);
    if (url.ok) brand.productImageUrl = url.value;
    else report('cashierProductImageUrl', url.reason);
  }
  return { brand, issues };
}

/** The widget's second look at a brand from the proxy: the same rules, logo ids already resolved. */
export function checkViewBrand(view: ViewBrand | undefined): ViewBrand {
  if (!view) return {};
  return resolveBrand({
    cashierLogoUrl: view.logoUrl,
    cashierDisplayName: view.displayName,
    cashierProductImageUrl: view.productImageUrl,
  }).brand;
}

type Checked = { ok: true; value: string; reason?: string } | { ok: false; reason: string };

function resolveLogoId(id: string, resolveLogo: LogoResolver | undefined): Checked {
  const url = resolveLogo?.(id);
  if (url === undefined) return { ok: false, reason: `logo id ${id} is not known for this session` };
  const checked = httpsUrl(url);
  return checked.ok ? checked : { ok: false, reason: `logo id ${id} resolved to a refused URL: ${checked.reason}` };
}

export function httpsUrl(value: unknown): Checked {
  if (typeof value !== 'string') return { ok: false, reason: 'must be a string' };
  if (value.length > MAX_URL_LENGTH) return { ok: false, reason: `longer than ${MAX_URL_LENGTH} characters` };
  if (/[\s\p{Cc}]/u.test(value)) return { ok: false, reason: 'contains spaces or control characters' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.protocol !== 'https:' || !value.toLowerCase().startsWith('https://')) {
    return { ok: false, reason: 'must start with https://' };
  }
  if (url.username || url.password) return { ok: false, reason: 'must not carry credentials' };
  return { ok: true, value: url.href };
}

function displayName(value: unknown): Checked {
  if (typeof value !== 'string') return { ok: false, reason: 'must be a string' };
  const clean = value.replace(BIDI_CONTROL, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  if (!clean) return { ok: false, reason: 'empty' };
  const chars = Array.from(clean);
  if (chars.length <= MAX_DISPLAY_NAME) return { ok: true, value: clean };
  const cut = chars.slice(0, MAX_DISPLAY_NAME).join('').trimEnd();
  return { ok: true, value: cut, reason: `longer than ${MAX_DISPLAY_NAME} characters; cut` };
}
