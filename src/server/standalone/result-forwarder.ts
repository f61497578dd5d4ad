import type { Logger } from '../log/logger.js';
import type { ResultListener } from '../results/result-listener.js';
import { RESULT_SIGNATURE_HEADER, signResult } from './result-signature.js';

/**
 * The standalone proxy's onResult: POSTs each SessionResult as JSON to the shop's URL,
 * signed with the result secret (`X-ACQ-Cashier-Signature`, verifyResultSignature; never
 * the API key or the webhook secret), retried with backoff on a network error or a non-2xx answer.
 * The shop must treat it idempotently by sessionId + attempt + status.
 */
export function forwardResults(options: { url: string; secret: string; fetch?: typeof fetch; log: Logger; tries?: number }): ResultListener {
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  const tries = options.tries ?? 4;
  return async (result) => {
    const body = JSON.stringify(result);
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await send(options.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [RESULT_SIGNATURE_HEADER]: signResult(options.secret, body) },
          body,
          // A redirect is the receiver's misconfiguration: never re-send a signed result elsewhere.
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        });
        await res.body?.cancel();
        if (res.ok) return;
        if (res.status >= 300 && res.status < 400) throw new Error(`HTTP ${res.status}: results are not sent to a redirect's location`);
        throw new Error(`HTTP ${res.status}`);
      } catch (error) {
        options.log({ level: 'warn', msg: 'result delivery failed', sessionId: result.sessionId, attempt, error: (error as Error).message });
        if (attempt >= tries) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * 4 ** (attempt - 1)));
      }
    }
  };
}
