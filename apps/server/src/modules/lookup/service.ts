import {
  QR_BANKS,
  QR_QUICK_AMOUNTS,
  type Currency,
  type Locale,
  type ResponseOf,
  type api,
} from '@wallet/contract';
import type { SettingsService } from '../settings/module';
import { CurrencyFigures, methodCurrency } from '../settings/module';
import { pick } from '../settings/module';
import { AnswerMemo } from './answer-memo';
import { isWithinDailyHours } from '../../kernel/lib/daily-hours';

type Lookup = typeof api.lookup;

/** A provider's name when deposit.qrGateways has none for it (a value saved before BCEL). */
const QR_DEFAULT_NAMES = {
  BCEL: { th: 'BCEL OnePay', la: 'BCEL OnePay', en: 'BCEL OnePay' },
} as const;
type Answer<K extends keyof Lookup> = Promise<ResponseOf<Lookup[K]>>;

/** Answers every GET /api/lookup/* of spec §7 from the settings store, in the caller's language. */
export class LookupService {
  private readonly memo = new AnswerMemo();

  constructor(
    private readonly settings: SettingsService,
    private readonly now: () => Date = () => new Date(),
    /** The key clients seal TrueMoney links with (docs/decisions/008; not a secret). */
    private readonly truelinkKey: string = '',
    private readonly figures: CurrencyFigures = new CurrencyFigures(settings),
    /** The wallet currency of the member a Bearer token names; undefined: no such session. */
    private readonly memberCurrency: (token: string) => Promise<Currency | undefined> = async () =>
      undefined,
    /** A slip service checks baht slips at upload (SLIP_CHECK_PROVIDER or SLIP_CHECK_URL). */
    private readonly slipsCheckedAtOnce = false,
  ) {}

  /**
   * Whose figures a public lookup answers (decision 021): the signed-in member's currency when
   * the request carries their Bearer token, else the deployment's default. A token that is not
   * a live session is not an error here (the lookups are public): it answers the default.
   */
  async currencyFor(authorization: string | undefined): Promise<Currency> {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
    const own = token ? await this.memberCurrency(token) : undefined;
    return own ?? this.figures.defaultCurrency();
  }

  async banks(): Answer<'banks'> {
    const banks = await this.settings.get('banks');
    return this.memo.of('banks', [banks], () => ({ banks }));
  }

  async sources(locale: Locale): Answer<'sources'> {
    const sources = await this.settings.get('sources');
    return this.memo.of(`sources:${locale}`, [sources], () => ({
      sources: sources.map((s) => ({ code: s.code, description: pick(s.description, locale) })),
    }));
  }

  async conditions(locale: Locale): Answer<'conditions'> {
    const conditions = pick(await this.settings.get('conditions'), locale);
    return this.memo.of(`conditions:${locale}`, [conditions], () => ({ conditions }));
  }

  async agreements(locale: Locale): Answer<'agreements'> {
    const agreements = pick(await this.settings.get('agreements'), locale);
    return this.memo.of(`agreements:${locale}`, [agreements], () => ({ agreements }));
  }

  async info(): Answer<'info'> {
    const s = await this.settings.getMany([
      'site.name',
      'site.website',
      'site.deployment',
      'site.buddhistEra',
    ]);
    return this.memo.of('info', Object.values(s), () => ({
      name: s['site.name'],
      website: s['site.website'],
      deployment: s['site.deployment'],
      buddhistEra: s['site.buddhistEra'],
    }));
  }

  async notice(locale: Locale): Answer<'notice'> {
    const notice = pick(await this.settings.get('site.notice'), locale);
    return this.memo.of(`notice:${locale}`, [notice], () => ({ notice }));
  }

  async contact(locale: Locale): Answer<'contact'> {
    const s = await this.settings.getMany([
      'contact.text',
      'contact.lineLink',
      'contact.lineName',
      'contact.lineQR',
    ]);
    return this.memo.of(`contact:${locale}`, Object.values(s), () => ({
      contactText: pick(s['contact.text'], locale),
      lineLink: s['contact.lineLink'],
      lineName: s['contact.lineName'],
      lineQR: s['contact.lineQR'],
    }));
  }

  /** The withdrawal limits of `currency` (the member's, or the deployment's: currencyFor). */
  async withdraw(currency: Currency = 'BAHT'): Answer<'withdraw'> {
    const limits = await this.figures.withdraw(currency);
    return this.memo.of(`withdraw:${currency}`, [limits.min, limits.max], () => ({
      withdrawMin: limits.min,
      withdrawMax: limits.max,
      currency,
    }));
  }

  /**
   * The deposit methods and figures of `currency` only (decision 021): the accounts in that
   * currency, the QR providers paying in it (no PromptPay, WW or E2P for kip, no OnePay for
   * baht), the TrueMoney wallets for baht only, and that currency's minimum and maximum.
   */
  async deposit(locale: Locale, currency: Currency = 'BAHT'): Answer<'deposit'> {
    const s = await this.settings.getMany([
      'deposit.accounts',
      'deposit.wallets',
      'deposit.isManual',
      'deposit.qrExpireMinutes',
      'deposit.qrGateways',
    ]);
    const limits = await this.figures.deposit(currency);
    const bcelQuick = await this.figures.qrQuickAmounts('BCEL', []);
    const inputs = [...Object.values(s), limits.minimum, limits.maximum, bcelQuick];
    return this.memo.of(`deposit:${locale}:${currency}`, inputs, () => {
      const qrBanks = QR_BANKS.filter((code) => methodCurrency(code) === currency);
      return {
        banks: s['deposit.accounts'].filter((a) => a.currency === currency),
        // the deposit wallets are TrueMoney wallets: Thai, in baht
        wallets: methodCurrency('truelink') === currency ? s['deposit.wallets'] : [],
        isManual: s['deposit.isManual'],
        minimumDeposit: limits.minimum,
        maximumDeposit: limits.maximum,
        qrExpireMinutes: s['deposit.qrExpireMinutes'],
        truelinkKey: this.truelinkKey,
        qrGateways: qrBanks.map((code) => ({
          code,
          name: pick(s['deposit.qrGateways'][code] ?? QR_DEFAULT_NAMES.BCEL, locale),
        })),
        currency,
        // the services read Thai bank slips; a kip wallet's BCEL One receipt goes to staff
        slipsCheckedAtOnce: this.slipsCheckedAtOnce && currency === 'BAHT',
        qrQuickAmounts: qrBanks.map((code) => ({
          code,
          amounts: code === 'BCEL' ? bcelQuick : [...QR_QUICK_AMOUNTS[code]],
        })),
      };
    });
  }

  async slip(): Answer<'slip'> {
    const s = await this.settings.getMany(['slip.closedHours', 'site.timeZone']);
    const hours = s['slip.closedHours'];
    return {
      uploadOpen: !hours || !isWithinDailyHours(this.now(), hours, s['site.timeZone']),
      closedFrom: hours?.from ?? null,
      closedUntil: hours?.until ?? null,
    };
  }

  async active(locale: Locale): Answer<'active'> {
    const s = await this.settings.getMany(['site.active', 'site.notice']);
    return { terminated: !s['site.active'], notice: pick(s['site.notice'], locale) };
  }

  async registerOTP(): Answer<'registerOTP'> {
    return { registerOTP: await this.settings.get('registerOTP') };
  }

  async enableChatWidget(): Answer<'enableChatWidget'> {
    return { enableChatWidget: await this.settings.get('enableChatWidget') };
  }
}
