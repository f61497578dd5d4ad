/** The acquirer's merchant API shapes, the envelope, and the widget↔proxy contract. */
export * from './error-codes.js';
export * from './envelope.js';
export * from './common.js';
export * from './payment-info.js';
export * from './subscription.js';
export * from './subscription-plan.js';
export * from './subscription-change.js';
export * from './order.js';
export * from './status.js';
export * from './cashier.js';
export * from './config.js';
export * from './tokenization.js';
export * from './chargeback.js';
export * from './callbacks.js';
export * from './misc.js';
