import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { MIGRATIONS_FOLDER } from '../../kernel/db/client';
import { rows } from '../../kernel/db/rows';
import { withTimeout } from '../../kernel/lib/timeout';

export type NotReady = 'stopping' | 'database unreachable' | 'migrations pending';

/** How many migrations this build has (drizzle's journal beside the SQL files). */
function expectedMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * Issue 14, GET /api/ready: may a load balancer send this copy requests? Not while it stops
 * (SIGTERM sets `draining`), nor when the database does not answer within a second, nor when it
 * runs against a schema older than its code (a copy started before the migrations ran).
 */
export class Readiness {
  draining = false;
  private readonly expected = expectedMigrations();

  constructor(private readonly db: Db) {}

  async check(): Promise<{ ready: true; migrations: number } | { ready: false; reason: NotReady }> {
    if (this.draining) return { ready: false, reason: 'stopping' };
    let applied: number;
    try {
      applied = await withTimeout(this.appliedMigrations(), 1_000, () => new Error('timed out'));
    } catch {
      return { ready: false, reason: 'database unreachable' };
    }
    if (applied < this.expected) return { ready: false, reason: 'migrations pending' };
    return { ready: true, migrations: applied };
  }

  private async appliedMigrations(): Promise<number> {
    const [row] = await rows<{ n: string }>(
      this.db,
      sql`SELECT COUNT(*)::text AS n FROM drizzle.__drizzle_migrations`,
    );
    return Number(row?.n ?? 0);
  }
}
