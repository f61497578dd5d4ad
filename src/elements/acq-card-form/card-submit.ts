/**
 * The hosted card page's submit: POST the card as JSON to the form's action. 200 answers
 * `{redirectUrl}`; a 4xx answers `{error: {code, message, field?}}`.
 */
import * as z from 'zod/mini';

export interface CardPayload {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

const Success = z.object({ redirectUrl: z.string() });
const Failure = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.optional(z.string()) }),
});

export type CardSubmitResult =
  | { ok: true; redirectUrl: string }
  | { ok: false; code: string; message: string; field?: string };

export type CardFetch = (input: string, init: RequestInit) => Promise<Response>;

export async function submitCard(action: string, card: CardPayload, fetchImpl: CardFetch): Promise<CardSubmitResult> {
  let response: Response;
  try {
    response = await fetchImpl(action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(card),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, code: 'network_error', message: 'network error' };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Handled below as a bad answer.
  }
  if (response.ok) {
    const parsed = Success.safeParse(body);
    return parsed.success ? { ok: true, redirectUrl: parsed.data.redirectUrl } : { ok: false, code: 'bad_response', message: 'bad answer' };
  }
  const failure = Failure.safeParse(body);
  if (!failure.success) return { ok: false, code: 'http_error', message: `HTTP ${response.status}` };
  const { code, message, field } = failure.data.error;
  return field ? { ok: false, code, message, field } : { ok: false, code, message };
}
