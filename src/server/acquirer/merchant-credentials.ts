/**
 * Is the merchant's configuration one the acquirer accepts? Asked with the merchant
 * config inquiry (cheap, read-only, needs the key and the merchant id): at the standalone
 * proxy's start and by /readyz, so that a wrong API key stops a deployment instead of
 * failing every shopper with 502s.
 */
import { describeError } from '../log/background.js';
import { MerchantMisconfiguredError } from '../errors.js';
import type { AcquirerClient } from './acquirer-client.js';
import { misconfigurationHint } from './misconfiguration-hint.js';

export type CredentialsCheck =
  | { ok: true }
  /** The acquirer refused the key, the merchant id or the version: a configuration to fix. */
  | { ok: false; refused: true; acquirerCode: string; hint: string }
  /** No verdict: the acquirer was unreachable or answered something else. */
  | { ok: false; refused: false; error: string };

export async function checkMerchantCredentials(
  acquirer: Pick<AcquirerClient, 'merchantConfigInquiry'>,
  merchantId: string,
): Promise<CredentialsCheck> {
  try {
    await acquirer.merchantConfigInquiry({ merchantId });
    return { ok: true };
  } catch (error) {
    if (error instanceof MerchantMisconfiguredError) return { ok: false, refused: true, acquirerCode: error.acquirerCode, hint: misconfigurationHint(error.acquirerCode) };
    return { ok: false, refused: false, error: describeError(error) };
  }
}
