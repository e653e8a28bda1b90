import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from './tables';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** SQL for members; rules live in the service. */
export class MemberRepo {
  /**
   * Read on almost every member call: built once. No name of its own: the pool's clients name it
   * like every other statement (decision 035), so DATABASE_PREPARED_STATEMENTS rules it too.
   */
  private readonly byIdQuery;

  constructor(private readonly db: Db) {
    this.byIdQuery = db
      .select()
      .from(members)
      .where(eq(members.id, sql.placeholder('id')))
      .prepare('');
  }

  async byPhone(phone: string): Promise<MemberRow | undefined> {
    const [row] = await this.db.select().from(members).where(eq(members.phone, phone));
    return row;
  }

  async byId(id: number): Promise<MemberRow | undefined> {
    const [row] = await this.byIdQuery.execute({ id });
    return row;
  }

  async bankAccountTaken(
    bankCode: string,
    bankAccountNo: string,
    exceptId?: number,
  ): Promise<boolean> {
    const rows = await this.db
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          eq(members.bankCode, bankCode),
          eq(members.bankAccountNo, bankAccountNo),
          exceptId ? ne(members.id, exceptId) : undefined,
        ),
      );
    return rows.length > 0;
  }

  async update(
    id: number,
    values: Partial<Pick<MemberRow, 'name' | 'bankAccountName' | 'passwordHash' | 'status'>>,
  ) {
    await this.db
      .update(members)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(members.id, id));
  }
}
