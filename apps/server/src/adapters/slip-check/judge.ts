import type { SiteAccounts, SlipVerdict } from './interface';
import { receiverIsOurs, type SlipReceiver } from './masked-account';

/** §9: a slip uploaded more than 1 hour after the transfer is EXPIRED_SLIP. */
export const SLIP_MAX_AGE_MS = 3_600_000;

/** A transfer dated this far in the future is a clock problem, not a slip to credit. */
const FUTURE_SKEW_MS = 5 * 60_000;

/** The bank's record of a transfer, as any verification service reports it. */
export interface VerifiedTransfer {
  transRef: string;
  /** Baht, as the service sends it (a float). */
  amount: number;
  /** Epoch ms of the transfer (NaN when unreadable). */
  at: number;
  receiver: SlipReceiver;
}

export interface JudgeOptions {
  siteAccounts: SiteAccounts;
  now: () => Date;
  maxAgeMs?: number | undefined;
}

/**
 * What a verified transfer means for our slip (spec §5, §8, §9), the same for every service:
 * another reference than the QR's → UNSTABLE_REFNO_ON_SLIP; a receiver that is not ours
 * (visible digits at their positions, the name where shown) → DEST_ACC_INVALID; older than an
 * hour → EXPIRED_SLIP; else approved with the amount. A receiver we cannot compare waits.
 */
export async function judge(
  transfer: VerifiedTransfer,
  qr: { transRef: string },
  options: JudgeOptions,
): Promise<SlipVerdict> {
  if (!Number.isFinite(transfer.amount) || !(transfer.amount > 0)) {
    return { ok: null, waits: 'SLIP_CHECK_UNAVAILABLE', alert: true, detail: 'no amount' };
  }
  if (transfer.transRef !== qr.transRef) return { ok: false, code: 'UNSTABLE_REFNO_ON_SLIP' };
  const receiver = receiverIsOurs(transfer.receiver, await options.siteAccounts());
  if (receiver === 'different') return { ok: false, code: 'DEST_ACC_INVALID' };
  const now = options.now().getTime();
  if (!Number.isFinite(transfer.at) || now - transfer.at > (options.maxAgeMs ?? SLIP_MAX_AGE_MS)) {
    return { ok: false, code: 'EXPIRED_SLIP' };
  }
  if (transfer.at - now > FUTURE_SKEW_MS) {
    return { ok: null, waits: 'SLIP_CHECK_UNAVAILABLE', alert: true, detail: 'dated ahead' };
  }
  if (receiver === 'unknown') {
    const detail = `receiver ${transfer.receiver.account ?? 'not shown'}`;
    return { ok: null, waits: 'SLIP_RECEIVER_UNCLEAR', alert: false, detail };
  }
  // baht floats: whole satang (integrations/slip-verification.md)
  return { ok: true, amount: Math.round(transfer.amount * 100) / 100 };
}

/** A service failure: the slip waits for staff, and the alert is raised. */
export function unavailable(detail: string, quota = false): SlipVerdict {
  return {
    ok: null,
    waits: quota ? 'SLIP_CHECK_QUOTA' : 'SLIP_CHECK_UNAVAILABLE',
    alert: true,
    detail,
  };
}
