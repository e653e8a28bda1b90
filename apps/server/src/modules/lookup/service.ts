import { QR_BANKS, type Locale, type ResponseOf, type api } from '@wallet/contract';
import type { SettingsService } from '../settings/service';
import { pick } from '../settings/localized';
import { AnswerMemo } from './answer-memo';
import { isWithinDailyHours } from './daily-hours';

type Lookup = typeof api.lookup;
type Answer<K extends keyof Lookup> = Promise<ResponseOf<Lookup[K]>>;

/** Answers every GET /api/lookup/* of spec §7 from the settings store, in the caller's language. */
export class LookupService {
  private readonly memo = new AnswerMemo();

  constructor(
    private readonly settings: SettingsService,
    private readonly now: () => Date = () => new Date(),
    /** The key clients seal TrueMoney links with (docs/decisions/008; not a secret). */
    private readonly truelinkKey: string = '',
  ) {}

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

  async withdraw(): Answer<'withdraw'> {
    const s = await this.settings.getMany(['withdraw.min', 'withdraw.max']);
    return this.memo.of('withdraw', Object.values(s), () => ({
      withdrawMin: s['withdraw.min'],
      withdrawMax: s['withdraw.max'],
    }));
  }

  async deposit(locale: Locale): Answer<'deposit'> {
    const s = await this.settings.getMany([
      'deposit.accounts',
      'deposit.wallets',
      'deposit.isManual',
      'deposit.minimum',
      'deposit.maximum',
      'deposit.qrExpireMinutes',
      'deposit.qrGateways',
    ]);
    return this.memo.of(`deposit:${locale}`, Object.values(s), () => ({
      banks: s['deposit.accounts'],
      wallets: s['deposit.wallets'],
      isManual: s['deposit.isManual'],
      minimumDeposit: s['deposit.minimum'],
      maximumDeposit: s['deposit.maximum'],
      qrExpireMinutes: s['deposit.qrExpireMinutes'],
      truelinkKey: this.truelinkKey,
      qrGateways: QR_BANKS.map((code) => ({
        code,
        name: pick(s['deposit.qrGateways'][code], locale),
      })),
    }));
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
