/**
 * The flow's own errors. A module of their own: the pay screen (in the entry module) names
 * RETURNED_UNPAID, and the transition's code is a lazy chunk (issue 31).
 */
import type { FlowError } from './state.js';

export const LOAD_TIMEOUT: FlowError = { code: 'load_timeout', messageKey: 'error.network', retryable: true };
export const STATUS_TIMEOUT: FlowError = { code: 'status_timeout', messageKey: 'error.generic', retryable: true };
export const RETURNED_UNPAID: FlowError = { code: 'returned_unpaid', messageKey: 'cashier.returnedUnpaid', retryable: true };
