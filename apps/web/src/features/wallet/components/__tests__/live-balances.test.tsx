import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markGameOpened } from '@/lib/game-return';
import { MONEY_FALLBACK_POLL_MS } from '@/lib/money-live';
import { sharedQueryKeys } from '@/lib/query-keys';
import { pendingMoney } from '@/lib/pending-money';
import { storage } from '@/lib/storage';
import { gameCard } from '@/testing/game-cards';
import { FakeMoneySocket } from '@/testing/money-socket';
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
const advanceReal = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('balances that stay live (issue 13)', () => {
  it('reads the wallet (every game with it) again on focus, on the page shown again and back online', async () => {
    const fetch = mockHomeApi();
    const { queryClient } = renderApp('/user/home');
    await balanceRegion();
    expect(walletLoads(fetch)).toBe(1);
    const settled = () =>
      waitFor(() => expect(queryClient.isFetching({ queryKey: sharedQueryKeys.wallet })).toBe(0));

    // the page shown again: the browser fires it at the document and it bubbles to the window
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await waitFor(() => expect(walletLoads(fetch)).toBe(2));
    await settled();
    // the window focused again (a game's window closed, another app left), no game opened
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(walletLoads(fetch)).toBe(3));
    await settled();
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(walletLoads(fetch)).toBe(4));
    // spec §2 home: that one answer holds what every game holds now; refresh/slot is the
    // member's refresh control only
    expect(callsTo(fetch, 'GET', '/api/wallet/refresh/slot')).toHaveLength(0);
  });

  it('shares one read when the page is shown and focused at once', async () => {
    const fetch = mockHomeApi();
    const { queryClient } = renderApp('/user/home');
    await balanceRegion();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() =>
      expect(queryClient.isFetching({ queryKey: sharedQueryKeys.wallet })).toBe(0),
    );
    expect(walletLoads(fetch)).toBe(2);
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

  it('polls only while the socket is down: every 5 s, sooner while money is on its way (3 s, 5 s)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockHomeApi();
    renderApp('/user/home');
    await balanceRegion();
    const socket = await waitFor(() => FakeMoneySocket.last());
    // the socket is connected: it pushes every change, nothing polls, even with money on its way
    await waitFor(() => expect(socket.connected).toBe(true));
    act(() => pendingMoney.mark('withdraw:1', 'withdraw'));
    await advance(60_000);
    expect(walletLoads(fetch)).toBe(1);

    // cut: the fallback, with the withdrawal's backoff when sooner (3 s, then 5 s)
    act(() => socket.fire('disconnect', 'transport close'));
    act(() => pendingMoney.dropAll());
    act(() => pendingMoney.mark('withdraw:2', 'withdraw'));
    await advance(3_000);
    expect(walletLoads(fetch)).toBe(2);
    await advance(5_000);
    expect(walletLoads(fetch)).toBe(3);
    // nothing on its way: still every MONEY_FALLBACK_POLL_MS (money may come from anywhere)
    act(() => pendingMoney.dropAll());
    await advance(MONEY_FALLBACK_POLL_MS);
    const down = walletLoads(fetch);
    expect(down).toBeGreaterThanOrEqual(4);
    await advance(4 * MONEY_FALLBACK_POLL_MS);
    expect(walletLoads(fetch)).toBe(down + 4);

    // back: read once for what was missed, then quiet again
    act(() => socket.fire('connect'));
    await advance(1_000);
    expect(walletLoads(fetch)).toBe(down + 5);
    await advance(60_000);
    expect(walletLoads(fetch)).toBe(down + 5);
  });

  it('a pushed change shows at once, without polling, and says "Money received" when it raised the balance', async () => {
    let amount = 1000;
    const fetch = mockHomeApi({ 'GET /api/wallet': () => ({ body: walletBody({ amount }) }) });
    renderApp('/user/home');
    const region = await balanceRegion();
    const socket = await waitFor(() => FakeMoneySocket.last());
    await waitFor(() => expect(socket.connected).toBe(true));
    // a QR paid on another device: nothing was marked on this screen
    amount = 1500.25;
    act(() => socket.fire('money:changed', { at: new Date().toISOString() }));
    await within(region).findByText('1,810.75');
    await screen.findByText('Money received: ฿500.25');
    expect(walletLoads(fetch)).toBe(2);
  });

  it('says "Money received" when the balance rises while a deposit is on its way', async () => {
    // the socket is down: the wallet polls (lib/money-live)
    FakeMoneySocket.startDown = true;
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
    // the socket is down: the wallet polls (lib/money-live)
    FakeMoneySocket.startDown = true;
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

  it('back from a game, shows what the game holds now at once, quietly', async () => {
    // the member loses 60 in PG Slot (250.50 → 190.50) while home waits in the other window
    let pg = 250.5;
    const fetch = mockHomeApi({
      'GET /api/wallet': () => ({
        body: walletBody({
          slots: demoSlots().map((s) => (s.code === 'pg' ? { ...s, amount: pg } : s)),
        }),
      }),
    });
    renderApp('/user/home');
    const region = await balanceRegion();
    expect(within(region).getByText('1,310.50')).toBeTruthy();
    markGameOpened('pg');
    pg = 190.5;
    // a game opened in a pop-up window: the wallet's window gets the focus back
    act(() => void window.dispatchEvent(new Event('focus')));
    await within(region).findByText('1,250.50');
    expect(screen.getByRole('button', { name: gameCard('PG Slot') }).textContent).toContain(
      '190.50',
    );
    expect(walletLoads(fetch)).toBe(2);
    expect(screen.queryByText('Balances updated.')).toBeNull();
  });

  it('back from a game, does not take a read that was on its way while they played', async () => {
    let pg = 250.5;
    const inner = mockHomeApi({
      'GET /api/wallet': () => ({
        body: walletBody({
          slots: demoSlots().map((s) => (s.code === 'pg' ? { ...s, amount: pg } : s)),
        }),
      }),
    });
    // the second read is made at once (before the last spin) but its answer is held back
    let release: (() => void) | null = null;
    let walletCalls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/wallet' && ++walletCalls === 2) {
          const reply = await inner(input, init);
          await new Promise<void>((resolve) => (release = resolve));
          return reply;
        }
        return inner(input, init);
      }),
    );
    renderApp('/user/home');
    const region = await balanceRegion();
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(release).not.toBeNull());
    markGameOpened('pg');
    pg = 190.5;
    act(() => void window.dispatchEvent(new Event('focus')));
    await within(region).findByText('1,250.50');
    expect(walletCalls).toBe(3);
    act(() => release!());
    await advanceReal(50);
    expect(within(region).getByText('1,250.50')).toBeTruthy();
  });

  it('reads the games again when home is shown after a game was opened', async () => {
    let pg = 250.5;
    const fetch = mockHomeApi({
      'GET /api/wallet': () => ({
        body: walletBody({
          slots: demoSlots().map((s) => (s.code === 'pg' ? { ...s, amount: pg } : s)),
        }),
      }),
      'POST /api/statement': { body: { total: 0, statements: [] } },
    });
    const { router } = renderApp('/user/home');
    await balanceRegion();
    await act(() => router.navigate('/user/statement'));
    await screen.findByRole('heading', { level: 1, name: 'Statement' });
    markGameOpened('pg');
    pg = 190.5;
    await act(() => router.navigate('/user/home'));
    const region = await balanceRegion();
    await within(region).findByText('1,250.50');
    expect(walletLoads(fetch)).toBe(2);
  });
});
