import type { SmsSender } from '../../adapters/sms/interface';
import type { SettingsService } from '../settings/module';

export interface SmsCredit {
  /** The gateway's remaining credit; null when it could not be read. */
  credit: number | null;
  /** Below setting `sms.creditAlert`, or unreadable (a gateway we cannot ask is an alert too). */
  low: boolean;
}

/**
 * The SMS gateway's remaining credit (ThaiBulkSMS `GET /credit`), for /metrics: read at most
 * once a minute so a scraper does not call the gateway on every scrape; a failed read is not
 * kept. A fresh read below the alert is logged as a warning. Senders without credit (the outbox,
 * the generic HTTP gateway) have no figure and no alert.
 */
export class SmsCreditWatch {
  private cached: { at: number; read: Promise<SmsCredit> } | undefined;

  constructor(
    private readonly sms: SmsSender,
    private readonly settings: SettingsService,
    private readonly now: () => Date,
    private readonly warn: (figures: { credit: number | null; alertBelow: number }) => void,
    private readonly keepMs = 60_000,
  ) {}

  /** Whether the sender sells credit at all (else: no figures). */
  get applies(): boolean {
    return typeof this.sms.remainingCredit === 'function';
  }

  current(): Promise<SmsCredit> {
    if (!this.applies) return Promise.resolve({ credit: null, low: false });
    const at = this.now().getTime();
    if (!this.cached || at - this.cached.at >= this.keepMs) {
      const read = this.read();
      this.cached = { at, read };
      void read.then((r) => {
        if (r.credit === null) this.cached = undefined;
      });
    }
    return this.cached.read;
  }

  private async read(): Promise<SmsCredit> {
    const alertBelow = await this.settings.get('sms.creditAlert');
    let credit: number | null;
    try {
      credit = await this.sms.remainingCredit!();
    } catch {
      credit = null;
    }
    const low = credit === null || credit < alertBelow;
    if (low) this.warn({ credit, alertBelow });
    return { credit, low };
  }
}
