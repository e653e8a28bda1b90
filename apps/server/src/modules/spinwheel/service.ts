import { sql } from 'drizzle-orm';
import { SPIN_WHEEL, type Locale, type SpinPrize, type SpinRecord } from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { rows, withTx } from '../../kernel/db/rows';
import { AppError } from '../../kernel/lib/app-error';
import type { LedgerAccounts } from '../../kernel/ledger/accounts';
import { InsufficientFunds } from '../../kernel/ledger/errors';
import type { MoneyGuards } from '../../kernel/ledger/guards';
import type { Ledger } from '../../kernel/ledger/ledger';
import type { SettingsService } from '../settings/module';
import type { CoinService } from './coins';
import type { CouponService } from './coupons';
import { drawSlice, hashSeed, newClientSeed, newServerSeed } from './fairness';
import { wheelView, type WheelVersions } from './wheel';

interface SeedRow {
  id: string;
  server_seed: string;
  seed_hash: string;
  client_seed: string;
  next_nonce: number;
}

/**
 * Spins and their provably fair seeds (issue 10, docs/decisions/012). One spin is one
 * transaction: the member's seed row is locked (spins of one member queue), one coin leaves the
 * coin account (never below zero), the draw is HMAC(serverSeed, clientSeed:nonce) on the live
 * version's weights, the spin row records everything that recomputes it, and the prize is issued.
 */
export class SpinService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly accounts: LedgerAccounts,
    private readonly settings: SettingsService,
    private readonly wheels: WheelVersions,
    private readonly coins: CoinService,
    private readonly guards: MoneyGuards,
    private readonly coupons: CouponService,
  ) {}

  async isActive(): Promise<boolean> {
    return (await this.settings.get('spinwheel.enabled')) && (await this.wheels.live()) !== null;
  }

  async requireActive(): Promise<void> {
    if (!(await this.isActive())) throw new AppError('SPINWHEEL_INACTIVE', 409);
  }

  async earnRule() {
    const s = await this.settings.getMany([
      'spinwheel.coinPerDeposit',
      'spinwheel.coinPerTurnover',
    ]);
    return {
      perDeposit: s['spinwheel.coinPerDeposit'],
      perTurnover: s['spinwheel.coinPerTurnover'],
    };
  }

  async setup(memberId: number, locale: Locale) {
    await this.requireActive();
    const [wheel, userCoin, fairness, earn] = await Promise.all([
      this.wheels.requireLive(),
      this.coins.balance(memberId),
      this.fairness(memberId),
      this.earnRule(),
    ]);
    return {
      result: {
        activeSpinwheel: wheelView(wheel, locale),
        userCoin,
        fairness,
        earn,
        coinsPerSpin: SPIN_WHEEL.coinsPerSpin,
      },
    };
  }

  /** The seed pair in use (created on first sight): its hash, client seed and next nonce. */
  async fairness(memberId: number) {
    const seed = await this.seedInUse(memberId, this.db, false);
    return { seedHash: seed.seed_hash, clientSeed: seed.client_seed, nonce: seed.next_nonce };
  }

  private async seedInUse(memberId: number, db: Db, lock: boolean): Promise<SeedRow> {
    const select = () =>
      rows<SeedRow>(
        db,
        sql`SELECT id::text, server_seed, seed_hash, client_seed, next_nonce FROM spin_seeds
            WHERE member_id = ${memberId} AND revealed_at IS NULL
            ${lock ? sql`FOR UPDATE` : sql``}`,
      );
    const [found] = await select();
    if (found) return found;
    const serverSeed = newServerSeed();
    await db.execute(
      sql`INSERT INTO spin_seeds (member_id, server_seed, seed_hash, client_seed)
          VALUES (${memberId}, ${serverSeed}, ${hashSeed(serverSeed)}, ${newClientSeed()})
          ON CONFLICT DO NOTHING`,
    );
    const [created] = await select();
    return created!;
  }

  async spin(memberId: number, locale: Locale) {
    // the live version is read in the transaction below (SPINWHEEL_INACTIVE when there is none)
    if (!(await this.settings.get('spinwheel.enabled'))) {
      throw new AppError('SPINWHEEL_INACTIVE', 409);
    }
    await this.guards.check({ memberId, action: 'spin' });
    // read before the transaction: a coupon prize is written inside it (coupons.write)
    const kipPerBaht = await this.coupons.kipRate();
    return withTx(this.db, async (tx) => {
      // decided here, with the member locked before the seed (decision 019)
      const guard = await this.guards.inside(tx, { memberId, action: 'spin' });
      const seed = await this.seedInUse(memberId, tx, true);
      const wheel = await this.wheels.requireLive(tx);
      const slices = wheel.definition.slices;
      // read after the seed lock: this member's other spins have committed or wait behind us
      const account = await this.accounts.coinAccount(memberId, tx);
      const before = Number(account.balance);
      const cost = SPIN_WHEEL.coinsPerSpin;
      if (before < cost) throw new AppError('NO_COIN', 409);
      const nonce = seed.next_nonce;
      const { draw, index } = drawSlice(
        seed.server_seed,
        seed.client_seed,
        nonce,
        slices.map((s) => s.weight),
      );
      const slice = slices[index]!;
      const prize: SpinPrize = slice.prize;
      const won = prize.kind === 'coins' ? prize.coins : 0;
      const after = before - cost + won;
      const [spin] = await rows<{ id: string }>(
        tx,
        sql`INSERT INTO spins (member_id, wheel_version, seed_id, seed_hash, client_seed, nonce,
              draw, slice_index, slice_code, coins_before, coins_after, prize)
            VALUES (${memberId}, ${wheel.version}, ${seed.id}, ${seed.seed_hash}, ${seed.client_seed},
              ${nonce}, ${draw}, ${index}, ${slice.code}, ${before}, ${after},
              ${JSON.stringify(prize)}::jsonb)
            RETURNING id::text`,
      );
      await tx.execute(
        sql`UPDATE spin_seeds SET next_nonce = next_nonce + 1 WHERE id = ${seed.id}`,
      );
      const issuer = await this.accounts.systemAccount('coin_issuer', 'COIN', '', tx);
      const move = async (kind: 'spin' | 'spin_coins', coins: number) =>
        this.ledger.post(
          {
            kind,
            source: { kind: 'spin', id: spin!.id },
            memberId,
            memo: slice.code,
            guard,
            postings: [
              { accountId: account.id, amount: coins },
              { accountId: issuer.id, amount: -coins },
            ],
          },
          tx,
        );
      try {
        await move('spin', -cost);
      } catch (error) {
        // the ledger's rule is the backstop of the check above
        if (error instanceof InsufficientFunds) throw new AppError('NO_COIN', 409);
        throw error;
      }
      if (won > 0) await move('spin_coins', won);
      const couponId =
        prize.kind === 'coupon'
          ? (
              await this.coupons.write(
                tx,
                {
                  memberId,
                  wheelVersion: wheel.version,
                  slice,
                  spinId: spin!.id,
                  reason: null,
                },
                kipPerBaht,
              )
            ).couponId
          : null;
      return {
        success: true as const,
        result: {
          code: slice.code,
          label: slice.label[locale],
          remainingCoin: after,
          spinId: spin!.id,
          prize,
          couponId,
          sliceIndex: index,
          wheelVersion: wheel.version,
          seedHash: seed.seed_hash,
          clientSeed: seed.client_seed,
          nonce,
        },
        error: null,
      };
    });
  }

  /**
   * Reveals the seed in use and starts a new pair with the member's client seed, nonce 0. The
   * revealed seed lets them recompute every spin made with it.
   */
  async rotate(memberId: number, clientSeed: string) {
    return withTx(this.db, async (tx) => {
      const old = await this.seedInUse(memberId, tx, true);
      await tx.execute(sql`UPDATE spin_seeds SET revealed_at = now() WHERE id = ${old.id}`);
      const serverSeed = newServerSeed();
      const seedHash = hashSeed(serverSeed);
      await tx.execute(
        sql`INSERT INTO spin_seeds (member_id, server_seed, seed_hash, client_seed)
            VALUES (${memberId}, ${serverSeed}, ${seedHash}, ${clientSeed})`,
      );
      return {
        revealed: { serverSeed: old.server_seed, seedHash: old.seed_hash, spins: old.next_nonce },
        fairness: { seedHash, clientSeed, nonce: 0 },
      };
    });
  }

  /** The member's spins, newest first, with the server seed once revealed. */
  async history(memberId: number, page: number, limit: number, locale: Locale) {
    const [[total], list] = await Promise.all([
      rows<{ n: string }>(
        this.db,
        sql`SELECT COUNT(*)::text AS n FROM spins WHERE member_id = ${memberId}`,
      ),
      rows<{
        id: string;
        created_at: string | Date;
        wheel_version: number;
        seed_hash: string;
        server_seed: string | null;
        client_seed: string;
        nonce: number;
        draw: number;
        slice_code: string;
        slice_index: number;
        coins_before: string;
        coins_after: string;
        prize: SpinPrize;
        definition: { slices: { code: string; label: Record<Locale, string> }[] };
      }>(
        this.db,
        sql`SELECT s.id::text, s.created_at, s.wheel_version, s.seed_hash,
              CASE WHEN k.revealed_at IS NULL THEN NULL ELSE k.server_seed END AS server_seed,
              s.client_seed, s.nonce, s.draw, s.slice_code, s.slice_index,
              s.coins_before::text, s.coins_after::text, s.prize, w.definition
            FROM spins s JOIN spin_seeds k ON k.id = s.seed_id
            JOIN wheel_versions w ON w.version = s.wheel_version
            WHERE s.member_id = ${memberId}
            ORDER BY s.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      ),
    ]);
    const spins: SpinRecord[] = list.map((r) => ({
      _id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      wheelVersion: r.wheel_version,
      seedHash: r.seed_hash,
      serverSeed: r.server_seed,
      clientSeed: r.client_seed,
      nonce: r.nonce,
      draw: Number(r.draw),
      code: r.slice_code,
      label: r.definition.slices[r.slice_index]?.label[locale] ?? r.slice_code,
      coinsBefore: Number(r.coins_before),
      coinsAfter: Number(r.coins_after),
      prize: r.prize,
    }));
    return { spins, total: Number(total?.n ?? 0) };
  }

  /** Recomputes a recorded spin from its seed and its wheel version (operator `spin:verify`). */
  async verify(spinId: number) {
    const [r] = await rows<{
      id: string;
      phone: string;
      wheel_version: number;
      seed_hash: string;
      server_seed: string;
      revealed: boolean;
      client_seed: string;
      nonce: number;
      draw: number;
      slice_code: string;
    }>(
      this.db,
      sql`SELECT s.id::text, m.phone, s.wheel_version, s.seed_hash, k.server_seed,
            k.revealed_at IS NOT NULL AS revealed, s.client_seed, s.nonce, s.draw, s.slice_code
          FROM spins s JOIN spin_seeds k ON k.id = s.seed_id JOIN members m ON m.id = s.member_id
          WHERE s.id = ${spinId}`,
    );
    if (!r) throw new AppError('NO_DATA', 404);
    const wheel = (await this.wheels.version(r.wheel_version))!;
    const slices = wheel.definition.slices;
    const again = drawSlice(
      r.server_seed,
      r.client_seed,
      r.nonce,
      slices.map((s) => s.weight),
    );
    const hashMatches = hashSeed(r.server_seed) === r.seed_hash;
    const recomputed = { draw: again.draw, code: slices[again.index]!.code };
    return {
      spinId: r.id,
      phone: r.phone,
      wheelVersion: r.wheel_version,
      seedHash: r.seed_hash,
      serverSeed: r.server_seed,
      revealed: r.revealed,
      clientSeed: r.client_seed,
      nonce: r.nonce,
      hashMatches,
      recorded: { draw: Number(r.draw), code: r.slice_code },
      recomputed,
      ok: hashMatches && recomputed.code === r.slice_code && recomputed.draw === Number(r.draw),
    };
  }
}
