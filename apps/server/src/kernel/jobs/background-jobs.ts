import os from 'node:os';
import type { Db } from '../db/client';
import { JobLeases } from './job-leases';
import { startJob, type JobLog, type JobOptions } from './scheduler';

/**
 * The server's background jobs, as the modules declare them (transfer recovery, the bet feed,
 * rewards): each runs once per due time across every copy (issue 14) and is safe to run twice
 * (it writes each row once), so a run repeated after a takeover changes nothing. Returns the
 * stop: timers end and runs in progress finish.
 */
export function startBackgroundJobs(db: Db, jobs: readonly JobOptions[], log: JobLog) {
  // the database's clock, not `now` (a test clock may move back; copies' clocks differ)
  const leases = new JobLeases(db, `${os.hostname()}:${process.pid}`);
  const running = jobs.map((job) => startJob(leases, job, log));
  return async (): Promise<void> => {
    await Promise.all(running.map((job) => job.stop()));
  };
}
