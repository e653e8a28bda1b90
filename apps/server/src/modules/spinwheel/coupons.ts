import { sql } from 'drizzle-orm';
import {
  fromMinor,
  toMinor,
  type Currency,
  type Locale,
  type WheelSliceDefinition,
} from '@wallet/contract';
import { kipFromBaht } from '../settings/module';
import type { Db } from '../../kernel/db/client';
import { rows, withTx } from '../../kernel/db/rows';
import { AppError } from '../../kernel/lib/app-error';
import type { LedgerAccounts } from '../../kernel/ledger/accounts';
import type { MoneyGuards } from '../../kernel/ledger/guards';
import type { Ledger } from '../../kernel/ledger/ledger';
import { payToWallet } from '../../kernel/ledger/pay-to-wallet';
import type { BonusService } from '../bonus/module';
import type { WheelVersions } from './wheel';

interface CouponRow {
  id: string;
  slice_code: string;
  amount: string;
  condition: { percentSuccess: number; percentFail: number } | null;
  created_at: string | Date;
  expires_at: string | Date;
  claimed_at: string | Date | null;
  definition: {
    name: Record<Locale, string>;
    slices: { code: string; label: Record<Locale, string> }[];
  };
}

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());
const DAY_MS = 86_400_000;

/**
 * Prize coupons (issue 10, §4 Coupon claim): a baht prize won on a spin or issued by an
 * operator, claimed once into the wallet as a `luckydraw` entry, or as a bonus when its slice
 * says so. Claims ask the money guards first (a running bonus refuses: BONUS_REMAINING).
 */
export class CouponService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly accounts: LedgerAccounts,
    private readonly bonuses: BonusService,
    private readonly guards: MoneyGuards,
    private readonly wheels: WheelVersions,
    private readonly now: () => Date,
    /** currency.kipPerBaht: a LAK member's coupon is the prize in kip (decision 021). */
    private readonly kipPerBaht: () => Promise<number> = async () => 1,
  ) {}

  /** Claimable first (soonest to expire first), then the rest newest first; §9 3 per page. */
  async list(memberId: number, page: number, limit: number, locale: Locale) {
    const now = this.now();
    const [[counts], list] = await Promise.all([
      rows<{ total: string; open: string }>(
        this.db,
        sql`SELECT COUNT(*)::text AS total,
              COUNT(*) FILTER (WHERE claimed_at IS NULL AND expires_at > ${now})::text AS open
            FROM coupons WHERE member_id = ${memberId}`,
      ),
      rows<CouponRow>(
        this.db,
        sql`SELECT c.id::text, c.slice_code, c.amount::text, c.condition, c.created_at,
              c.expires_at, c.claimed_at, w.definition
            FROM coupons c JOIN wheel_versions w ON w.version = c.wheel_version
            WHERE c.member_id = ${memberId}
            ORDER BY (c.claimed_at IS NULL AND c.expires_at > ${now}) DESC,
              CASE WHEN c.claimed_at IS NULL AND c.expires_at > ${now} THEN c.expires_at END ASC,
              c.id DESC
            LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      ),
    ]);
    return {
      total: Number(counts?.total ?? 0),
      open: Number(counts?.open ?? 0),
      coupons: list.map((c) => {
        const slice = c.definition.slices.find((s) => s.code === c.slice_code);
        const status: 'claimed' | 'expired' | 'open' = c.claimed_at
          ? 'claimed'
          : new Date(c.expires_at) <= now
            ? 'expired'
            : 'open';
        return {
          _id: c.id,
          prize: { label: slice?.label[locale] ?? c.slice_code, name: c.definition.name[locale] },
          amount: fromMinor(Number(c.amount)),
          condition: c.condition,
          status,
          createdAt: iso(c.created_at)!,
          expiresAt: iso(c.expires_at)!,
          claimedAt: iso(c.claimed_at),
        };
      }),
    };
  }

  /**
   * Claims a coupon once: the row is locked and marked claimed in the transaction that posts its
   * `luckydraw` entry (and starts its bonus), so racing taps pay once.
   */
  async claim(memberId: number, couponId: string) {
    if (!/^\d{1,18}$/.test(couponId)) throw new AppError('INVALID_CODE', 404);
    await this.guards.check({ memberId, action: 'claim' });
    return withTx(this.db, async (tx) => {
      // decided here, with the member locked before the coupon (decision 019)
      const guard = await this.guards.inside(tx, { memberId, action: 'claim' });
      const [c] = await rows<{
        id: string;
        amount: string;
        currency: Currency;
        condition: { percentSuccess: number; percentFail: number } | null;
        expires_at: string | Date;
        claimed_at: string | Date | null;
      }>(
        tx,
        sql`SELECT id::text, amount::text, currency, condition, expires_at, claimed_at
            FROM coupons WHERE id = ${couponId} AND member_id = ${memberId} FOR UPDATE`,
      );
      // another member's coupon reads as no coupon at all
      if (!c) throw new AppError('INVALID_CODE', 404);
      if (c.claimed_at) throw new AppError('NO_CLAIMABLE_COUPON', 409);
      if (new Date(c.expires_at) <= this.now()) throw new AppError('COUPON_EXPIRED', 409);
      const amount = Number(c.amount);
      const bonusId = c.condition
        ? await this.bonuses.startReward(tx, {
            memberId,
            currency: c.currency,
            code: 'LUCKYDRAW_REWARD',
            amount,
            condition: c.condition,
          })
        : null;
      await tx.execute(
        sql`UPDATE coupons SET claimed_at = now(), member_bonus_id = ${bonusId} WHERE id = ${c.id}`,
      );
      const balance = await payToWallet(this.ledger, this.accounts, tx, {
        memberId,
        currency: c.currency,
        amount,
        from: 'luckydraw',
        kind: 'luckydraw',
        source: { kind: 'coupon', id: c.id },
        guard,
      });
      return {
        message: 'COUPON_CLAIMED' as const,
        amount: fromMinor(amount),
        wallet: { amount: fromMinor(balance) },
        bonusId,
      };
    });
  }

  /**
   * An operator issues a coupon of a live slice's prize (a goodwill gesture, a contest). The
   * slice must exist (INVALID_PRIZE_CODE) and pay a coupon (INVALID_COUPON_TYPE).
   */
  async issue(memberId: number, sliceCode: string, reason: string) {
    const wheel = await this.wheels.requireLive();
    const slice = wheel.definition.slices.find((s) => s.code === sliceCode);
    if (!slice) throw new AppError('INVALID_PRIZE_CODE', 400);
    if (slice.prize.kind !== 'coupon') throw new AppError('INVALID_COUPON_TYPE', 400);
    return this.write(this.db, {
      memberId,
      wheelVersion: wheel.version,
      slice,
      spinId: null,
      reason,
    });
  }

  /** Writes a coupon of a slice's prize, in the member's currency (a spin's or an operator's). */
  /** currency.kipPerBaht now: read before a transaction that writes a coupon (see write). */
  kipRate(): Promise<number> {
    return this.kipPerBaht();
  }

  /**
   * `kipPerBaht` is passed by a caller inside a transaction: a settings read there could go to
   * the database outside the transaction, which on the embedded database (one connection) waits
   * for the transaction that waits for it.
   */
  async write(
    db: Db,
    input: {
      memberId: number;
      wheelVersion: number;
      slice: WheelSliceDefinition;
      spinId: string | null;
      reason: string | null;
    },
    kipPerBaht?: number,
  ) {
    const { prize } = input.slice;
    if (prize.kind !== 'coupon') throw new AppError('INVALID_COUPON_TYPE', 400);
    const expiresAt = new Date(this.now().getTime() + prize.validDays * DAY_MS);
    // prizes are set once, in baht; a kip wallet's coupon is worth the same in kip
    const baht = toMinor(prize.amount);
    const kip = kipFromBaht(baht, kipPerBaht ?? (await this.kipPerBaht()));
    const [row] = await rows<{ id: string }>(
      db,
      sql`INSERT INTO coupons (member_id, spin_id, wheel_version, slice_code, amount, currency,
            condition, reason, expires_at)
          SELECT ${input.memberId}, ${input.spinId}, ${input.wheelVersion}, ${input.slice.code},
            CASE WHEN m.currency = 'LAK' THEN ${kip}::bigint ELSE ${baht}::bigint END, m.currency,
            ${prize.condition ? sql`${JSON.stringify(prize.condition)}::jsonb` : sql`NULL`},
            ${input.reason}, ${expiresAt}
          FROM members m WHERE m.id = ${input.memberId}
          RETURNING id::text`,
    );
    return { couponId: row!.id, expiresAt: expiresAt.toISOString() };
  }
}
