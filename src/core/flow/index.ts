/** The cashier state machine: states, events and the pure transition function. */
export * from './state.js';
export * from './events.js';
export * from './methods.js';
export { transition, applyStatus } from './transition.js';
export { LOAD_TIMEOUT, RETURNED_UNPAID, STATUS_TIMEOUT } from './flow-errors.js';
export * from './pay-options.js';
export * from './status-change.js';
export { openPayScreen } from './pay-screen-state.js';
