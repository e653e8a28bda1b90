import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_SATANG, parseAmount } from './amount';

describe('parseAmount', () => {
  it('reads amounts with and without thousands commas into satang', () => {
    expect(parseAmount('1,500.00')).toBe(150000);
    expect(parseAmount('1500.00')).toBe(150000);
    expect(parseAmount('12450.75')).toBe(1245075);
    expect(parseAmount('18,402.10')).toBe(1840210);
    expect(parseAmount('1,234,567.89')).toBe(123456789);
    expect(parseAmount('0.29')).toBe(29); // no floating-point drift (0.29 * 100 = 28.999…)
    expect(parseAmount('0.00')).toBe(0);
    expect(parseAmount('99,999,999.99')).toBe(MAX_AMOUNT_SATANG);
  });

  it.each([
    '',
    '5',
    '5.0',
    '0.001',
    '1.005',
    '-5.00',
    '+5.00',
    '1e9',
    '1E3.00',
    '1,2345.00',
    '1,00.00',
    ',100.00',
    '100,.00',
    '1 000.00',
    '100,000,000.00',
    '1,000,000,000.00',
    '99999999999999999999.00',
    'NaN',
    'Infinity',
    '๑๐๐.๐๐',
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});
