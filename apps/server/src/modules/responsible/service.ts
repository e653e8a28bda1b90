import { and, desc, eq, lte, sql } from 'drizzle-orm';
import {
  EXCLUSION_LIFT_DAYS,
  fromMinor,
  LIMIT_PERIODS,
  periodEnd,
  LIMIT_RAISE_HOURS,
  type ExclusionPeriod,
  type LimitPeriod,
  type RealityCheck,
  type ResponsibleEvent,
  type ResponsibleState,
  type TimeoutPeriod,
} from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { rows, withTx } from '../../kernel/db/rows';
import { responsibleEvents, responsiblePendingLimits, responsibleProfiles } from './tables';
import { sessions } from '../auth/module';
import { AppError } from '../../kernel/lib/app-error';
import { lockMember } from '../../kernel/ledger/member-lock';
import { hoursLater, later } from './periods';
import { bindingWindow, depositWindows, type Limits, type Window } from './windows';

type Profile = typeof responsibleProfiles.$inferSelect;
/** Who made a change: the member, or a staff login (kept in the history). */
export type Actor = 'member' | `staff:${string}`;
/** What stops money towards play now, and until when. */
export type Block = { code: 'SELF_EXCLUDED' | 'ACCOUNT_TIMEOUT'; until: Date };

const COLUMN: Record<LimitPeriod, 'dailyLimit' | 'weeklyLimit' | 'monthlyLimit'> = {
  daily: 'dailyLimit',
  weekly: 'weeklyLimit',
  monthly: 'monthlyLimit',
};
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * Responsible play (issue 15, docs/decisions/015): deposit limits, reality checks, time-outs and
 * self-exclusion. Every change is kept in `responsible_events`; the rules bite through the money
 * guard (guard.ts) and the deposit credit hold (credit-hold.ts).
 */
export class ResponsibleService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** Empties the member's games into the wallet (self-exclusion). */
    private readonly emptyGames: (memberId: number) => Promise<void>,
  ) {}

  async profile(memberId: number, db: Db = this.db): Promise<Profile | undefined> {
    const [row] = await db
      .select()
      .from(responsibleProfiles)
      .where(eq(responsibleProfiles.memberId, memberId));
    return row;
  }

  /** The profile row locked for this transaction (created when missing): limits serialise here. */
  async lock(tx: Db, memberId: number): Promise<Profile> {
    // the member lock first, as every money path takes it (decision 019)
    await lockMember(tx, memberId);
    await tx.insert(responsibleProfiles).values({ memberId }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(responsibleProfiles)
      .where(eq(responsibleProfiles.memberId, memberId))
      .for('update');
    return row!;
  }

  /** The member's row locked when they have one (members who set nothing have no limits). */
  async lockIfAny(tx: Db, memberId: number): Promise<Profile | undefined> {
    await lockMember(tx, memberId);
    const [row] = await tx
      .select()
      .from(responsibleProfiles)
      .where(eq(responsibleProfiles.memberId, memberId))
      .for('update');
    return row;
  }

  limitsOf(profile: Profile | undefined): Limits {
    return {
      daily: profile?.dailyLimit ?? null,
      weekly: profile?.weeklyLimit ?? null,
      monthly: profile?.monthlyLimit ?? null,
    };
  }

  windows(memberId: number, profile: Profile | undefined, db: Db = this.db) {
    return depositWindows(db, memberId, this.limitsOf(profile), this.now());
  }

  /** The window a deposit of `amount` (minor units) would pass now, if any: the lowest limit. */
  async limitPassed(memberId: number, profile: Profile, amount: number, db: Db = this.db) {
    const binding = bindingWindow(await this.windows(memberId, profile, db));
    return binding && amount > binding.remaining! ? binding : null;
  }

  /** A time-out or a self-exclusion in force (an ended exclusion lasts until it is lifted). */
  blockOf(profile: Profile | undefined): Block | null {
    if (!profile) return null;
    const now = this.now();
    const exclusion = this.exclusionOf(profile);
    if (exclusion && (!exclusion.liftsAt || exclusion.liftsAt > now)) {
      return { code: 'SELF_EXCLUDED', until: later(exclusion.liftsAt, exclusion.until) };
    }
    if (profile.timeoutUntil && new Date(profile.timeoutUntil) > now) {
      return { code: 'ACCOUNT_TIMEOUT', until: new Date(profile.timeoutUntil) };
    }
    return null;
  }

  private exclusionOf(profile: Profile) {
    if (!profile.exclusionUntil) return null;
    const until = new Date(profile.exclusionUntil);
    const requested = profile.exclusionLiftRequestedAt
      ? new Date(profile.exclusionLiftRequestedAt)
      : null;
    const liftsAt = requested
      ? hoursLater(later(requested, until), EXCLUSION_LIFT_DAYS * 24)
      : null;
    if (liftsAt && liftsAt <= this.now()) return null; // lifted
    return { until, requested, liftsAt };
  }

  async isExcluded(memberId: number): Promise<boolean> {
    return this.blockOf(await this.profile(memberId))?.code === 'SELF_EXCLUDED';
  }

  async state(memberId: number, sessionId?: number): Promise<ResponsibleState> {
    const profile = await this.profile(memberId);
    const windows = await this.windows(memberId, profile);
    const pending = await this.db
      .select()
      .from(responsiblePendingLimits)
      .where(eq(responsiblePendingLimits.memberId, memberId));
    const binding = bindingWindow(windows);
    const exclusion = profile ? this.exclusionOf(profile) : null;
    const block = this.blockOf(profile);
    return {
      limits: windows.map(windowView),
      remaining: binding ? fromMinor(binding.remaining!) : null,
      pending: LIMIT_PERIODS.flatMap((period) => {
        const p = pending.find((row) => row.period === period);
        return p
          ? [
              {
                period,
                amount: p.amount === null ? null : fromMinor(p.amount),
                requestedAt: iso(p.requestedAt)!,
                confirmableAt: iso(p.confirmableAt)!,
              },
            ]
          : [];
      }),
      realityCheck: {
        intervalMinutes: profile?.realityMinutes ?? 0,
        sessionStartedAt: sessionId ? await this.sessionStart(sessionId) : null,
      },
      timeout: block?.code === 'ACCOUNT_TIMEOUT' ? { until: block.until.toISOString() } : null,
      exclusion: exclusion
        ? {
            until: exclusion.until.toISOString(),
            liftRequestedAt: iso(exclusion.requested),
            liftsAt: iso(exclusion.liftsAt),
          }
        : null,
    };
  }

  /**
   * New limits (minor units; null = none). RTS 12: a lower or new limit applies at once; a
   * higher or removed one waits 24 hours and then the member's confirmation.
   */
  async setLimits(memberId: number, next: Limits, actor: Actor): Promise<void> {
    const now = this.now();
    await withTx(this.db, async (tx) => {
      const profile = await this.lock(tx, memberId);
      const current = this.limitsOf(profile);
      for (const period of LIMIT_PERIODS) {
        const was = current[period];
        const want = next[period];
        // the same limit again changes nothing (a raise asked for earlier keeps waiting)
        if (want === was) continue;
        const tighter = want !== null && (was === null || want < was);
        if (tighter) {
          await tx
            .update(responsibleProfiles)
            .set({ [COLUMN[period]]: want, updatedAt: now })
            .where(eq(responsibleProfiles.memberId, memberId));
          await this.dropPending(tx, memberId, period);
          await this.record(tx, memberId, actor, 'limit_set', { period, from: was, to: want });
        } else {
          const confirmableAt = hoursLater(now, LIMIT_RAISE_HOURS);
          await tx
            .insert(responsiblePendingLimits)
            .values({ memberId, period, amount: want, requestedAt: now, confirmableAt })
            .onConflictDoUpdate({
              target: [responsiblePendingLimits.memberId, responsiblePendingLimits.period],
              set: { amount: want, requestedAt: now, confirmableAt },
            });
          await this.record(tx, memberId, actor, 'limit_raise_requested', {
            period,
            from: was,
            to: want,
            confirmableAt: confirmableAt.toISOString(),
          });
        }
      }
    });
  }

  /** The member's second confirmation of raises whose 24 hours have passed. */
  async confirmLimits(memberId: number, actor: Actor): Promise<void> {
    const now = this.now();
    await withTx(this.db, async (tx) => {
      await this.lock(tx, memberId);
      const pending = await tx
        .select()
        .from(responsiblePendingLimits)
        .where(eq(responsiblePendingLimits.memberId, memberId))
        .for('update');
      if (pending.length === 0) return;
      const due = pending.filter((p) => new Date(p.confirmableAt) <= now);
      if (due.length === 0) {
        const first = pending.map((p) => new Date(p.confirmableAt)).sort((a, b) => +a - +b)[0]!;
        throw new AppError('LIMIT_PENDING', 409, undefined, {
          confirmableAt: first.toISOString(),
        });
      }
      for (const p of due) {
        await tx
          .update(responsibleProfiles)
          .set({ [COLUMN[p.period]]: p.amount, updatedAt: now })
          .where(eq(responsibleProfiles.memberId, memberId));
        await tx
          .delete(responsiblePendingLimits)
          .where(
            and(
              eq(responsiblePendingLimits.memberId, memberId),
              eq(responsiblePendingLimits.period, p.period),
              lte(responsiblePendingLimits.confirmableAt, now),
            ),
          );
        await this.record(tx, memberId, actor, 'limit_raised', { period: p.period, to: p.amount });
      }
    });
  }

  async setRealityCheck(memberId: number, minutes: number, actor: Actor): Promise<void> {
    await withTx(this.db, async (tx) => {
      await this.lock(tx, memberId);
      await tx
        .update(responsibleProfiles)
        .set({ realityMinutes: minutes, updatedAt: this.now() })
        .where(eq(responsibleProfiles.memberId, memberId));
      await this.record(tx, memberId, actor, 'reality_check', { minutes });
    });
  }

  /** RTS 13: a break starts at once and is never shortened (a longer one extends it). */
  async takeTimeout(memberId: number, period: TimeoutPeriod, actor: Actor, reason?: string) {
    const now = this.now();
    await withTx(this.db, async (tx) => {
      const profile = await this.lock(tx, memberId);
      const current = profile.timeoutUntil ? new Date(profile.timeoutUntil) : null;
      const until = later(current, periodEnd(now, period));
      await tx
        .update(responsibleProfiles)
        .set({ timeoutUntil: until, updatedAt: now })
        .where(eq(responsibleProfiles.memberId, memberId));
      await this.record(tx, memberId, actor, 'timeout', {
        period,
        until: until.toISOString(),
        ...(reason ? { reason } : {}),
      });
    });
  }

  /** RTS 14: effective at once; the games are emptied so the balance can be withdrawn. */
  async exclude(memberId: number, period: ExclusionPeriod, actor: Actor): Promise<void> {
    const now = this.now();
    await withTx(this.db, async (tx) => {
      const profile = await this.lock(tx, memberId);
      const active = this.exclusionOf(profile);
      const until = later(active?.until ?? null, periodEnd(now, period));
      await tx
        .update(responsibleProfiles)
        .set({ exclusionUntil: until, exclusionLiftRequestedAt: null, updatedAt: now })
        .where(eq(responsibleProfiles.memberId, memberId));
      await this.record(tx, memberId, actor, 'exclusion', { period, until: until.toISOString() });
    });
    await this.emptyGames(memberId);
  }

  /** After the term, lifting needs a request and 7 days of cooling-off. */
  async requestLift(memberId: number, actor: Actor): Promise<void> {
    const now = this.now();
    await withTx(this.db, async (tx) => {
      const profile = await this.lock(tx, memberId);
      const exclusion = this.exclusionOf(profile);
      if (!exclusion || exclusion.requested) return;
      if (exclusion.until > now) {
        throw new AppError('EXCLUSION_ACTIVE', 409, undefined, {
          until: exclusion.until.toISOString(),
        });
      }
      await tx
        .update(responsibleProfiles)
        .set({ exclusionLiftRequestedAt: now, updatedAt: now })
        .where(eq(responsibleProfiles.memberId, memberId));
      await this.record(tx, memberId, actor, 'exclusion_lift_requested', {
        liftsAt: hoursLater(now, EXCLUSION_LIFT_DAYS * 24).toISOString(),
      });
    });
  }

  /** Time, stakes, payouts and net since the session began, from the bet feed's rounds. */
  async realityCheck(memberId: number, sessionId: number): Promise<RealityCheck> {
    const since = new Date((await this.sessionStart(sessionId)) ?? this.now());
    const [r] = await rows<{ rounds: string; stakes: string; payouts: string }>(
      this.db,
      sql`SELECT count(*)::text AS rounds, coalesce(sum(stake), 0)::text AS stakes,
                 coalesce(sum(payout), 0)::text AS payouts
          FROM game_rounds
          WHERE member_id = ${memberId} AND NOT void AND settled_at >= ${since.toISOString()}`,
    );
    const stakes = Number(r?.stakes ?? 0);
    const payouts = Number(r?.payouts ?? 0);
    return {
      since: since.toISOString(),
      minutes: Math.max(0, Math.floor((this.now().getTime() - since.getTime()) / 60_000)),
      rounds: Number(r?.rounds ?? 0),
      stakes: fromMinor(stakes),
      payouts: fromMinor(payouts),
      net: fromMinor(payouts - stakes),
    };
  }

  async history(memberId: number, limit = 100): Promise<ResponsibleEvent[]> {
    const list = await this.db
      .select()
      .from(responsibleEvents)
      .where(eq(responsibleEvents.memberId, memberId))
      .orderBy(desc(responsibleEvents.createdAt), desc(responsibleEvents.id))
      .limit(limit);
    return list.map((e) => ({
      at: iso(e.createdAt)!,
      actor: e.actor,
      kind: e.kind,
      detail: e.detail as Record<string, unknown>,
    }));
  }

  private async sessionStart(sessionId: number): Promise<string | null> {
    const [s] = await this.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return iso(s?.createdAt);
  }

  private async dropPending(tx: Db, memberId: number, period: LimitPeriod) {
    await tx
      .delete(responsiblePendingLimits)
      .where(
        and(
          eq(responsiblePendingLimits.memberId, memberId),
          eq(responsiblePendingLimits.period, period),
        ),
      );
  }

  private async record(
    tx: Db,
    memberId: number,
    actor: Actor,
    kind: string,
    detail: Record<string, unknown>,
  ) {
    await tx
      .insert(responsibleEvents)
      .values({ memberId, actor, kind, detail, createdAt: this.now() });
  }
}

function windowView(w: Window) {
  return {
    period: w.period,
    limit: w.limit === null ? null : fromMinor(w.limit),
    used: fromMinor(w.used),
    remaining: w.remaining === null ? null : fromMinor(w.remaining),
    freesAt: iso(w.freesAt),
  };
}
