import { sql } from 'drizzle-orm';
import type { OperatorSlot, SlotStatus } from '@wallet/contract';
import type { GameProviders } from '../../adapters/game-providers/registry';
import type { Db } from '../../kernel/db/client';
import { rows, withTx } from '../../kernel/db/rows';
import { AppError } from '../../kernel/lib/app-error';
import type { WalletRepo } from './repo';

export interface SlotChange {
  provider?: string | undefined;
  /** null: the provider's lobby; undefined: unchanged. */
  product?: string | null | undefined;
  status?: SlotStatus | undefined;
}

type SlotLine = {
  code: string;
  name: string;
  category: OperatorSlot['category'];
  provider: string;
  product: string | null;
  enabled: boolean;
  members_with_money: number | string;
};

/**
 * The members holding money in each slot: a non-zero game balance in the ledger, or a transfer
 * of the slot still pending (either way). One (slot, member) pair per member.
 */
const HELD = sql`
  SELECT slot_code, member_id FROM ledger_accounts
    WHERE kind = 'game' AND member_id IS NOT NULL AND balance <> 0
  UNION
  SELECT slot_code, member_id FROM transfers WHERE status = 'pending'`;

const line = (r: SlotLine): OperatorSlot => ({
  code: r.code,
  name: r.name,
  category: r.category,
  provider: r.provider,
  product: r.product,
  status: r.enabled ? 'active' : 'hidden',
  membersWithMoney: Number(r.members_with_money),
});

/**
 * Which provider serves each slot, as the operator chooses it (back-office, CLI). A provider
 * change is decided inside one transaction that holds the slot row `FOR UPDATE`: no member may
 * hold money there (balance or pending transfer), and the slot's game accounts, which exist only
 * at the old provider, are closed. A transfer into the slot takes the same row `FOR SHARE` in the
 * transaction of its debit and refuses when the provider is no longer the one it is about to
 * call (transfers.ts), so the two can never both succeed.
 */
export class SlotAdmin {
  constructor(
    private readonly db: Db,
    private readonly providers: GameProviders,
    private readonly repo: WalletRepo,
  ) {}

  /** The configured adapters' names. */
  providerNames(): string[] {
    return this.providers
      .all()
      .map((p) => p.name)
      .sort();
  }

  async list(): Promise<{ slots: OperatorSlot[]; providers: string[] }> {
    const found = await rows<SlotLine>(
      this.db,
      sql`WITH held AS (${HELD})
          SELECT s.code, s.name, s.category, s.provider, s.product, s.enabled,
                 COALESCE(h.n, 0)::int AS members_with_money
            FROM game_slots s
            LEFT JOIN (SELECT slot_code, count(*)::int AS n FROM held GROUP BY slot_code) h
              ON h.slot_code = s.code
           ORDER BY s.sort_order, s.code`,
    );
    return { slots: found.map(line), providers: this.providerNames() };
  }

  /** One slot as the list shows it; undefined for an unknown code. */
  async one(code: string): Promise<OperatorSlot | undefined> {
    return (await this.list()).slots.find((s) => s.code === code);
  }

  async set(code: string, change: SlotChange): Promise<OperatorSlot & { accountsClosed: number }> {
    const result = await withTx(this.db, async (tx) => {
      // the row first: transfers into the slot wait here, or have committed their debit
      const [slot] = await rows<{ provider: string; product: string | null; enabled: boolean }>(
        tx,
        sql`SELECT provider, product, enabled FROM game_slots WHERE code = ${code} FOR UPDATE`,
      );
      if (!slot) throw new AppError('NO_GAME', 404, `no slot ${code}`);
      if (change.provider !== undefined && !this.providers.get(change.provider))
        throw new AppError('PROVIDER_NOT_CONFIGURED', 400, `no adapter ${change.provider}`);
      const provider = change.provider ?? slot.provider;
      let accountsClosed = 0;
      if (provider !== slot.provider) {
        // read after the lock: a transfer that got the row before us has committed by now
        const [held] = await rows<{ n: number | string }>(
          tx,
          sql`SELECT count(*)::int AS n FROM (${HELD}) h WHERE h.slot_code = ${code}`,
        );
        const n = Number(held?.n ?? 0);
        if (n > 0)
          throw new AppError('SLOT_PROVIDER_IN_USE', 409, `${n} members hold money`, {
            membersWithMoney: n,
          });
        // they exist only at the old provider and hold nothing: members activate again
        const closed = await rows<{ id: unknown }>(
          tx,
          sql`DELETE FROM game_accounts WHERE slot_code = ${code} RETURNING id`,
        );
        accountsClosed = closed.length;
      }
      const product = change.product === undefined ? slot.product : change.product;
      const enabled = change.status === undefined ? slot.enabled : change.status === 'active';
      const [after] = await rows<SlotLine>(
        tx,
        sql`UPDATE game_slots SET provider = ${provider}, product = ${product}, enabled = ${enabled}
             WHERE code = ${code}
         RETURNING code, name, category, provider, product, enabled,
                   (SELECT count(*) FROM (${HELD}) h WHERE h.slot_code = ${code})::int
                     AS members_with_money`,
      );
      // the audit log records what the act's transaction answers (decision 013)
      return { ...line(after!), accountsClosed };
    });
    // members see the change at once (the catalogue is cached for a second)
    this.repo.forgetCatalogue();
    return result;
  }
}
