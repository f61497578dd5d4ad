/**
 * Prometheus metrics of the standalone proxy (prom-client, server side only: nothing in
 * the browser bundle imports this file). Requests by route pattern and status, their
 * latency, open event streams and readiness. Every label comes from a fixed set: the
 * route is a pattern of the route tables (the standalone app's and the proxy's
 * `routes`), anything else `other`, never the path, so neither session ids nor a
 * scanner's random paths can grow the series.
 */
import type { Hono } from 'hono';
import { routePath } from 'hono/route';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LogEntry, Logger } from '../log/logger.js';
import type { CashierProxy } from '../proxy.js';

type MetricsSource = Pick<CashierProxy, 'openStreams' | 'readiness' | 'routes'>;

export interface ProxyMetrics {
  /** Give it the proxy's log entries: acquirer calls and callbacks are counted from them. */
  observe: Logger;
  /** Registers the timing middleware and GET /metrics on the standalone app. */
  extend(app: Hono, proxy: MetricsSource): void;
}

/**
 * Acquirer calls, callbacks and CSP violations are counted from the entries the proxy
 * already logs ('acquirer call', 'callback …', 'csp violation'), so the request path
 * carries no second instrumentation.
 */
export function createProxyMetrics(): ProxyMetrics {
  const registry = new Registry();
  const acquirerCalls = new Histogram({
    name: 'acq_proxy_acquirer_call_duration_seconds',
    help: 'Each try of a call to the acquirer, by API path and outcome (HTTP status, or timeout/network)',
    labelNames: ['path', 'outcome'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const acquirerRetries = new Counter({ name: 'acq_proxy_acquirer_retries_total', help: 'Tries after the first, by API path', labelNames: ['path'], registers: [registry] });
  const callbacks = new Counter({ name: 'acq_proxy_callbacks_total', help: 'Callbacks by fate: refused, duplicate, not_applied, unknown_session', labelNames: ['fate'], registers: [registry] });
  const cspViolations = new Counter({
    name: 'acq_proxy_csp_violations_total',
    help: 'CSP violations reported to {basePath}/csp-report, by directive (a fixed list, else other) and disposition',
    labelNames: ['directive', 'disposition'],
    registers: [registry],
  });
  const observe = (entry: LogEntry) => {
    if (entry.msg === 'acquirer call') {
      const path = String(entry.path);
      acquirerCalls.observe({ path, outcome: String(entry.outcome) }, Number(entry.ms) / 1000);
      if (Number(entry.try) > 1) acquirerRetries.inc({ path });
      return;
    }
    if (entry.msg === 'csp violation') {
      // Both labels were reduced to fixed lists by cspViolations before the entry was logged.
      cspViolations.inc({ directive: String(entry.directive), disposition: String(entry.disposition) });
      return;
    }
    const fate = CALLBACK_FATES[entry.msg];
    if (fate) callbacks.inc({ fate });
  };
  return { observe, extend: (app, proxy) => registerRoutes(app, proxy, registry) };
}

const CALLBACK_FATES: Readonly<Record<string, string>> = {
  'callback refused': 'refused',
  'callback duplicate': 'duplicate',
  'callback not applied; the acquirer will send it again': 'not_applied',
  'callback for no known session': 'unknown_session',
};

function registerRoutes(app: Hono, proxy: MetricsSource, registry: Registry): void {
  const proxyRoute = routeMatcher(proxy.routes);
  const requests = new Counter({ name: 'acq_proxy_requests_total', help: 'Requests answered, by route pattern, method and status', labelNames: ['route', 'method', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'acq_proxy_request_duration_seconds',
    help: 'Time to the answer headers (an event stream: to its opening), by route pattern',
    labelNames: ['route', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({ name: 'acq_proxy_open_streams', help: 'Status event streams open now', registers: [registry], collect() { this.set(proxy.openStreams()); } });
  new Gauge({
    name: 'acq_proxy_ready',
    help: '1 when the store and the acquirer answer (the /readyz check, cached 2 s)',
    registers: [registry],
    async collect() {
      this.set((await proxy.readiness()).ready ? 1 : 0);
    },
  });
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    // The proxy is mounted as one catch-all here: its own table names its routes.
    const matched = routePath(c);
    const route = matched === '*' || matched === '/*' ? proxyRoute(c.req.path) : matched;
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
    requests.inc({ route, method, status: String(c.res.status) });
    latency.observe({ route, method }, (performance.now() - started) / 1000);
  });
  app.get('/metrics', async (c) => {
    const started = performance.now();
    const text = await registry.metrics();
    // The scrape's own cost, apart from the network (npm run bench reads it).
    return c.body(text, 200, { 'Content-Type': registry.contentType, 'Server-Timing': `metrics;dur=${(performance.now() - started).toFixed(3)}` });
  });
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Path → the first pattern of `patterns` it matches (`:name` stands for one segment),
 * else `other`: `/cashier/sessions/cs_…/pay` → `/cashier/sessions/:id/pay`.
 */
export function routeMatcher(patterns: readonly string[]): (path: string) => string {
  const compiled = patterns.map((pattern) => ({
    pattern,
    regex: new RegExp(`^${pattern.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part))).join('/')}/?$`),
  }));
  return (path) => compiled.find(({ regex }) => regex.test(path))?.pattern ?? 'other';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
