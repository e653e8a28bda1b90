import { eq } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { fileBlobs } from './tables';
import { assertStoreKey, type FileStore } from './interface';

/**
 * Files in PostgreSQL (FILE_STORE=postgres): every server copy reads what any copy stored, with
 * no second system to run. Fit for slips and chat media at this site's volume (a few MB each,
 * thousands a day); an S3-compatible store would take over past that (docs/decisions/016).
 */
export class PostgresFileStore implements FileStore {
  readonly name = 'postgres' as const;
  constructor(private readonly db: Db) {}

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertStoreKey(key);
    await this.db.insert(fileBlobs).values({ key, data, contentType });
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    assertStoreKey(key);
    const [row] = await this.db
      .select({ data: fileBlobs.data, contentType: fileBlobs.contentType })
      .from(fileBlobs)
      .where(eq(fileBlobs.key, key));
    return row ?? null;
  }

  async remove(key: string): Promise<void> {
    assertStoreKey(key);
    await this.db.delete(fileBlobs).where(eq(fileBlobs.key, key));
  }
}
