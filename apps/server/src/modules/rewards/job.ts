import type { FastifyBaseLogger } from 'fastify';

/**
 * The rewards job (issue 9): invite accruals and the last period's refund offers, every
 * `intervalMs` (0: only by the operator commands), never two runs at once in this process.
 * Both write each row once (UNIQUE), so a run repeated — here or on another copy — adds nothing.
 */
export function startRewardsJob(
  work: { run(): Promise<unknown> },
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
): () => void {
  if (intervalMs <= 0) return () => undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= work
      .run()
      .catch((err: unknown) => log.error({ err }, 'rewards job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
