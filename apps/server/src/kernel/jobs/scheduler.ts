import type { FastifyBaseLogger } from 'fastify';
import type { JobLeases } from './job-leases';

export interface JobOptions {
  name: string;
  /** How often the job is due (0: never on its own). */
  everyMs: number;
  /** Also once at start, when due (transfer recovery: settle what a crash left in doubt). */
  atStart?: boolean;
  /** The longest one run may hold the job; past it another copy may take over (default 20 s). */
  leaseMs?: number;
  /** One run; it reports through `log` (what it did, what it could not reach). */
  run: (log: JobLog) => Promise<void>;
}

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface RunningJob {
  /** Stops the timer and waits for a run in progress to end (shutdown). */
  stop(): Promise<void>;
}

/**
 * Runs a job when it is due, on whichever copy claims it first (JobLeases), never twice at once
 * in this process. A run's failure is logged and the job stays due at its next time.
 */
export function startJob(leases: JobLeases, job: JobOptions, log: JobLog): RunningJob {
  if (job.everyMs <= 0 && !job.atStart) return { stop: async () => undefined };
  // long enough for a slow run (the rewards job takes seconds), short enough that a copy killed
  // mid-run holds the job up for seconds, not a minute; a run outliving its lease may overlap
  // the next one, which the jobs allow (each writes its rows once)
  const leaseMs = job.leaseMs ?? Math.max(20_000, job.everyMs * 3);
  let running: Promise<void> | undefined;
  let stopped = false;
  const attempt = async () => {
    // atStart with no interval: due at once (an interval of 0 is always due)
    if (!(await leases.claim(job.name, Math.max(job.everyMs, 0), leaseMs))) return;
    try {
      await job.run(log);
    } finally {
      await leases.release(job.name);
    }
  };
  const tick = () => {
    if (stopped) return;
    running ??= attempt()
      .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  if (job.atStart) tick();
  const timer = job.everyMs > 0 ? setInterval(tick, job.everyMs) : undefined;
  timer?.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
