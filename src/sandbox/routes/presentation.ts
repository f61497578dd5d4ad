/** What a hosted page shows, from the parts of a create request. */
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
