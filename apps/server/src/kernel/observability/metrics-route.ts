import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { rows } from '../db/rows';
import { AppError } from '../lib/app-error';
import { tokensMatch } from '../config/operator-token';
import { httpDuration, processRegistry } from './metrics';

interface Figures {
  journal_entries: string;
  deposits_waiting: string;
  deposits_oldest: string | null;
  withdrawals_waiting: string;
  withdrawals_oldest: string | null;
  transfers_in_doubt: string;
  transfers_oldest: string | null;
}

/** Ages in seconds from a timestamp column's oldest row (0 when the queue is empty). */
const ageOf = (column: string) =>
  sql.raw(`COALESCE(EXTRACT(EPOCH FROM now() - MIN(${column})), 0)::text`);

/**
 * Issue 14: GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN (as a
 * bearer token); without the token configured the route does not exist. Besides the process's
 * metrics: the ledger's size, the staff queues (deposits and withdrawals waiting, and the age of
 * the oldest), transfers in doubt, the job runs, and the database pool's connections.
 */
/** A figure a module reads at each scrape (it declares it in its module.ts, `gauges`). */
export interface ScrapeGauge {
  name: string;
  help: string;
  /** One figure, or one per label set (then `labelNames` names the labels). */
  read: () => Promise<number | { labels: Record<string, string>; value: number }[]>;
  labelNames?: string[];
}

export function metricsRoute(
  app: FastifyInstance,
  database: Database,
  token: string,
  scraped: readonly ScrapeGauge[] = [],
): void {
  app.addHook('onResponse', async (request, reply) => {
    httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const registry = new Registry();
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  // the highest id, not COUNT(*): a count scans the whole journal on every scrape, the highest
  // id is one index lookup, and rate() over it is the entries written per second
  const journal = gauge(
    'ledger_journal_entry_last_id',
    'Highest journal entry id; rises with every entry (a rolled-back transaction skips an id)',
  );
  const queue = gauge('staff_queue_items', 'Items waiting for staff', ['queue']);
  const oldest = gauge('staff_queue_oldest_seconds', 'Age of the oldest waiting item', ['queue']);
  const doubt = gauge('wallet_transfers_in_doubt', 'Game transfers not yet settled or reversed');
  const doubtAge = gauge('wallet_transfers_in_doubt_oldest_seconds', 'Oldest transfer in doubt');
  const jobRuns = gauge('job_runs', 'Runs of each background job, every copy', ['job']);
  const pool = gauge('db_pool_connections', 'Database pool connections', ['state']);
  const modules = scraped.map((g) => ({
    gauge: gauge(g.name, g.help, g.labelNames),
    read: g.read,
  }));

  const collect = async () => {
    const [f] = await rows<Figures>(
      database.db,
      sql`SELECT
            (SELECT COALESCE(MAX(id), 0) FROM journal_entries)::text AS journal_entries,
            (SELECT COUNT(*) FROM deposits WHERE status = 'processing')::text AS deposits_waiting,
            (SELECT ${ageOf('created_at')} FROM deposits WHERE status = 'processing') AS deposits_oldest,
            (SELECT COUNT(*) FROM withdrawals WHERE status = 'processing')::text AS withdrawals_waiting,
            (SELECT ${ageOf('created_at')} FROM withdrawals WHERE status = 'processing') AS withdrawals_oldest,
            (SELECT COUNT(*) FROM transfers WHERE status = 'pending')::text AS transfers_in_doubt,
            (SELECT ${ageOf('created_at')} FROM transfers WHERE status = 'pending') AS transfers_oldest`,
    );
    if (!f) return;
    journal.set(Number(f.journal_entries));
    queue.set({ queue: 'deposits' }, Number(f.deposits_waiting));
    oldest.set({ queue: 'deposits' }, Number(f.deposits_oldest ?? 0));
    queue.set({ queue: 'withdrawals' }, Number(f.withdrawals_waiting));
    oldest.set({ queue: 'withdrawals' }, Number(f.withdrawals_oldest ?? 0));
    doubt.set(Number(f.transfers_in_doubt));
    doubtAge.set(Number(f.transfers_oldest ?? 0));
    for (const job of await rows<{ name: string; runs: string }>(
      database.db,
      sql`SELECT name, runs::text AS runs FROM job_leases`,
    )) {
      jobRuns.set({ job: job.name }, Number(job.runs));
    }
    for (const m of modules) {
      const figure = await m.read();
      if (typeof figure === 'number') m.gauge.set(figure);
      else {
        m.gauge.reset();
        for (const { labels, value } of figure) m.gauge.set(labels, value);
      }
    }
    const stats = database.poolStats?.();
    if (stats) for (const [state, n] of Object.entries(stats)) pool.set({ state }, n);
  };

  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = /^Bearer [\x21-\x7e]+$/.test(header) ? header.slice(7) : '';
    if (!given || !tokensMatch(given, token)) throw new AppError('OPERATOR_UNAUTHORIZED', 401);
    await collect();
    const merged = Registry.merge([processRegistry, registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
}
