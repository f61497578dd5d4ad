/** webUrl safety, the redirect plan per mode, and the resume record. */
export * from './web-url.js';
export * from './plan.js';
export * from './resume-record.js';
