import { parseQr } from './emvco';

export interface OneProof {
  /** BCEL's proof type (tag 33/02). */
  type: string;
  /** The receipt's ticket number (tag 33/03): what makes a proof unique. */
  ticket: string;
  /** The bank's transaction reference (tag 33/04). */
  fccref: string;
}

/**
 * The QR of a BCEL One transfer receipt ("OneProof"), read strictly: a right CRC (either form),
 * `00`=01, tag 33 marked `BCEL` (or `ONEPROOF`), and a ticket and a reference present. promptparse's
 * `bcelOneProof` returns a result for any EMVCo string whose `00` is 01 (its check joins the
 * markers with && where || was meant: a Thai PromptPay QR passes), so it is not used.
 * A proof can only be read, not verified with BCEL: staff confirm it (integrations/lao-payments.md).
 */
export function readOneProof(payload: string): OneProof | null {
  const qr = parseQr(payload);
  if (!qr || qr.fields.get('00') !== '01') return null;
  const marker = qr.sub('33', '00');
  if (marker !== 'BCEL' && marker !== 'ONEPROOF') return null;
  const ticket = qr.sub('33', '03')?.trim() ?? '';
  const fccref = qr.sub('33', '04')?.trim() ?? '';
  if (!ticket || !fccref) return null;
  return { type: qr.sub('33', '02') ?? '', ticket, fccref };
}
