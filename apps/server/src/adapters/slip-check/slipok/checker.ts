import type { SiteAccounts, SlipChecker, SlipVerdict } from '../interface';
import { judge, unavailable, type VerifiedTransfer } from '../judge';
import { receiverIsOurs } from '../masked-account';
import { verifyQr, type SlipOkSlip } from './client';
import { slipOkConfigProblems, type SlipOkConfig } from './config';

/** Codes of the service's own state (key, branch, package, quota): no retry fixes them. */
const QUOTA_OR_ACCOUNT = new Set([1001, 1002, 1003, 1004, 1015]);
/** The QR is not a payment slip, or no such transaction: §8 INVALID_SLIP. */
const NOT_A_SLIP = new Set([1007, 1008, 1011]);

/**
 * SlipOK (integrations/slip-verification.md) by the mini QR's data, with `log: true` (its
 * duplicate check). Its codes: 1012 → SLIP_REFNO_DUPLICATED; 1007/1008/1011 → INVALID_SLIP;
 * 1014 (not the branch's registered account) → DEST_ACC_INVALID when our own comparison of its
 * slip agrees, else waits SLIP_RECEIVER_UNCLEAR (we may have more deposit accounts than the
 * branch); 1010 (the bank asks to wait) → waits SLIP_CHECK_DELAYED; 1001–1004/1015 (key, branch,
 * package, quota) → waits SLIP_CHECK_QUOTA with the alert; 1009, 1000, 1005, 1006, 1013, 5xx,
 * timeouts → waits SLIP_CHECK_UNAVAILABLE with the alert. A found slip is judged by us.
 */
export class SlipOkChecker implements SlipChecker {
  readonly name = 'slipok';
  constructor(
    private readonly siteAccounts: SiteAccounts,
    private readonly config: SlipOkConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    // checked at start: a bad setting stops the server naming it
    const problems = slipOkConfigProblems(config);
    if (problems.length) throw new Error(`SlipOK settings: ${problems.join('; ')}`);
  }

  async check({ qr }: Parameters<SlipChecker['check']>[0]): Promise<SlipVerdict> {
    if (!qr) return null;
    const answer = await verifyQr(this.config, qr.payload);
    if (answer.kind === 'failed') return unavailable(`slipok: ${answer.detail}`);
    const options = { siteAccounts: this.siteAccounts, now: this.now };
    if (answer.kind === 'slip') return judge(transfer(answer.data), qr, options);
    const { code, data } = answer;
    const detail = `slipok: ${code} (HTTP ${answer.status})`;
    if (code === 1012) return { ok: false, code: 'SLIP_REFNO_DUPLICATED' };
    if (NOT_A_SLIP.has(code)) return { ok: false, code: 'INVALID_SLIP' };
    if (code === 1014) {
      const ours = data
        ? receiverIsOurs(transfer(data).receiver, await this.siteAccounts())
        : 'unknown';
      return ours === 'different'
        ? { ok: false, code: 'DEST_ACC_INVALID' }
        : { ok: null, waits: 'SLIP_RECEIVER_UNCLEAR', alert: false, detail };
    }
    if (code === 1010) return { ok: null, waits: 'SLIP_CHECK_DELAYED', alert: false, detail };
    return unavailable(detail, QUOTA_OR_ACCOUNT.has(code));
  }
}

function transfer(s: SlipOkSlip): VerifiedTransfer {
  return {
    transRef: s.transRef,
    amount: s.amount,
    // transTimestamp is UTC (transDate/transTime are Bangkok time)
    at: s.transTimestamp ? Date.parse(s.transTimestamp) : Number.NaN,
    receiver: {
      account: s.receiver?.account?.value ?? null,
      names: [s.receiver?.displayName, s.receiver?.name],
    },
  };
}
