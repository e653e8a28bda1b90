import { describe, expect, it } from 'vitest';
import { validateTransfer } from './transfer';

const ok = { from: 'WALLET', to: 'PG', amount: 100, walletAmount: 500 };

describe('validateTransfer', () => {
  it('accepts a valid transfer', () => {
    expect(validateTransfer(ok)).toBeNull();
    expect(validateTransfer({ ...ok, from: 'PG', to: 'WALLET', walletAmount: 0 })).toBeNull();
  });

  it('needs both accounts', () => {
    expect(validateTransfer({ ...ok, from: '' })).toBe('SELECT_ACCOUNT');
    expect(validateTransfer({ ...ok, to: null })).toBe('SELECT_ACCOUNT');
    expect(validateTransfer({ ...ok, from: undefined, to: undefined })).toBe('SELECT_ACCOUNT');
  });

  it('refuses the same account', () => {
    expect(validateTransfer({ ...ok, to: 'WALLET' })).toBe('SAME_ACCOUNT');
  });

  it('needs at least 1 baht', () => {
    expect(validateTransfer({ ...ok, amount: 1 })).toBeNull();
    expect(validateTransfer({ ...ok, amount: 0.99 })).toBe('TRANSFER_MINIMUM');
    expect(validateTransfer({ ...ok, amount: 0 })).toBe('TRANSFER_MINIMUM');
    expect(validateTransfer({ ...ok, amount: -5 })).toBe('TRANSFER_MINIMUM');
    expect(validateTransfer({ ...ok, amount: Number.NaN })).toBe('TRANSFER_MINIMUM');
  });

  it('needs money in the wallet when sending from it', () => {
    expect(validateTransfer({ ...ok, walletAmount: 0 })).toBe('MONEY_NOT_ENOUGH');
    expect(validateTransfer({ ...ok, walletAmount: -1 })).toBe('MONEY_NOT_ENOUGH');
    expect(validateTransfer({ ...ok, walletAmount: 0.01 })).toBeNull();
  });
});
