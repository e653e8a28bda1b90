import type { SiteAccounts, SlipChecker, SlipVerdict } from '../interface';
import { judge, unavailable } from '../judge';
import { verifyPayload } from './client';
import { easySlipConfigProblems, type EasySlipConfig } from './config';

/** Account states (403) that no retry fixes: quota, IP allow-list, a branch switched off. */
const QUOTA_OR_ACCOUNT = new Set([
  'QUOTA_EXCEEDED',
  'IP_NOT_ALLOWED',
  'BRANCH_INACTIVE',
  'SERVICE_BANNED',
  'SERVICE_DELETED',
  'MISSING_API_KEY',
  'INVALID_API_KEY',
]);

/**
 * EasySlip v2 (integrations/slip-verification.md) by the mini QR's payload, with
 * `checkDuplicate: true`. Its answers: 200 `isDuplicate` → SLIP_REFNO_DUPLICATED (a flag, not an
 * error, in v2); 404 SLIP_NOT_FOUND → INVALID_SLIP; a found slip is judged by us (receiver by
 * visible digits and name, §9 age). 401/403 (key, quota, IP, branch) → waits SLIP_CHECK_QUOTA;
 * 5xx, VALIDATION_ERROR, NOT_FOUND (a wrong path), timeouts → waits SLIP_CHECK_UNAVAILABLE; both
 * raise the alert. Our UNIQUE on bank + reference stays the last word on duplicates.
 */
export class EasySlipChecker implements SlipChecker {
  readonly name = 'easyslip';
  constructor(
    private readonly siteAccounts: SiteAccounts,
    private readonly config: EasySlipConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    // checked at start: a bad setting stops the server naming it
    const problems = easySlipConfigProblems(config);
    if (problems.length) throw new Error(`EasySlip settings: ${problems.join('; ')}`);
  }

  async check({ slip, qr }: Parameters<SlipChecker['check']>[0]): Promise<SlipVerdict> {
    if (!qr) return null;
    const answer = await verifyPayload(this.config, qr.payload, `deposit ${slip.id}`);
    if (answer.kind === 'failed') return unavailable(`easyslip: ${answer.detail}`);
    if (answer.kind === 'error') {
      if (answer.code === 'SLIP_NOT_FOUND') return { ok: false, code: 'INVALID_SLIP' };
      return unavailable(
        `easyslip: ${answer.code} (HTTP ${answer.status})`,
        QUOTA_OR_ACCOUNT.has(answer.code),
      );
    }
    const { data } = answer;
    if (data.isDuplicate) return { ok: false, code: 'SLIP_REFNO_DUPLICATED' };
    const raw = data.rawSlip;
    const account = raw.receiver?.account;
    return judge(
      {
        transRef: raw.transRef,
        amount: data.amountInSlip ?? raw.amount?.amount ?? Number.NaN,
        at: Date.parse(raw.date),
        receiver: {
          account: account?.bank?.account ?? null,
          names: [account?.name?.th, account?.name?.en],
        },
      },
      qr,
      { siteAccounts: this.siteAccounts, now: this.now },
    );
  }
}
