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

/** Approve with the amount (baht), reject with a §8 code, or null: leave it to an operator. */
export type SlipVerdict = { ok: true; amount: number } | { ok: false; code: SlipReasonCode } | null;

/** The site's own deposit accounts, as a checker compares a slip's receiver with them. */
export type SiteAccounts = () => Promise<readonly { bankAccountNo: string }[]>;
