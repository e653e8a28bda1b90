import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

const ms = (n: number) => sql`(${Math.round(n)} * interval '1 millisecond')`;

/**
 * Issue 14, jobs run once across copies (docs/decisions/017): a job's run is claimed by one
 * conditional write on its row in `job_leases`. A claim succeeds only when the job is due (its
 * last run started at least `everyMs` ago) and no lease is held; it takes a lease for `leaseMs`
 * and is released when the run ends. A copy that dies mid-run holds the lease until it runs out,
 * then the next due claim of any copy takes the job over. No connection is held while the job
 * runs, so it works the same on PGlite (one copy) and on PostgreSQL (many).
 *
 * Time is the database's (`clock_timestamp()`), one clock for every copy: copies whose clocks
 * differ, or a test clock moved back, never make a job look run in the future. A last run or a
 * lease that still lies further ahead than it could (a clock moved back by hand) counts as over.
 */
export class JobLeases {
  constructor(
    private readonly db: Db,
    /** Who holds a lease (host and process), for the operator reading the table. */
    readonly holder: string,
    /** Tests only: a clock of their own instead of the database's. */
    private readonly clock?: () => Date,
  ) {}

  private now(): SQL {
    return this.clock ? sql`${this.clock().toISOString()}::timestamptz` : sql`clock_timestamp()`;
  }

  /** True when this copy now owns one run of `name`. */
  async claim(name: string, everyMs: number, leaseMs: number): Promise<boolean> {
    const now = this.now();
    // a little slack: a copy whose timer fires a moment early still counts as on time
    const due = everyMs - Math.min(everyMs / 10, 1_000);
    const claimed = await rows<{ name: string }>(
      this.db,
      sql`INSERT INTO job_leases (name, holder, lease_until, last_run_at, runs)
          VALUES (${name}, ${this.holder}, ${now} + ${ms(leaseMs)}, ${now}, 1)
          ON CONFLICT (name) DO UPDATE
            SET holder = EXCLUDED.holder, lease_until = EXCLUDED.lease_until,
                last_run_at = EXCLUDED.last_run_at, runs = job_leases.runs + 1
            WHERE (job_leases.lease_until <= ${now}
                   OR job_leases.lease_until > ${now} + ${ms(leaseMs)})
              AND (job_leases.last_run_at <= ${now} - ${ms(due)}
                   OR job_leases.last_run_at > ${now} + ${ms(everyMs)})
          RETURNING name`,
    );
    return claimed.length === 1;
  }

  /** The run is over: the lease ends now (the next run waits until it is due). */
  async release(name: string): Promise<void> {
    await this.db.execute(
      sql`UPDATE job_leases SET lease_until = ${this.now()}
          WHERE name = ${name} AND holder = ${this.holder}`,
    );
  }

  /** How many runs of `name` were claimed so far, on every copy (tests, the cluster check). */
  async runs(name: string): Promise<number> {
    const [row] = await rows<{ runs: string }>(
      this.db,
      sql`SELECT runs::text AS runs FROM job_leases WHERE name = ${name}`,
    );
    return Number(row?.runs ?? 0);
  }
}
