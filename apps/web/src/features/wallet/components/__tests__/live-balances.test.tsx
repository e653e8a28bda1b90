import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markGameOpened } from '@/lib/game-return';
import { pendingMoney } from '@/lib/pending-money';
import { storage } from '@/lib/storage';
import { renderApp } from '@/testing/test-utils';
import { callsTo, demoSlots, mockHomeApi, walletBody } from '@/testing/wallet-fixtures';

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
  storage.setBonusReminder();
});

// the first screen of a file loads cold: room for a busy machine
const balanceRegion = () =>
  screen.findByRole('region', { name: 'Your balance' }, { timeout: 5_000 });
const walletLoads = (fetch: ReturnType<typeof mockHomeApi>) =>
  callsTo(fetch, 'GET', '/api/wallet').length;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('balances that stay live (issue 13)', () => {
  it('reads the wallet again when the window regains focus or the browser is back online', async () => {
    const fetch = mockHomeApi({ 'GET /api/wallet/refresh/slot': { body: { slots: demoSlots() } } });
    renderApp('/user/home');
    await balanceRegion();
    expect(walletLoads(fetch)).toBe(1);

    // the browser fires it at the document and it bubbles to the window
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await waitFor(() => expect(walletLoads(fetch)).toBe(2));

    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(walletLoads(fetch)).toBe(3));
    // the games are asked too: what was missed while offline
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/wallet/refresh/slot')).toHaveLength(1));
  });

  it('reloads the wallet whenever a money modal closes', async () => {
    const fetch = mockHomeApi({
      'GET /api/lookup/deposit': {
        body: {
          banks: [],
          wallets: [],
          isManual: false,
          minimumDeposit: 20,
          maximumDeposit: null,
          qrExpireMinutes: 15,
          truelinkKey: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        },
      },
      'GET /api/lookup/slip': { body: { uploadOpen: true, closedFrom: null, closedUntil: null } },
    });
    const user = userEvent.setup();
    renderApp('/user/home');
    const widgets = await screen.findByRole('region', { name: 'Shortcuts' });
    await user.click(within(widgets).getByRole('button', { name: /^Deposit\b/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    await within(dialog).findByRole('tablist', { name: 'Deposit method' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(walletLoads(fetch)).toBe(2));
  });

  it('polls while money is on its way: 3 s, 5 s, 10 s, then 20 s, for at most 10 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockHomeApi();
    renderApp('/user/home');
    await balanceRegion();
    await advance(30_000);
    // nothing on its way: no polling
    expect(walletLoads(fetch)).toBe(1);

    act(() => pendingMoney.mark('withdraw:1', 'withdraw'));
    await advance(3_000);
    expect(walletLoads(fetch)).toBe(2);
    await advance(5_000);
    expect(walletLoads(fetch)).toBe(3);
    await advance(10_000);
    expect(walletLoads(fetch)).toBe(4);
    await advance(10_000);
    expect(walletLoads(fetch)).toBe(4);
    await advance(10_000);
    expect(walletLoads(fetch)).toBe(5);

    // about every 20 s until 10 minutes after the mark, then it stops
    await advance(10 * 60_000);
    const after = walletLoads(fetch);
    expect(after).toBeGreaterThan(25);
    expect(after).toBeLessThan(36);
    await advance(5 * 60_000);
    expect(walletLoads(fetch)).toBe(after);
  });

  it('says "Money received" when the balance rises while a deposit is on its way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let amount = 1000;
    mockHomeApi({ 'GET /api/wallet': () => ({ body: walletBody({ amount }) }) });
    renderApp('/user/home');
    const region = await balanceRegion();
    act(() => pendingMoney.mark('slip:1', 'deposit'));
    amount = 1500.25;
    await advance(3_000);
    await within(region).findByText('1,810.75');
    const toast = await screen.findByText('Money received: ฿500.25');
    expect(toast.closest('[role="status"]')).toBeTruthy();
    // announced once: the deposit is no longer waited for
    expect(pendingMoney.has('deposit')).toBe(false);
  });

  it('stays quiet when the balance rises with no deposit on its way, or only moves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let wallet = walletBody();
    const fetch = mockHomeApi({ 'GET /api/wallet': () => ({ body: wallet }) });
    renderApp('/user/home');
    const region = await balanceRegion();
    // a withdrawal waits (not a deposit) and the wallet rises (refused, money back)
    act(() => pendingMoney.mark('withdraw:1', 'withdraw'));
    wallet = walletBody({ amount: 1300 });
    await advance(3_000);
    await within(region).findByText('1,610.50');
    // a deposit waits, but the money only moved from a game into the wallet
    act(() => pendingMoney.mark('slip:1', 'deposit'));
    wallet = walletBody({
      amount: 1550.5,
      slots: demoSlots().map((s) => (s.code === 'pg' ? { ...s, amount: 0 } : s)),
    });
    await advance(5_000);
    await waitFor(() => expect(walletLoads(fetch)).toBeGreaterThanOrEqual(3));
    await within(region).findByText('฿1,550.50');
    expect(screen.queryByText(/Money received/)).toBeNull();
    expect(pendingMoney.has('deposit')).toBe(true);
  });

  it('asks the games again when the member comes back from a game, at once', async () => {
    const fetch = mockHomeApi({ 'GET /api/wallet/refresh/slot': { body: { slots: demoSlots() } } });
    renderApp('/user/home');
    await balanceRegion();
    // focus comes back without a game opened: nothing
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(callsTo(fetch, 'GET', '/api/wallet/refresh/slot')).toHaveLength(0);

    // a game opened in a pop-up window: the wallet's window gets the focus back
    markGameOpened('pg');
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/wallet/refresh/slot')).toHaveLength(1));
    // once per game opened
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(callsTo(fetch, 'GET', '/api/wallet/refresh/slot')).toHaveLength(1);
    expect(screen.queryByText('Balances updated.')).toBeNull();
  });

  it('asks the games again when home is shown after a game was opened', async () => {
    const fetch = mockHomeApi({
      'GET /api/wallet/refresh/slot': { body: { slots: demoSlots() } },
      'POST /api/statement': { body: { total: 0, statements: [] } },
    });
    const { router } = renderApp('/user/statement');
    await screen.findByRole('heading', { level: 1, name: 'Statement' });
    markGameOpened('pg');
    await act(() => router.navigate('/user/home'));
    await balanceRegion();
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/wallet/refresh/slot')).toHaveLength(1));
  });
});
