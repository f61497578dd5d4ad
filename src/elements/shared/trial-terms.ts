/**
 * A free trial's terms under Pay: "Then €9.99 every month from 1 May 2027". The period
 * ("every month") is a subscription phrase (period-phrases.ts), which comes with the
 * subscription summary's chunk, not the entry: that chunk hands its phrasing over as it
 * evaluates, and a subscription's pay screen waits for it. Until then (server-rendered
 * HTML hydrating before the chunk is in, or a chunk that failed to load) the terms name
 * the price without its period: still true, and hydration keeps the server's words.
 */
import type { ViewPlan } from '../../core/api/cashier.js';
import type { LocalizeController } from './localize-controller.js';

export type TrialTermsPhrase = (l10n: LocalizeController, plan: ViewPlan, firstCharge: string) => string;

let phrase: TrialTermsPhrase | undefined;

/** Called by the subscription summary's module. */
export function useTrialTermsPhrase(given: TrialTermsPhrase): void {
  phrase = given;
}

export function trialTerms(l10n: LocalizeController, plan: ViewPlan, firstCharge: string): string {
  return phrase ? phrase(l10n, plan, firstCharge) : l10n.t('trial.then', { price: l10n.amount(plan.amount), date: l10n.date(firstCharge) });
}
