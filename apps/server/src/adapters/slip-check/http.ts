import type { SiteAccounts, SlipChecker, SlipVerdict } from './interface';
import { judge, unavailable } from './judge';
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
  data: {
    transRef: string;
    amount: number;
    date: string;
    receiver: { account: string; name?: string };
  };
}

/**
 * A generic slip-verification service over HTTP: `POST url` with the mini QR's payload
 * (`{ payload, sendingBank, transRef }`, bearer token); it answers the bank's record of the
 * transfer — amount, receiver account and date. We approve with that amount when the receiver
 * is one of the site's deposit accounts (its visible digits at their positions: masked-account)
 * and the transfer is recent; otherwise a §8 code. A slip without a readable QR is left to an
 * operator (null); a timeout or a 5xx too, with the alert raised — never rejected for our own
 * failure.
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
    } catch (error) {
      return unavailable(`http: ${error instanceof Error ? error.name : 'network'}`);
    }
    if (response.status === 404) return { ok: false, code: 'INVALID_SLIP' };
    if (!response.ok) return unavailable(`http: HTTP ${response.status}`);
    const body = (await response.json().catch(() => null)) as Verified | null;
    const data = body?.success ? body.data : undefined;
    if (!data || typeof data.amount !== 'number') return unavailable('http: no slip in the answer');
    return judge(
      {
        transRef: data.transRef,
        amount: data.amount,
        at: Date.parse(data.date),
        receiver: { account: data.receiver?.account ?? null, names: [data.receiver?.name] },
      },
      qr,
      {
        siteAccounts: this.siteAccounts,
        now: this.options.now ?? (() => new Date()),
        maxAgeMs: this.options.maxAgeMs,
      },
    );
  }
}
