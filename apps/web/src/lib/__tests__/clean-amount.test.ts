import { describe, expect, it } from 'vitest';
import { cleanAmount } from '../clean-amount';

describe('cleanAmount (what an amount field keeps)', () => {
  it.each([
    ['1500', '1500'],
    ['1,500.50', '1500.50'],
    ['฿ 2,000', '2000'],
    ['12.345', '12.34'],
    ['1.2.3', '1.23'],
    ['.5', '.5'],
    ['abc', ''],
    ['-100', '100'],
    ['１００', '100'],
    ['๑,๕๐๐.๒๕', '1500.25'],
    ['໒໐໐', '200'],
  ])('%s → %s', (typed, kept) => {
    expect(cleanAmount(typed)).toBe(kept);
  });

  it('keeps whole kip only for a kip wallet (spec §9 LAK)', () => {
    expect(cleanAmount('50,000.75', { whole: true })).toBe('50000');
    expect(cleanAmount('໕໐໐໐໐', { whole: true })).toBe('50000');
  });
});
