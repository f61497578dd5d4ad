/** The acquirer's merchant API shapes, the envelope, and the widget↔proxy contract. */
export * from './error-codes.js';
export * from './envelope.js';
export * from './common.js';
export * from './payment-info.js';
export * from './subscription.js';
export * from './order.js';
export * from './status.js';
export * from './cashier.js';
