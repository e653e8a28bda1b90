import { notifyManager } from '@tanstack/react-query';
import * as React from 'react';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetOpenedGame } from '@/lib/game-return';
import { setDateEra } from '@/lib/format-date';
import { i18n, initI18n, setSiteCurrency, setWalletCurrency } from '@/lib/i18n';
import { setNavigator } from '@/lib/navigation';
import { pendingMoney } from '@/lib/pending-money';
import { queryClient } from '@/lib/react-query';
import type * as MoneyPush from '@/lib/money-push';
import { FakeMoneySocket } from './money-socket';

// a screen's first look on a slow or busy machine (the 2-core CI box running other test files):
// loading a lazy dialog's module can take over the default second; a real failure still fails
configure({ asyncUtilTimeout: 3_000 });

// A query's answer reaches the screens in a later task (TanStack's notifyManager, setTimeout 0):
// one landing outside any act updated the screen unwrapped, which fails the run however the test
// waits. TanStack's hook for tests runs each inside act instead. Not a nested act while one is
// open (React's act queue is set): an act of its own at depth 0 inside an awaited act's last
// flush would close that act's queue early, and the awaited act's later updates would warn.
const reactInternals = (React as unknown as Record<string, { actQueue: unknown[] | null }>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
notifyManager.setNotifyFunction((notify) => {
  if (reactInternals?.actQueue) notify();
  else act(notify);
});

// the member layout's socket (decision 026) is a fake the test drives; down unless connected
vi.mock('@/lib/money-push', async (importOriginal) => ({
  ...(await importOriginal<typeof MoneyPush>()),
  openMoneySocket: async () => new FakeMoneySocket(),
}));

beforeAll(() => {
  initI18n('en');
});

// A test fails when it prints console.error it did not expect (STYLE: epic-stack discipline).
beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18n.changeLanguage('en');
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  // issue 13: money marked on its way and a game opened belong to the test that made them
  pendingMoney.dropAll();
  FakeMoneySocket.all = [];
  FakeMoneySocket.startDown = false;
  forgetOpenedGame();
  setNavigator(null);
  setDateEra('christian');
  // a kip wallet or the Lao deployment belongs to the test that loaded it
  setWalletCurrency(null);
  setSiteCurrency('TH');
  document.body.style.overflow = '';
});
