/**
 * Prometheus metrics of the standalone proxy (prom-client, server side only: nothing in
 * the browser bundle imports this file). Requests by route pattern and status, their
 * latency, open event streams and readiness. The route is the matched pattern
 * (`/cashier/sessions/:id/pay`), never the path, so session ids do not explode the series.
 */
import type { Hono } from 'hono';
import { routePath } from 'hono/route';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CashierProxy } from './proxy.js';

export function metricsRoute(app: Hono, proxy: Pick<CashierProxy, 'openStreams' | 'readiness'>): void {
  const registry = new Registry();
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
    // The widget routes are mounted as one catch-all here: name them by their shape.
    const route = routeOf(c.req.path, routePath(c));
    requests.inc({ route, method: c.req.method, status: String(c.res.status) });
    latency.observe({ route, method: c.req.method }, (performance.now() - started) / 1000);
  });
  app.get('/metrics', async (c) => {
    const started = performance.now();
    const text = await registry.metrics();
    // The scrape's own cost, apart from the network (npm run bench reads it).
    return c.body(text, 200, { 'Content-Type': registry.contentType, 'Server-Timing': `metrics;dur=${(performance.now() - started).toFixed(3)}` });
  });
}

/** `/cashier/sessions/cs_…/pay` → `/cashier/sessions/:id/pay`; other unmatched paths → `other`. */
export function routeOf(path: string, matched: string): string {
  if (matched !== '*' && matched !== '/*') return matched;
  const session = /^(.*\/sessions)\/[^/]+(\/(?:pay|status|cancel|manage|events))?$/.exec(path);
  if (session) return `${session[1]}/:id${session[2] ?? ''}`;
  if (path.endsWith('/notify')) return path;
  return 'other';
}
