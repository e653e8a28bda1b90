import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/react-query';
import { lastBalances, snapshotOf, tokenTag, watchLastBalances } from '@/lib/last-balances';
import { sharedQueryKeys } from '@/lib/query-keys';
import { LAST_BALANCES_KEY, storage } from '@/lib/storage';
import { demoSlots, walletBody } from '@/testing/wallet-fixtures';

describe('last known balances (spec §2 /user/home)', () => {
  it('keeps the total, the wallet, the open games, the currency and the time', () => {
    const wallet = walletBody({ amount: 1000 });
    const snapshot = snapshotOf(wallet, 'tok', 'BAHT', 1_700_000_000_000);
    // 1,000 + PG Slot 250.50 + AskMeBet 40 × 1.5 (the open ones of the demo slots)
    expect(snapshot).toMatchObject({
      username: wallet.profile.username,
      name: 'Somchai',
      currency: 'BAHT',
      total: 1310.5,
      wallet: 1000,
      savedAt: 1_700_000_000_000,
      owner: tokenTag('tok'),
    });
    expect(snapshot.games.map((g) => g.code)).toEqual(
      demoSlots()
        .filter((s) => s.isActive)
        .map((s) => s.code),
    );
    expect(JSON.stringify(snapshot)).not.toContain('tok"');
  });

  it('is read back under the session it was saved with, never under another one', () => {
    storage.setToken('token-of-a', { remember: true });
    lastBalances.save(walletBody({ amount: 5 }), 'BAHT');
    expect(lastBalances.read()?.wallet).toBe(5);
    // another session in this browser (another member, or the same one signed in elsewhere)
    storage.setToken('token-of-b', { remember: true });
    expect(lastBalances.read()).toBeNull();
    storage.clearSession();
    expect(lastBalances.read()).toBeNull();
  });

  it('is kept for the same member at login, forgotten when another member signs in', () => {
    storage.setToken('first', { remember: true });
    lastBalances.save(walletBody({ amount: 42 }), 'BAHT');
    const username = lastBalances.read()!.username;
    storage.setToken('second', { remember: false });
    lastBalances.keepFor(` ${username} `);
    expect(lastBalances.read()?.wallet).toBe(42);

    storage.setToken('third', { remember: true });
    lastBalances.keepFor('0899999999');
    expect(localStorage.getItem(LAST_BALANCES_KEY)).toBeNull();
    expect(lastBalances.read()).toBeNull();
  });

  it('is cleared at logout (the session ends)', () => {
    storage.setToken('tok', { remember: true });
    lastBalances.save(walletBody(), 'BAHT');
    storage.clearSession();
    expect(localStorage.getItem(LAST_BALANCES_KEY)).toBeNull();
  });

  it('ignores a stored value that is not a snapshot', () => {
    storage.setToken('tok', { remember: true });
    for (const text of [
      '{',
      'null',
      '{"username":"x"}',
      JSON.stringify({ ...snapshotOf(walletBody(), 'tok', 'BAHT'), currency: 'USD' }),
    ]) {
      localStorage.setItem(LAST_BALANCES_KEY, text);
      expect(lastBalances.read()).toBeNull();
    }
  });

  it('is saved from every fresh wallet answer in the cache, and nothing else', () => {
    storage.setToken('tok', { remember: true });
    const queryClient = createQueryClient();
    const stop = watchLastBalances(queryClient);
    queryClient.setQueryData(['wallet', 'withdraw-limits'], { any: 1 });
    expect(lastBalances.read()).toBeNull();
    queryClient.setQueryData(sharedQueryKeys.wallet, walletBody({ amount: 7, currency: 'LAK' }));
    expect(lastBalances.read()).toMatchObject({ wallet: 7, currency: 'LAK' });
    stop();
    queryClient.setQueryData(sharedQueryKeys.wallet, walletBody({ amount: 8 }));
    expect(lastBalances.read()?.wallet).toBe(7);
  });
});
