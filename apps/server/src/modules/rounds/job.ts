import type { FastifyBaseLogger } from 'fastify';
import type { RoundsIngest } from './ingest';

/**
 * Runs the bet-feed ingest every `intervalMs` (0: never on its own; `rounds:sync` still works),
 * never two runs at once in this process (RoundsIngest joins a running one). Returns the stop
 * function (called on shutdown).
 */
export function startRoundsJob(
  ingest: RoundsIngest,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): () => void {
  if (intervalMs <= 0) return () => undefined;
  const tick = () =>
    ingest
      .sync()
      .then((reports) => {
        for (const r of reports) {
          if (r.error) log.warn({ provider: r.provider, error: r.error }, 'bet feed not read');
        }
      })
      .catch((err: unknown) => log.error({ err }, 'bet feed ingest failed'));
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
