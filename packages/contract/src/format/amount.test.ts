import { describe, expect, it } from 'vitest';
import { formatAmount, formatFigure } from './amount';

describe('formatAmount', () => {
  it('shows 2 decimals with thousands separators', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(1_000_000.5)).toBe('1,000,000.50');
    expect(formatAmount(999.999)).toBe('1,000.00');
    expect(formatAmount(12)).toBe('12.00');
  });

  it('handles zero and negatives', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-0)).toBe('0.00');
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatAmount(-1234.5)).toBe('-1,234.50');
  });

  it('hides float noise', () => {
    expect(formatAmount(0.1 + 0.2)).toBe('0.30');
  });

  it('shows a dash for non-numbers', () => {
    expect(formatAmount(Number.NaN)).toBe('-');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('formatAmount in kip', () => {
  it('shows whole kip with thousands separators, no decimals', () => {
    expect(formatAmount(50_000, 'LAK')).toBe('50,000');
    expect(formatAmount(20_000_000, 'LAK')).toBe('20,000,000');
    expect(formatAmount(0, 'LAK')).toBe('0');
    expect(formatAmount(-0.4, 'LAK')).toBe('0');
    expect(formatAmount(-1500, 'LAK')).toBe('-1,500');
  });

  it('rounds a fraction of a kip to the whole kip', () => {
    expect(formatAmount(1234.5, 'LAK')).toBe('1,235');
    expect(formatAmount(0.1 + 0.2, 'LAK')).toBe('0');
  });

  it('keeps baht at 2 decimals when the currency is named', () => {
    expect(formatAmount(50, 'BAHT')).toBe('50.00');
    expect(formatAmount(Number.NaN, 'LAK')).toBe('-');
  });
});

describe('formatFigure', () => {
  it('shows up to 2 decimals, none when whole, with thousands separators', () => {
    expect(formatFigure(12)).toBe('12');
    expect(formatFigure(12.5)).toBe('12.5');
    expect(formatFigure(0.125)).toBe('0.13');
    expect(formatFigure(1234.567)).toBe('1,234.57');
  });
});
