import { isSenderOf } from './banks';
import { baac } from './baac';
import { bay } from './bay';
import { bbl } from './bbl';
import { gsb } from './gsb';
import { isOtp, neverCredits } from './ignore';
import { kbank } from './kbank';
import { ktb } from './ktb';
import type { BankParser } from './parser';
import { scb } from './scb';
import { ttb } from './ttb';
import type { NotificationInput, ParsedNotification } from './types';

export { payerMatches, type RegisteredAccount } from './match';
export * from './types';

/** Real texts are under 300 characters; anything much longer is not a bank text. */
export const MAX_TEXT_LENGTH = 1_000;

/** Each family's formats start differently, so at most one parser takes a text. */
const PARSERS: readonly BankParser[] = [kbank, scb, ktb, bbl, bay, ttb, gsb, baac];

/** One line, single spaces, no invisible characters, NFC. */
function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function parse({ sender, text, receivedAt }: NotificationInput): ParsedNotification {
  if (typeof text !== 'string' || text.length > MAX_TEXT_LENGTH * 4)
    return { kind: 'unparsed', note: 'not a bank text (too long)' };
  const t = normalise(text);
  if (!t) return { kind: 'unparsed', note: 'empty' };
  if (t.length > MAX_TEXT_LENGTH) return { kind: 'unparsed', note: 'not a bank text (too long)' };
  if (isOtp(t)) return { kind: 'ignored', reason: 'otp' };
  for (const parser of PARSERS) {
    const result = parser.parse(t, receivedAt);
    if (!result) continue;
    // Anyone can text the phone a look-alike: a bank's format counts only from that bank.
    if (!isSenderOf(parser.bank, String(sender ?? '')))
      return {
        kind: 'unparsed',
        note: `${parser.bank} format from an unexpected sender "${String(sender).slice(0, 60)}"`,
      };
    return result;
  }
  const reason = neverCredits(t);
  return reason ? { kind: 'ignored', reason } : { kind: 'unparsed' };
}

/**
 * A forwarded bank text → an incoming line, a text that must never credit, or `unparsed` (kept
 * for staff). Never throws: whatever the input, the answer is one of the three.
 */
export function parseNotification(input: NotificationInput): ParsedNotification {
  try {
    return parse(input);
  } catch {
    return { kind: 'unparsed', note: 'parser error' };
  }
}
