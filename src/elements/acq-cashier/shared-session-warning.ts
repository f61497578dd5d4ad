/**
 * Two connected cashiers on one session (the page placed it twice, or kept an old element
 * beside a new one) each run their own flow: after one has paid, the other still offers
 * Pay (the proxy answers with the same attempt, so nothing is charged twice, but the
 * shopper sees two cashiers disagree). The developer is told once per session, in the
 * console. Session code only: the first screen has no run to compare.
 */
const runs = new Map<Element, string>();
const told = new Set<string>();

/** The run the host has started (`endpoint|session`), or none (undefined: it stopped). */
export function noteRun(host: Element, key: string | undefined, session: string | undefined): void {
  if (key === undefined || !session) return void runs.delete(host);
  runs.set(host, key);
  if (told.has(key)) return;
  for (const [other, running] of runs) {
    if (other === host || running !== key || !other.isConnected) continue;
    told.add(key);
    console.warn(
      `acq-cashier: two <acq-cashier> elements show session "${session}" at once. Each runs its own flow, so one can still offer Pay after the other has paid: show a session in one element (remove the old one, or give the new one a new session).`,
    );
    return;
  }
}
