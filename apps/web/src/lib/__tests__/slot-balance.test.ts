import { describe, expect, it } from 'vitest';
import { slot } from '@/testing/wallet-fixtures';
import { formatTime } from '../format-date';
import { notReadNow, totalBalance } from '../slot-balance';

describe('game balances on home (spec §2)', () => {
  it('counts the open games whose balance was not read just now; closed ones never count', () => {
    const slots = [
      slot('pg', { isActive: true, amount: 100, readAt: '2026-11-24T07:03:22.000Z' }),
      slot('joker2', { isActive: true, amount: 40, unavailable: true }),
      slot('usun', { isActive: false, unavailable: true }),
    ];
    expect(notReadNow(slots)).toBe(1);
    expect(notReadNow(slots.slice(0, 1))).toBe(0);
    // the total still counts the last known amount of the one not read
    expect(totalBalance(10, slots)).toBe(150);
  });

  it('says when a balance was read as HH:mm:ss in site time', () => {
    expect(formatTime('2026-11-24T07:03:22.000Z')).toBe('14:03:22');
    expect(formatTime('2026-11-24T17:00:00.000Z')).toBe('00:00:00');
    expect(formatTime('not a date')).toBe('');
  });
});
