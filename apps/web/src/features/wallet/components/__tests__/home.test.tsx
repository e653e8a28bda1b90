import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@wallet/contract';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { gameCard } from '@/testing/game-cards';
import { renderApp, renderWithProviders } from '@/testing/test-utils';
import { callsTo, demoSlots, mockHomeApi, walletBody } from '@/testing/wallet-fixtures';
import { LastSyncTime } from '../last-sync-time';

function signIn() {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
}

const balanceRegion = () => screen.findByRole('region', { name: 'Your balance' });

describe('home header (spec §2 /user/home)', () => {
  it('shows the member, the total balance in baht, the wallet and the games', async () => {
    signIn();
    mockHomeApi();
    renderApp('/user/home');
    const region = await balanceRegion();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(within(region).getByText('Somchai')).toBeTruthy();
    // 1,000 in the wallet + PG Slot 250.50 + AskMeBet 40 × 1.5
    expect(within(region).getByText('Total balance')).toBeTruthy();
    expect(within(region).getByText('1,310.50')).toBeTruthy();
    expect(within(region).getByText('฿1,000.00')).toBeTruthy();
    expect(within(region).getByText('฿310.50')).toBeTruthy();
    // issue 13: the site's own name from lookup info, not a built-in one
    await waitFor(() => expect(document.title).toBe('Home · Demo Wallet'));
  });

  it('writes last_sync when the wallet loads and says when that was', async () => {
    signIn();
    mockHomeApi();
    const before = Date.now();
    renderApp('/user/home');
    const region = await balanceRegion();
    expect(Number(localStorage.getItem(STORAGE_KEYS.lastSync))).toBeGreaterThanOrEqual(before);
    expect(within(region).getByText('Updated just now')).toBeTruthy();
  });

  it('offers the deposit, withdraw, refresh-all-balances, invite, bonus and refund widgets', async () => {
    signIn();
    mockHomeApi();
    renderApp('/user/home');
    const widgets = await screen.findByRole('region', { name: 'Shortcuts' });
    // issue 13 (WCAG 2.5.3): each control is named by exactly its visible title, no aria-label
    const buttons = within(widgets).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Deposit',
      'Withdraw',
      'Refresh all balances',
      'Invite friends',
      'Refund',
    ]);
    expect(buttons.every((b) => !b.hasAttribute('aria-label'))).toBe(true);
    expect(within(widgets).getByRole('button', { name: 'Deposit' })).toBe(buttons[0]);
    // spec §2 order: deposit, withdraw, refresh, invite, bonus conditions, refund
    expect(
      Array.from(
        widgets.querySelectorAll('.widget'),
        (w) => w.querySelector('.widget__action')?.textContent,
      ),
    ).toEqual([
      'Deposit',
      'Withdraw',
      'Refresh all balances',
      'Invite friends',
      'Bonus conditions',
      'Refund',
    ]);
    // the bonus-conditions widget goes to the bonus page, so it is a link (issue 8)
    expect(
      within(widgets).getByRole('link', { name: 'Bonus conditions' }).getAttribute('href'),
    ).toBe('/user/bonus');
  });

  it('refreshes every game balance, marks the ones not updated and writes last_sync', async () => {
    signIn();
    const fetch = mockHomeApi({
      'GET /api/wallet/refresh/slot': {
        body: {
          slots: demoSlots().map((s) =>
            s.code === 'askmebet'
              ? { ...s, unavailable: true }
              : s.code === 'pg'
                ? { ...s, amount: 300 }
                : s,
          ),
        },
      },
    });
    renderApp('/user/home');
    const region = await balanceRegion();
    localStorage.setItem(STORAGE_KEYS.lastSync, '1000');
    await userEvent.click(within(region).getByRole('button', { name: 'Refresh balances' }));
    expect(
      await screen.findByText(
        '1 game balance could not be updated. Its last known amount is shown.',
      ),
    ).toBeTruthy();
    const askmebet = screen.getByRole('button', { name: gameCard('AskMeBet') });
    // the fresh balances render in a transition (home's deferred wallet answer)
    expect(await within(askmebet).findByText('Not updated')).toBeTruthy();
    expect(askmebet.textContent).toContain('40.00');
    expect(screen.getByRole('button', { name: gameCard('PG Slot') }).textContent).toContain(
      '300.00',
    );
    expect(within(region).getByText('1,360.00')).toBeTruthy();
    expect(Number(localStorage.getItem(STORAGE_KEYS.lastSync))).toBeGreaterThan(1000);
    expect(callsTo(fetch, 'GET', '/api/wallet/refresh/slot')).toHaveLength(1);
  });

  it('refreshes from the widget and says so', async () => {
    signIn();
    mockHomeApi({ 'GET /api/wallet/refresh/slot': { body: { slots: demoSlots() } } });
    renderApp('/user/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh all balances' }));
    expect(await screen.findByText('Balances updated.')).toBeTruthy();
  });

  it('reads the balances again, quietly, when the member comes back from another tab (the game)', async () => {
    signIn();
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
    const setVisibility = (value: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      setVisibility('hidden');
      pg = 190.5; // lost 60 in the game tab
      expect(callsTo(fetch, 'GET', '/api/wallet')).toHaveLength(1);
      setVisibility('visible');
      await within(region).findByText('1,250.50');
      expect(callsTo(fetch, 'GET', '/api/wallet')).toHaveLength(2);
      expect(callsTo(fetch, 'GET', '/api/wallet/refresh/slot')).toHaveLength(0);
      expect(screen.queryByText('Balances updated.')).toBeNull();
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('says next to the total when it holds a game balance not read just now (spec §2)', async () => {
    signIn();
    mockHomeApi({
      'GET /api/wallet': {
        body: walletBody({
          slots: demoSlots().map((s) =>
            s.code === 'askmebet'
              ? { ...s, unavailable: true }
              : s.code === 'pg'
                ? { ...s, readAt: '2026-11-24T07:03:22.000Z' }
                : s,
          ),
        }),
      },
    });
    renderApp('/user/home');
    const region = await balanceRegion();
    // the total still counts AskMeBet's last known 40 × 1.5, and says so
    expect(within(region).getByText('1,310.50')).toBeTruthy();
    expect(
      within(region).getByText(
        'Includes 1 game balance that could not be read just now (its last known amount).',
      ),
    ).toBeTruthy();
    const askmebet = await screen.findByRole(
      'button',
      { name: gameCard('AskMeBet') },
      { timeout: 5_000 },
    );
    expect(within(askmebet).getByText('Not updated')).toBeTruthy();
  });

  it('says nothing more next to the total when every game was read', async () => {
    signIn();
    mockHomeApi();
    renderApp('/user/home');
    const region = await balanceRegion();
    expect(within(region).queryByText(/could not be read/)).toBeNull();
  });

  it('paints the shortcuts before the wallet answers; Withdraw pressed meanwhile opens with it', async () => {
    signIn();
    const answer = mockHomeApi();
    let release!: () => void;
    const held = new Promise<void>((go) => (release = go));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://localhost').pathname === '/api/wallet') await held;
      return answer(input, init);
    });
    renderApp('/user/home');
    const widgets = await screen.findByRole('region', { name: 'Shortcuts' });
    expect(screen.queryByRole('region', { name: 'Your balance' })).toBeNull();
    const withdraw = within(widgets).getByRole('button', { name: 'Withdraw' });
    await userEvent.click(withdraw);
    expect(withdraw.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('dialog', { name: 'Withdraw' })).toBeNull();
    release();
    expect(await balanceRegion()).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Withdraw' })).toBeTruthy();
  });

  it('reports a failed load and retries', async () => {
    signIn();
    let attempts = 0;
    mockHomeApi({
      'GET /api/wallet': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } }
          : { body: walletBody() };
      },
    });
    renderApp('/user/home');
    await screen.findByText('We could not load this.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await balanceRegion()).toBeTruthy();
  });
});

describe('last update time (spec §9 relative time)', () => {
  it('reads last_sync in the largest whole unit, translated', async () => {
    storage.setLastSync(Date.now() - 5 * 60_000 - 1_000);
    renderWithProviders(<LastSyncTime />);
    expect(screen.getByText('Updated 5 minutes ago')).toBeTruthy();
    await act(() => i18n.changeLanguage('th'));
    expect(screen.getByText('อัปเดตล่าสุด 5 นาทีที่แล้ว')).toBeTruthy();
    await act(() => i18n.changeLanguage('la'));
    expect(screen.getByText('ອັບເດດລ່າສຸດ 5 ນາທີກ່ອນ')).toBeTruthy();
  });

  it('says when nothing was loaded yet', async () => {
    renderWithProviders(<LastSyncTime />);
    await waitFor(() => expect(screen.getByText('Not updated yet')).toBeTruthy());
  });
});
