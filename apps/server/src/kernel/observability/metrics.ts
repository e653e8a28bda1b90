import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * Issue 14: the process-wide Prometheus metrics (prom-client): Node's own (event-loop delay,
 * heap, handles, CPU), request latencies by route, and game provider errors. The database's
 * figures are read at each scrape by the app's own registry (metrics-route.ts).
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'API answers by route (the pattern, not the path), method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

export const providerErrors = new Counter({
  name: 'game_provider_errors_total',
  help: 'Game provider calls that failed or timed out, by provider and operation',
  labelNames: ['provider', 'operation'] as const,
  registers: [processRegistry],
});
