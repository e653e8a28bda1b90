import {
  decryptTruelink,
  fromMinor,
  toMinor,
  truelinkVoucher,
  type MoneyMovedResponse,
} from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import type { LedgerAccounts } from '../../kernel/ledger/accounts';
import type { MemberRepo } from '../../kernel/members/repo';
import type { SettingsService } from '../settings/module';
import { assertMethodCurrency, assertWholeKip, CurrencyFigures } from '../settings/module';
import type { DepositRow, DepositService } from './service';

/**
 * Redeems a TrueMoney gift voucher. The default answers null: an operator redeems it by hand
 * and approves the deposit with the amount (`deposit:approve`).
 */
export interface VoucherRedeemer {
  readonly name: string;
  redeem(deposit: DepositRow, link: string): Promise<{ amount: number } | null>;
}

export const reviewQueueRedeemer: VoucherRedeemer = { name: 'review', redeem: async () => null };

/** spec §7 wallet add (a manual deposit notice) and truelink (docs/decisions/008). */
export class DepositIntake {
  private readonly noticeListeners: ((deposit: DepositRow) => Promise<void>)[] = [];

  constructor(
    private readonly members: MemberRepo,
    private readonly settings: SettingsService,
    private readonly accounts: LedgerAccounts,
    private readonly deposits: DepositService,
    private readonly truelinkKey: string,
    private readonly redeemer: VoucherRedeemer,
    private readonly figures: CurrencyFigures = new CurrencyFigures(settings),
  ) {}

  private async member(memberId: number) {
    const member = await this.members.byId(memberId);
    if (!member) throw new AppError('NO_USER', 404);
    return member;
  }

  private async answer(memberId: number, currency: 'BAHT' | 'LAK'): Promise<MoneyMovedResponse> {
    const wallet = await this.accounts.memberAccount(memberId, 'wallet', currency);
    return { message: 'OK', wallet: { amount: fromMinor(Number(wallet.balance)) } };
  }

  /**
   * Called after a notice is stored, before its answer (the bank feed pairs it with a line seen,
   * issue 26); a listener handles its own failures.
   */
  onNotice(listener: (deposit: DepositRow) => Promise<void>): void {
    this.noticeListeners.push(listener);
  }

  /** A member says they transferred `amount` (minor units); an operator checks it with the bank. */
  async notice(memberId: number, amount: number): Promise<MoneyMovedResponse> {
    const member = await this.member(memberId);
    // the minimum of the member's currency, as the deposit lookup shows it (decision 021)
    assertWholeKip(member.currency, amount);
    const minimum = toMinor((await this.figures.deposit(member.currency)).minimum);
    if (amount <= 0 || amount < minimum) throw new AppError('DEPOSIT_MINIMUM', 400);
    const deposit = await this.deposits.create({
      memberId,
      currency: member.currency,
      method: 'notice',
      channel: 'MANUAL',
      source: null,
      amount,
    });
    if (deposit) for (const listener of this.noticeListeners) await listener(deposit);
    return this.answer(memberId, member.currency);
  }

  /** A gift voucher link, sealed by the client with the published key; each voucher once. */
  async truelink(memberId: number, sealed: string): Promise<MoneyMovedResponse> {
    const member = await this.member(memberId);
    // TrueMoney is a Thai wallet in baht: never credited to a kip wallet (decision 021)
    assertMethodCurrency('truelink', member.currency);
    const link = await decryptTruelink(sealed, this.truelinkKey);
    const voucher = link === null ? null : truelinkVoucher(link);
    if (!link || !voucher) throw new AppError('TRUELINK_INVALID', 400);
    const deposit = await this.deposits.create({
      memberId,
      currency: member.currency,
      method: 'truelink',
      channel: 'TRUEMONEY',
      source: voucher,
      detail: link,
    });
    if (!deposit) throw new AppError('TRUELINK_DUPLICATE', 409);
    const redeemed = await this.redeemer.redeem(deposit, link).catch(() => null);
    if (redeemed)
      await this.deposits
        .approve(deposit.id, redeemed.amount, 'the voucher redeemed this amount')
        .catch(() => undefined);
    return this.answer(memberId, member.currency);
  }
}
