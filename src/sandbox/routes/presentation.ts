/** What a hosted page shows, from the parts of a create request. */
import { resolveShopperLocale } from '../../core/i18n/shopper-locale.js';
import type { Presentation } from '../state.js';

export interface PresentationSource {
  merchantId: string;
  brandInfo?: { cashierDisplayName?: string; cashierLogoUrl?: string };
  description: string;
  amount: string;
  currency: string;
  paymentInfo?: { cashierLanguage?: string; cashierAppearance?: string };
  successRedirectUrl?: string;
  failedRedirectUrl?: string;
  cancelRedirectUrl?: string;
  /** The first payment of a new subscription's trial. */
  trial?: boolean;
}

export function presentationOf(s: PresentationSource): Presentation {
  const logo = s.brandInfo?.cashierLogoUrl;
  return {
    merchantDisplayName: s.brandInfo?.cashierDisplayName || `Merchant ${s.merchantId}`,
    // A logo_ id names a logo uploaded to the acquirer; the sandbox has none to show.
    logoUrl: logo?.startsWith('https://') ? logo : undefined,
    description: s.description,
    amount: s.amount,
    currency: s.currency,
    language: s.paymentInfo?.cashierLanguage,
    appearance: s.paymentInfo?.cashierAppearance,
    successRedirectUrl: s.successRedirectUrl,
    failedRedirectUrl: s.failedRedirectUrl,
    cancelRedirectUrl: s.cancelRedirectUrl,
    ...(s.trial ? { trial: true } : {}),
  };
}

/**
 * The language a hosted page speaks: the request's cashierLanguage, else the shopper's
 * browser (the page request's Accept-Language), as an acquirer's page does. Without it the
 * page around the card form (which reads the browser itself) stayed English for a German
 * shopper whose merchant left the language to the browser.
 */
export function pageLanguage(cashierLanguage: string | undefined, acceptLanguage: string | undefined): string | undefined {
  if (cashierLanguage || !acceptLanguage) return cashierLanguage;
  return resolveShopperLocale([acceptLanguage]).lang;
}

/** The presentation in the language its page is shown in (pageLanguage). */
export function shownTo(presentation: Presentation, acceptLanguage: string | undefined): Presentation {
  const language = pageLanguage(presentation.language, acceptLanguage);
  return language === presentation.language ? presentation : { ...presentation, language };
}
