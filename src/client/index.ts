/** The widget's browser-side I/O: the proxy client, the status watcher, the resume store. */
export * from './proxy-client.js';
export * from './proxy-client-error.js';
export * from './watch-status.js';
export * from './resume-store.js';
