import {
  BAHT_ONLY_METHODS,
  QR_CURRENCY,
  toMinor,
  type Currency,
  type QrBank,
} from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import type { SettingsService } from './service';

/** Minor units in one kip (our ledger keeps two decimals for every currency). */
const MINOR = 100;
/** Figures set once in baht are rounded to this many kip for a LAK member (round numbers). */
const KIP_ROUNDING = 1_000;

/** A method a member can deposit with: a QR provider or the TrueMoney link. */
export type DepositMethodCode = QrBank | 'truelink';

/** The currency a deposit method's money is in (decision 021; integrations/lao-payments.md). */
export function methodCurrency(method: DepositMethodCode): Currency {
  return method === 'truelink' ? 'BAHT' : QR_CURRENCY[method];
}

/**
 * A member deposits only with methods of their wallet's currency: a LAK member asking for a
 * PromptPay QR would pay a baht QR (tag 53 = 764) whose amount the ledger would credit as kip.
 */
export function assertMethodCurrency(method: DepositMethodCode, currency: Currency): void {
  if (methodCurrency(method) !== currency) {
    throw new AppError('METHOD_CURRENCY', 409, `${method} is ${methodCurrency(method)}`);
  }
}

/** Thai-only methods (PromptPay, TrueMoney, WW, E2P) exist for baht members only. */
export function isBahtOnly(method: string): boolean {
  return (BAHT_ONLY_METHODS as readonly string[]).includes(method);
}

/** Kip is paid in whole kip (integrations/lao-payments.md: tag 54 without decimals). */
export function assertWholeKip(currency: Currency, minor: number): void {
  if (currency === 'LAK' && minor % MINOR !== 0) throw new AppError('AMOUNT_WHOLE_KIP', 400);
}

/**
 * The figures of each currency (decision 021): the baht ones are the settings spec §9 names
 * (deposit.minimum, withdraw.min…), the kip ones their `.LAK` twins. Figures set once for every
 * member (bonus amounts and caps, wheel prizes) are kept in baht and converted for a LAK member
 * by currency.kipPerBaht, rounded to 1,000 kip.
 */
export class CurrencyFigures {
  constructor(private readonly settings: SettingsService) {}

  /** Who has no wallet yet (a guest on the deposit lookup): the deployment's currency. */
  async defaultCurrency(): Promise<Currency> {
    return (await this.settings.get('site.deployment')) === 'LA' ? 'LAK' : 'BAHT';
  }

  /** Deposit minimum and maximum (wire units of the currency; maximum null: none). */
  async deposit(currency: Currency): Promise<{ minimum: number; maximum: number | null }> {
    if (currency === 'LAK') {
      const s = await this.settings.getMany(['deposit.minimum.LAK', 'deposit.maximum.LAK']);
      return { minimum: s['deposit.minimum.LAK'], maximum: s['deposit.maximum.LAK'] };
    }
    const s = await this.settings.getMany(['deposit.minimum', 'deposit.maximum']);
    return { minimum: s['deposit.minimum'], maximum: s['deposit.maximum'] };
  }

  async withdraw(currency: Currency): Promise<{ min: number; max: number }> {
    if (currency === 'LAK') {
      const s = await this.settings.getMany(['withdraw.min.LAK', 'withdraw.max.LAK']);
      return { min: s['withdraw.min.LAK'], max: s['withdraw.max.LAK'] };
    }
    const s = await this.settings.getMany(['withdraw.min', 'withdraw.max']);
    return { min: s['withdraw.min'], max: s['withdraw.max'] };
  }

  /** Invite caps and the friend's minimum turnover, in minor units of the currency. */
  async invite(currency: Currency) {
    const lak = currency === 'LAK';
    const s = await this.settings.getMany([
      lak ? 'invite.capPerInvitee.LAK' : 'invite.capPerInvitee',
      lak ? 'invite.capPerMonth.LAK' : 'invite.capPerMonth',
      lak ? 'invite.minTurnover.LAK' : 'invite.minTurnover',
    ]);
    const v = Object.values(s) as (number | null)[];
    const minor = (x: number | null) => (x === null ? null : toMinor(x));
    return { capPerInvitee: minor(v[0]!), capPerMonth: minor(v[1]!), minTurnover: toMinor(v[2]!) };
  }

  /** Refund minimum and maximum in minor units of the currency (maximum null: none). */
  async refund(currency: Currency): Promise<{ minimum: number; maximum: number | null }> {
    if (currency === 'LAK') {
      const s = await this.settings.getMany(['refund.minimum.LAK', 'refund.maximum.LAK']);
      const max = s['refund.maximum.LAK'];
      return {
        minimum: toMinor(s['refund.minimum.LAK']),
        maximum: max === null ? null : toMinor(max),
      };
    }
    const s = await this.settings.getMany(['refund.minimum', 'refund.maximum']);
    const max = s['refund.maximum'];
    return { minimum: toMinor(s['refund.minimum']), maximum: max === null ? null : toMinor(max) };
  }

  /** Coins per deposit and per turnover (wire units of the currency, null: none). */
  async coins(
    currency: Currency,
  ): Promise<{ perDeposit: number | null; perTurnover: number | null }> {
    if (currency === 'LAK') {
      const s = await this.settings.getMany([
        'spinwheel.coinPerDeposit.LAK',
        'spinwheel.coinPerTurnover.LAK',
      ]);
      return {
        perDeposit: s['spinwheel.coinPerDeposit.LAK'],
        perTurnover: s['spinwheel.coinPerTurnover.LAK'],
      };
    }
    const s = await this.settings.getMany([
      'spinwheel.coinPerDeposit',
      'spinwheel.coinPerTurnover',
    ]);
    return {
      perDeposit: s['spinwheel.coinPerDeposit'],
      perTurnover: s['spinwheel.coinPerTurnover'],
    };
  }

  /** QR quick amounts of a provider, in its currency. */
  async qrQuickAmounts(bank: QrBank, fallback: readonly number[]): Promise<number[]> {
    if (bank === 'BCEL') return this.settings.get('deposit.qrQuickAmounts.LAK');
    return [...fallback];
  }

  /**
   * A figure set in baht (minor units), in the member's currency (minor units): itself for baht,
   * times currency.kipPerBaht rounded to 1,000 kip (never below 1,000 kip when it was not 0).
   */
  async fromBaht(bahtMinor: number, currency: Currency): Promise<number> {
    if (currency === 'BAHT' || bahtMinor === 0) return bahtMinor;
    return kipFromBaht(bahtMinor, await this.settings.get('currency.kipPerBaht'));
  }
}

/** Pure form of CurrencyFigures.fromBaht for a known rate (minor units in and out). */
export function kipFromBaht(bahtMinor: number, kipPerBaht: number): number {
  if (bahtMinor === 0) return 0;
  const kip = (Math.abs(bahtMinor) / MINOR) * kipPerBaht;
  const rounded = Math.max(KIP_ROUNDING, Math.round(kip / KIP_ROUNDING) * KIP_ROUNDING);
  return Math.sign(bahtMinor) * rounded * MINOR;
}
