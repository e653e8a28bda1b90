import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { RecoveryReport } from '../../modules/wallet/recovery';
import { JobLeases } from './job-leases';
import { startJob, type RunningJob } from './scheduler';

export interface BackgroundWork {
  recovery: { run(): Promise<RecoveryReport> };
  rounds: { sync(): Promise<{ provider: string; error?: string | null | undefined }[]> };
  rewards: { run(): Promise<unknown> };
}

export interface JobIntervals {
  recoveryIntervalMs: number;
  roundsSyncIntervalMs: number;
  rewardsIntervalMs: number;
}

/**
 * The server's background jobs (issue 14: each runs once per due time across every copy):
 * - transfer recovery (ARCHITECTURE § Money), at start and on its interval: transfers left in
 *   doubt by a crash or a silent provider are settled or reversed;
 * - the bet-feed ingest (issue 8): every provider's settled rounds into game_rounds;
 * - rewards (issue 9): invite accruals and refund offers.
 * Each job is also safe to run twice (it writes each row once), so a run repeated after a
 * takeover changes nothing. Returns the stop: timers end and runs in progress finish.
 */
export function startBackgroundJobs(
  db: Db,
  work: BackgroundWork,
  every: JobIntervals,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): () => Promise<void> {
  // the database's clock, not `now` (a test clock may move back; copies' clocks differ)
  const leases = new JobLeases(db, `${os.hostname()}:${process.pid}`);
  const jobs: RunningJob[] = [
    startJob(
      leases,
      {
        name: 'transfer-recovery',
        everyMs: every.recoveryIntervalMs,
        atStart: true,
        run: async () => {
          const report = await work.recovery.run();
          if (Object.values(report).some((n) => n > 0))
            log.info({ recovery: report }, 'transfers recovered');
        },
      },
      log,
    ),
    startJob(
      leases,
      {
        name: 'bet-feed',
        everyMs: every.roundsSyncIntervalMs,
        run: async () => {
          for (const r of await work.rounds.sync()) {
            if (r.error) log.warn({ provider: r.provider, error: r.error }, 'bet feed not read');
          }
        },
      },
      log,
    ),
    startJob(
      leases,
      {
        name: 'rewards',
        everyMs: every.rewardsIntervalMs,
        run: async () => void (await work.rewards.run()),
      },
      log,
    ),
  ];
  return async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  };
}
