import type { FastifyBaseLogger } from 'fastify';
import type { RecoveryReport } from './recovery';

/**
 * Runs transfer recovery once at start and then every `intervalMs` (0: only at start), never two
 * runs at once in this process. Returns the stop function (called on shutdown).
 */
export function startRecoveryJob(
  recovery: { run(): Promise<RecoveryReport> },
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): () => void {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= recovery
      .run()
      .then((report) => {
        if (Object.values(report).some((n) => n > 0))
          log.info({ recovery: report }, 'transfers recovered');
      })
      .catch((err: unknown) => log.error({ err }, 'transfer recovery failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  void tick();
  const timer = intervalMs > 0 ? setInterval(tick, intervalMs) : undefined;
  timer?.unref();
  return () => clearInterval(timer);
}
