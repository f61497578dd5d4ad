/**
 * Merchant limits. Inferred: limits are compared in the payment's own currency units
 * (the sandbox has no exchange rates); the daily total counts successful and authorized
 * payments of the test clock's UTC day, minus nothing for refunds.
 */
import { fromMinor, toMinor } from './money.js';
import type { SandboxContext } from './context.js';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export function usedToday(ctx: SandboxContext): number {
  return ctx.state.dailyTotals.get(dayOf(ctx.clock.now())) ?? 0;
}

export function recordPayment(ctx: SandboxContext, amountMinor: number): void {
  const day = dayOf(ctx.clock.now());
  ctx.state.dailyTotals.set(day, (ctx.state.dailyTotals.get(day) ?? 0) + amountMinor);
}

/** Minor units of a limit in the payment's currency. */
function limitMinor(limit: string, currency: string): number {
  return toMinor(limit, currency) ?? Number.MAX_SAFE_INTEGER;
}

/** Why an amount cannot be paid now, or undefined. */
export function limitRefusal(ctx: SandboxContext, amountMinor: number, currency: string): string | undefined {
  const { transactionLimit, totalDailyLimit } = ctx.options.limits;
  if (amountMinor > limitMinor(transactionLimit, currency)) return `amount exceeds the transactionLimit ${transactionLimit}`;
  const remaining = limitMinor(totalDailyLimit, currency) - usedToday(ctx);
  if (amountMinor > remaining) return `amount exceeds the remaining daily limit ${fromMinor(Math.max(remaining, 0), currency)}`;
  return undefined;
}

/** Inferred: remainingDailyLimit is reported in the limit's own decimal format (2 decimals). */
export function merchantLimits(ctx: SandboxContext): { totalDailyLimit: string; remainingDailyLimit: string; transactionLimit: string } {
  const { transactionLimit, totalDailyLimit } = ctx.options.limits;
  const total = limitMinor(totalDailyLimit, 'EUR');
  return { totalDailyLimit, transactionLimit, remainingDailyLimit: fromMinor(Math.max(total - usedToday(ctx), 0), 'EUR') };
}
