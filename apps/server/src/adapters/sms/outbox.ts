import { desc } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { smsOutbox } from './tables';
import type { SmsSender } from './interface';

/**
 * The local default: messages are written to the `sms_outbox` table instead of a phone network,
 * and an operator reads them with `npm run operator -- sms`. Nothing is delivered to a phone.
 */
export class OutboxSmsSender implements SmsSender {
  readonly name = 'outbox';
  constructor(private readonly db: Db) {}

  async send({ phone, text }: { phone: string; text: string }): Promise<void> {
    await this.db.insert(smsOutbox).values({ phone, text });
  }

  async list(limit: number) {
    const rows = await this.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
    return rows.map((r) => ({
      id: String(r.id),
      phone: r.phone,
      text: r.text,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
