import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { lineReasonText, payerText } from '../line-text';

const t = i18n.t.bind(i18n);
const text = (state: Parameters<typeof lineReasonText>[1]['state'], reason: string | null) =>
  lineReasonText(t, { state, reason });

/** Every reason code the server gives a line has words of its own. */
describe('line reason texts', () => {
  it('words each waiting reason', () => {
    expect(text('waiting', 'no-member')).toBe("No member's registered account matches the payer");
    expect(text('waiting', 'several-members')).toBe('Several members match the payer');
    expect(text('waiting', 'stale')).toBe('Arrived too late after the time in the text');
    expect(text('waiting', 'no-payer')).toBe('The text does not show the payer');
    expect(text('waiting', 'not-our-account')).toBe('Not one of our deposit accounts');
    expect(text('waiting', 'manual-account')).toBe('Deposit account is not in automatic mode');
    expect(text('waiting', 'statement-only')).toBe(
      'On the bank statement, but no device forwarded it',
    );
    expect(text('waiting', 'held:DEPOSIT_LIMIT')).toBe(
      'Held for review by a guard (DEPOSIT_LIMIT)',
    );
    expect(text('waiting', 'refused:BANK_LINE_AMOUNT')).toBe(
      'Refused: This bank line shows no amount: enter the amount received.',
    );
    expect(text('waiting', 'refused:SOME_NEW_CODE')).toBe('Refused: SOME_NEW_CODE');
  });

  it('words unparsed and ignored lines, and keeps staff reasons as written', () => {
    expect(text('unparsed', null)).toBe('No known bank format');
    expect(text('unparsed', 'parser error')).toBe('No known bank format (parser error)');
    expect(text('ignored', 'otp')).toBe('One-time code');
    expect(text('ignored', 'outgoing')).toBe('Money out');
    expect(text('dismissed', 'stale')).toBe('stale');
    expect(text('assigned', 'slip in chat')).toBe('slip in chat');
    expect(text('credited', null)).toBe('—');
  });

  it('shows the payer as the text does', () => {
    expect(payerText({ bank: 'KBANK', digits: '4417' })).toBe('KBANK x-4417');
    expect(payerText({ bank: 'SCB', name: 'SOMCHAI J' })).toBe('SCB SOMCHAI J');
    expect(payerText({})).toBeNull();
    expect(payerText(null)).toBeNull();
  });
});
