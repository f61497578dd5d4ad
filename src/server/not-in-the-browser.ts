/**
 * What a browser bundle gets for `acq-cashier/server`, `acq-cashier/server/redis` and
 * `acq-cashier/sandbox` (package.json's "browser" condition): the proxy holds the
 * acquirer's API key and the sandbox plays the acquirer, so both run on a server. A
 * bundler refuses a named import from this file at build time ("… is not exported by
 * …/not-in-the-browser.js"); anything that still loads it fails here, saying why.
 */
throw new Error(
  "acq-cashier: acq-cashier/server and acq-cashier/sandbox run on your server (the proxy holds the acquirer's API key). In the browser, import 'acq-cashier' and set the element's endpoint to where the proxy is mounted.",
);

export {};
