import type { SlipReasonCode } from '@wallet/contract';

/**
 * Verifies a slip (amount, receiver, date) with an outside service. The default answers null:
 * the slip waits in the operator review queue (`npm run operator -- slips`).
 */
export interface SlipChecker {
  readonly name: string;
  check(input: {
    /** The deposit the slip was uploaded for. */
    slip: { readonly id: number };
    image: Buffer;
    /** What the mini QR said; null when it could not be read. */
    qr: { sendingBank: string; transRef: string; payload: string } | null;
  }): Promise<SlipVerdict>;
}

/**
 * Approve with the amount (baht), reject with a §8 code, or leave it to an operator: null, or
 * `{ ok: null, waits }` saying why (the slip's note in the staff queue). `alert`: the service
 * failed (an error, a timeout, quota or account state) and someone should look at it.
 */
export type SlipVerdict =
  | { ok: true; amount: number }
  | { ok: false; code: SlipReasonCode }
  | { ok: null; waits: SlipWait; alert: boolean; detail: string }
  | null;

/**
 * Why a checked slip waits for staff (the deposit's note; not §8 codes, so members see no
 * bracket): the service is down or timed out, its quota or account is exhausted or blocked, the
 * bank asks to try later, or the receiver's mask cannot be compared with ours.
 */
export const SLIP_WAITS = [
  'SLIP_CHECK_UNAVAILABLE',
  'SLIP_CHECK_QUOTA',
  'SLIP_CHECK_DELAYED',
  'SLIP_RECEIVER_UNCLEAR',
] as const;
export type SlipWait = (typeof SLIP_WAITS)[number];

/** The site's own deposit accounts, as a checker compares a slip's receiver with them. */
export type SiteAccounts = () => Promise<
  readonly { bankAccountNo: string; bankAccountName?: string; currency?: string }[]
>;
