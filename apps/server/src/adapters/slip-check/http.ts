import type { SiteAccounts, SlipChecker, SlipVerdict } from './interface';
import { round2 } from '../../kernel/lib/round';
import { postJson } from '../post-json';

export interface HttpSlipCheckOptions {
  url: string;
  token: string | undefined;
  timeoutMs?: number;
  /** How old a transfer may be when its slip is uploaded (§9: within 1 hour). */
  maxAgeMs?: number;
  now?: () => Date;
}

/** The answer of the verification service for a found slip. */
interface Verified {
  success: true;
  data: { transRef: string; amount: number; date: string; receiver: { account: string } };
}

/**
 * A commercial slip-verification service over HTTP: `POST url` with the mini QR's payload
 * (`{ payload, sendingBank, transRef }`, bearer token); it answers the bank's record of the
 * transfer — amount, receiver account and date. We approve with that amount when the receiver
 * is one of the site's deposit accounts (last 4 digits, as services mask the rest) and the
 * transfer is recent; otherwise a §8 code. A slip without a readable QR, a timeout or a 5xx is
 * left to an operator (null), never rejected for our own failure.
 */
export class HttpSlipChecker implements SlipChecker {
  readonly name = 'http';
  constructor(
    private readonly siteAccounts: SiteAccounts,
    private readonly options: HttpSlipCheckOptions,
  ) {}

  async check({ qr }: Parameters<SlipChecker['check']>[0]): Promise<SlipVerdict> {
    if (!qr) return null;
    let response: Response;
    try {
      response = await postJson(
        { ...this.options, timeoutMs: this.options.timeoutMs ?? 15_000 },
        { payload: qr.payload, sendingBank: qr.sendingBank, transRef: qr.transRef },
      );
    } catch {
      return null;
    }
    if (response.status === 404) return { ok: false, code: 'INVALID_SLIP' };
    if (!response.ok) return null;
    const body = (await response.json().catch(() => null)) as Verified | null;
    const data = body?.success ? body.data : undefined;
    if (!data || typeof data.amount !== 'number' || !(data.amount > 0)) return null;
    if (data.transRef !== qr.transRef) return { ok: false, code: 'UNSTABLE_REFNO_ON_SLIP' };
    const digits = (s: string) => s.replace(/\D/g, '');
    const receiver = digits(data.receiver?.account ?? '').slice(-4);
    const accounts = await this.siteAccounts();
    if (!receiver || !accounts.some((a) => digits(a.bankAccountNo).endsWith(receiver))) {
      return { ok: false, code: 'DEST_ACC_INVALID' };
    }
    const at = Date.parse(data.date);
    const now = (this.options.now ?? (() => new Date()))().getTime();
    if (!Number.isFinite(at) || now - at > (this.options.maxAgeMs ?? 3_600_000)) {
      return { ok: false, code: 'EXPIRED_SLIP' };
    }
    return { ok: true, amount: round2(data.amount) };
  }
}
