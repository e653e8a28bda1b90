import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { rows } from '../../kernel/db/rows';

/** A published wheel version as the operator lists it. */
export interface WheelVersionRow {
  version: number;
  created_at: string | Date;
  reason: string;
  slices: number;
  spins: string;
}

/** The SQL of the prize wheel's operator reads. */
export class SpinwheelRepo {
  constructor(private readonly db: Db) {}

  /** The latest 100 wheel versions, newest first, with their slice and spin counts. */
  wheelVersions(tx: Db = this.db): Promise<WheelVersionRow[]> {
    return rows<WheelVersionRow>(
      tx,
      sql`SELECT w.version, w.created_at, w.reason, jsonb_array_length(w.definition->'slices') AS slices,
            (SELECT COUNT(*) FROM spins s WHERE s.wheel_version = w.version)::text AS spins
          FROM wheel_versions w ORDER BY w.version DESC LIMIT 100`,
    );
  }
}
