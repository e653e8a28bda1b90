import type { BankDevice, BankLine } from '@wallet/contract';
import type { TFunction } from 'i18next';
import { translateCode } from '@/lib/i18n';

/** The codes a waiting line's reason can be, each with its own text (bankFeed.reasons.*). */
const WAIT_REASONS = [
  'no-member',
  'several-members',
  'stale',
  'no-payer',
  'not-our-account',
  'manual-account',
  'statement-only',
] as const;
/** Why a text never credits (bankFeed.ignored.*). */
const IGNORED_REASONS = ['outgoing', 'otp', 'card', 'cheque', 'balance', 'marketing'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * A line's reason in words: the server's codes (`no-member`, `held:<code>`, `refused:<code>`…)
 * translated, an ignored text's kind, an unparsed text's note, and staff's own reason (an assigned
 * or dismissed line) as they wrote it.
 */
export function lineReasonText(t: TFunction, line: Pick<BankLine, 'state' | 'reason'>): string {
  const reason = line.reason?.trim() ?? '';
  if (line.state === 'unparsed') {
    return reason
      ? t('bankFeed.reasons.unparsedNote', { note: reason })
      : t('bankFeed.reasons.unparsed');
  }
  if (!reason) return '—';
  if (line.state === 'assigned' || line.state === 'dismissed') return reason;
  if (line.state === 'ignored' && isOneOf(IGNORED_REASONS, reason)) {
    return t(`bankFeed.ignored.${reason}`);
  }
  if (isOneOf(WAIT_REASONS, reason)) return t(`bankFeed.reasons.${reason}`);
  const [kind, ...rest] = reason.split(':');
  const code = rest.join(':');
  if (kind === 'held' && code) return t('bankFeed.reasons.held', { code });
  if (kind === 'refused' && code)
    return t('bankFeed.reasons.refused', { text: translateCode(code) });
  return reason;
}

/** The payer as the text shows it: bank, visible digits ("x-4417"), name; null when none. */
export function payerText(payer: BankLine['payer']): string | null {
  if (!payer) return null;
  const parts = [payer.bank, payer.digits ? `x-${payer.digits}` : undefined, payer.name].filter(
    (part): part is string => Boolean(part),
  );
  return parts.length ? parts.join(' ') : null;
}

/** The receiving account: the digits the text shows, else the forwarding device's account. */
export function lineAccountText(line: BankLine, devices: ReadonlyMap<string, BankDevice>): string {
  if (line.accountDigits) return `x-${line.accountDigits}`;
  return devices.get(line.deviceId)?.accountNo ?? '—';
}

/** Lines staff may still decide: waiting or unparsed, and not yet a deposit. */
export const isOpenLine = (line: BankLine): boolean =>
  (line.state === 'waiting' || line.state === 'unparsed') && line.depositId === null;

/** A reason staff give (kept in the audit): at least 3 characters, as the hint says. */
export const reasonOk = (reason: string): boolean => reason.trim().length >= 3;
