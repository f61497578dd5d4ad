export * from './brand.js';
export * from './number.js';
export * from './expiry.js';
export * from './validate.js';
