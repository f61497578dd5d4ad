/** When the cashier tells the page its status moved (`acq-status-change`). */
import type { FlowState } from './state.js';

/**
 * A change is a new state name or a new acquirer status: a method picked on the ready
 * screen or a repeated `processing` while confirming is no news to the merchant's page.
 */
export function isStatusChange(previous: FlowState, next: FlowState): boolean {
  if (previous.name !== next.name) return true;
  const before = 'snapshot' in previous ? previous.snapshot : undefined;
  const after = 'snapshot' in next ? next.snapshot : undefined;
  return before?.status !== after?.status || before?.acquirerStatus !== after?.acquirerStatus;
}
