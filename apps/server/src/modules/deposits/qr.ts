import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { PaymentEvent } from './payment-event';
import {
  fromMinor,
  QR_MINIMUM,
  QR_OUTCOMES,
  QR_BANKS,
  toMinor,
  type QrBank,
  type QrState,
} from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { withTx } from '../../kernel/db/rows';
import { deposits, paymentEvents, qrCodes } from './tables';
import { members } from '../../kernel/members/tables';
import { AppError } from '../../kernel/lib/app-error';
import { round2 } from '../../kernel/lib/round';
import type { MemberRepo } from '../../kernel/members/repo';
import type { SettingsService } from '../settings/module';
import { assertMethodCurrency, assertWholeKip, methodCurrency } from '../settings/module';
import type { PaymentGateway } from './gateways';
import type { DepositService } from './service';

export type QrRow = typeof qrCodes.$inferSelect;

const NONE: QrState = {
  qrcodeId: null,
  hasQrcode: false,
  qrcode: null,
  amount: 0,
  expireIn: 0,
  message: '',
  receiverName: null,
  payload: null,
};

/** How long after a payment the QR view of that bank still reports it (QR_OUTCOMES). */
const PAID_NOTICE = sql`now() - interval '10 minutes'`;

export type PaymentOutcome = 'credited' | 'review' | 'duplicate' | 'unknown_qr';

/**
 * §7 QR (docs/decisions/008): one live QR per member and bank (a partial UNIQUE index), an expiry
 * from deposit.qrExpireMinutes, cancel ends it. A payment webhook credits exactly once: the event
 * id is remembered, the QR row is locked and moved from `live` to `paid`, and the deposit row
 * (UNIQUE per QR) is credited in the same transaction. A QR paid after it expired or was
 * cancelled is not credited: it waits for an operator (`deposits`, `deposit:approve`).
 */
export class QrService {
  private readonly gateways: Map<QrBank, PaymentGateway>;

  constructor(
    private readonly db: Db,
    private readonly members: MemberRepo,
    private readonly settings: SettingsService,
    private readonly deposits: DepositService,
    gateways: PaymentGateway[],
    private readonly now: () => Date,
  ) {
    this.gateways = new Map(gateways.map((g) => [g.code, g]));
  }

  /**
   * What else a credited deposit brought, in minor units (the bonus module answers a bonus
   * credited with it); null: nothing.
   */
  creditedWith: (depositId: number) => Promise<number | null> = async () => null;

  isGateway(code: string): code is QrBank {
    return (QR_BANKS as readonly string[]).includes(code) && this.gateways.has(code as QrBank);
  }

  private async expireOld(memberId: number, gateway: QrBank): Promise<void> {
    await this.db
      .update(qrCodes)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(
        and(
          eq(qrCodes.memberId, memberId),
          eq(qrCodes.gateway, gateway),
          eq(qrCodes.status, 'live'),
          lte(qrCodes.expiresAt, this.now()),
        ),
      );
  }

  private async live(memberId: number, gateway: QrBank): Promise<QrRow | undefined> {
    await this.expireOld(memberId, gateway);
    const [row] = await this.db
      .select()
      .from(qrCodes)
      .where(
        and(
          eq(qrCodes.memberId, memberId),
          eq(qrCodes.gateway, gateway),
          eq(qrCodes.status, 'live'),
        ),
      );
    return row;
  }

  private async state(row: QrRow | undefined, message = 'OK'): Promise<QrState> {
    if (!row) return NONE;
    const expireIn = Math.max(
      0,
      Math.floor((new Date(row.expiresAt).getTime() - this.now().getTime()) / 1000),
    );
    const svg = await QRCode.toString(row.payload, { type: 'svg', margin: 2, width: 240 });
    return {
      qrcodeId: row.id,
      hasQrcode: true,
      qrcode: svg,
      amount: fromMinor(row.amount),
      expireIn,
      message,
      receiverName: await this.receiverName(row.gateway),
      payload: row.payload,
    };
  }

  /** The deposit account of that bank as the settings name it, else the site's name. */
  private async receiverName(gateway: string): Promise<string> {
    const s = await this.settings.getMany(['deposit.accounts', 'site.name']);
    const account = s['deposit.accounts'].find((a) => a.bankCode === gateway);
    return account?.bankAccountName ?? s['site.name'];
  }

  async current(memberId: number, gateway: QrBank): Promise<QrState> {
    // a provider of another currency than the member's has no QR of theirs (decision 021)
    const member = await this.members.byId(memberId);
    if (member && methodCurrency(gateway) !== member.currency) return NONE;
    const live = await this.live(memberId, gateway);
    return live ? this.state(live) : this.recentlyPaid(memberId, gateway);
  }

  /**
   * No live QR: if the member's latest QR of this bank was paid a moment ago, say so (credited or
   * waiting for review), so a QR view that was showing it can tell the member the money arrived.
   */
  private async recentlyPaid(memberId: number, gateway: QrBank): Promise<QrState> {
    const [latest] = await this.db
      .select({
        id: qrCodes.id,
        status: qrCodes.status,
        amount: deposits.amount,
        deposit: deposits.status,
        depositId: deposits.id,
      })
      .from(qrCodes)
      .leftJoin(deposits, and(eq(deposits.method, 'qr'), eq(deposits.source, qrCodes.id)))
      .where(
        and(
          eq(qrCodes.memberId, memberId),
          eq(qrCodes.gateway, gateway),
          // updatedAt is written with the database's clock, so compare with it too
          gt(qrCodes.updatedAt, PAID_NOTICE),
        ),
      )
      .orderBy(desc(qrCodes.createdAt))
      .limit(1);
    if (!latest || latest.status !== 'paid' || !latest.deposit) return NONE;
    // a bonus waiting for a deposit is credited inside that deposit's transaction (decision
    // 010), so by the time the QR reads paid its bonus is known: the member is told both
    const bonus =
      latest.deposit === 'success' && latest.depositId !== null
        ? await this.creditedWith(latest.depositId)
        : null;
    return {
      ...NONE,
      qrcodeId: latest.id,
      amount: fromMinor(latest.amount ?? 0),
      message: latest.deposit === 'success' ? QR_OUTCOMES.paid : QR_OUTCOMES.review,
      // only when there is one: a plain deposit answers as before
      ...(bonus ? { bonusAmount: fromMinor(bonus) } : {}),
    };
  }

  /** `minor`: the amount in minor units (converted at the route). */
  async create(memberId: number, gateway: QrBank, minor: number): Promise<QrState> {
    const member = await this.members.byId(memberId);
    if (!member) throw new AppError('NO_USER', 404);
    // never a QR of another currency: a LAK member's PromptPay QR would say 764 (decision 021)
    assertMethodCurrency(gateway, member.currency);
    assertWholeKip(member.currency, minor);
    if (!(minor >= toMinor(QR_MINIMUM[gateway]))) {
      throw new AppError('QR_FAIL', 400, 'below minimum');
    }
    if (await this.live(memberId, gateway)) throw new AppError('QR_EXISTS', 409);
    // a OnePay QR carries its id in tags 62/01 and 62/05, at most 25 characters each
    const id = `qr_${randomBytes(gateway === 'BCEL' ? 11 : 12).toString('hex')}`;
    let payload: string;
    try {
      ({ payload } = await this.gateways.get(gateway)!.createQr({ qrcodeId: id, amount: minor }));
    } catch (error) {
      throw new AppError('QR_FAIL', 502, (error as Error).message);
    }
    const minutes = await this.settings.get('deposit.qrExpireMinutes');
    const [row] = await this.db
      .insert(qrCodes)
      .values({
        id,
        memberId,
        gateway,
        amount: minor,
        currency: member.currency,
        payload,
        expiresAt: new Date(this.now().getTime() + minutes * 60_000),
      })
      .onConflictDoNothing()
      .returning();
    // a double tap created the other one a moment ago
    if (!row) throw new AppError('QR_EXISTS', 409);
    return this.state(row);
  }

  async cancel(memberId: number, gateway: QrBank, qrcodeId: string): Promise<QrState> {
    const [row] = await this.db
      .select()
      .from(qrCodes)
      .where(
        and(eq(qrCodes.id, qrcodeId), eq(qrCodes.memberId, memberId), eq(qrCodes.gateway, gateway)),
      );
    if (!row) throw new AppError('NO_DATA', 404);
    await this.db
      .update(qrCodes)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(qrCodes.id, qrcodeId), eq(qrCodes.status, 'live')));
    return NONE;
  }

  async byId(id: string): Promise<QrRow> {
    const [row] = await this.db.select().from(qrCodes).where(eq(qrCodes.id, id));
    if (!row) throw new AppError('NO_DATA', 404);
    return row;
  }

  /** Newest QR codes with their member's phone (operator view: what `qr:pay` can pay). */
  async recent(limit: number) {
    return this.db
      .select({
        id: qrCodes.id,
        phone: members.phone,
        gateway: qrCodes.gateway,
        amount: qrCodes.amount,
        currency: qrCodes.currency,
        status: qrCodes.status,
        expiresAt: qrCodes.expiresAt,
        createdAt: qrCodes.createdAt,
      })
      .from(qrCodes)
      .innerJoin(members, eq(members.id, qrCodes.memberId))
      .orderBy(desc(qrCodes.createdAt))
      .limit(limit);
  }

  /** A verified payment event: credits, queues for review, or does nothing (a replay). */
  async paid(gateway: QrBank, event: PaymentEvent): Promise<PaymentOutcome> {
    return withTx(this.db, async (tx) => {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({
          id: `${gateway}:${event.id}`,
          gateway,
          qrcodeId: event.data.qrcodeId,
          outcome: 'pending',
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!fresh) return 'duplicate';
      const outcome = await this.apply(tx, gateway, event);
      await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, fresh.id));
      return outcome;
    });
  }

  private async apply(tx: Db, gateway: QrBank, event: PaymentEvent): Promise<PaymentOutcome> {
    const [qr] = await tx
      .select()
      .from(qrCodes)
      .where(and(eq(qrCodes.id, event.data.qrcodeId), eq(qrCodes.gateway, gateway)))
      .for('update');
    if (!qr) return 'unknown_qr';
    const paidMinor = toMinor(round2(event.data.amount));
    const inTime = qr.status === 'live' && new Date(qr.expiresAt) > this.now();
    const ok = inTime && paidMinor === qr.amount;
    const deposit = await this.deposits.create(
      {
        memberId: qr.memberId,
        currency: qr.currency,
        method: 'qr',
        channel: gateway,
        source: qr.id,
        amount: paidMinor,
        note: ok ? null : qr.status === 'cancelled' || !inTime ? 'EXPIRED_SLIP' : 'NOT_MATCH',
        detail: `QR ${qr.status}${inTime ? '' : ' (expired)'}, asked ${fromMinor(qr.amount)}, paid ${fromMinor(paidMinor)}, event ${event.id}`,
      },
      tx,
    );
    if (!deposit) return this.paidAgain(tx, gateway, qr, event, paidMinor);
    if (qr.status === 'live') {
      await tx
        .update(qrCodes)
        .set({ status: 'paid', updatedAt: sql`now()` })
        .where(eq(qrCodes.id, qr.id));
    }
    if (!ok) return 'review';
    // a limit or a break holds it for staff (issue 15); the bank has the money either way
    const done = await this.deposits.credit(tx, deposit, paidMinor);
    return done === 'credited' ? 'credited' : 'review';
  }

  /**
   * Issue 14: a QR that already has its deposit was paid again under a new event id (the same
   * event again is a replay, stopped by payment_events before this). The bank holds the member's
   * money, so it is never dropped: a deposit of its own, keyed by the event, waits for staff
   * with its reason (PAID_AGAIN) and what was asked and paid.
   */
  private async paidAgain(
    tx: Db,
    gateway: QrBank,
    qr: QrRow,
    event: PaymentEvent,
    paidMinor: number,
  ): Promise<PaymentOutcome> {
    const again = await this.deposits.create(
      {
        memberId: qr.memberId,
        currency: qr.currency,
        method: 'qr',
        channel: gateway,
        source: `${qr.id}/${event.id}`,
        amount: paidMinor,
        note: 'PAID_AGAIN',
        detail: `QR ${qr.status}, paid again: asked ${fromMinor(qr.amount)}, paid ${fromMinor(paidMinor)}, event ${event.id}`,
      },
      tx,
    );
    return again ? 'review' : 'duplicate';
  }
}
