import { afterEach, describe, expect, it } from 'vitest';
import { pendingMoney } from '@/lib/pending-money';
import { notePendingSlip } from '../upload-slip';

afterEach(() => pendingMoney.dropAll());

const answer = { message: 'OK', qrFound: true, reviewEstimateMinutes: null };

describe('what a slip answer says about money on its way', () => {
  it('a slip credited at once is settled with the amount the answer showed', () => {
    notePendingSlip('slip:a', { ...answer, credited: true, creditedAmount: 750.25, reason: null });
    expect(pendingMoney.has('deposit')).toBe(true);
    expect(pendingMoney.arrived('deposit')).toEqual({ deposit: 75_025, bonus: 0 });
  });

  it('a slip refused at once leaves nothing coming', () => {
    notePendingSlip('slip:b', { ...answer, credited: false, reason: 'INVALID_SLIP' });
    expect(pendingMoney.has('deposit')).toBe(false);
  });

  it('a slip left to staff (no service, or it failed) is watched for a while', () => {
    notePendingSlip('slip:c', { ...answer, credited: false, reason: null });
    expect(pendingMoney.has('deposit')).toBe(true);
    expect(pendingMoney.arrived('deposit')).toBeNull();
    notePendingSlip('slip:d', answer);
    expect(pendingMoney.has('deposit')).toBe(true);
  });
});
