import { describe, expect, it } from 'vitest';
import { canCreateQr } from './qr';

describe('canCreateQr', () => {
  it('needs at least 1 for KBANK', () => {
    expect(canCreateQr('KBANK', 0)).toBe(false);
    expect(canCreateQr('KBANK', 0.99)).toBe(false);
    expect(canCreateQr('KBANK', 1)).toBe(true);
    expect(canCreateQr('KBANK', -10)).toBe(false);
  });

  it('needs at least 100 for WW', () => {
    expect(canCreateQr('WW', 99)).toBe(false);
    expect(canCreateQr('WW', 100)).toBe(true);
  });

  it('needs at least 50 for E2P', () => {
    expect(canCreateQr('E2P', 49.99)).toBe(false);
    expect(canCreateQr('E2P', 50)).toBe(true);
  });

  it('refuses non-numbers', () => {
    expect(canCreateQr('KBANK', Number.NaN)).toBe(false);
    expect(canCreateQr('KBANK', Number.POSITIVE_INFINITY)).toBe(false);
  });
});
