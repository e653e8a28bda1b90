import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useActiveBonus } from '@/features/bonus/api/get-active-bonus';
import { useProfile } from '@/features/profile/api/get-profile';
import { useResponsibleState } from '@/features/responsible/api/get-responsible-state';
import { useSpinActive } from '@/features/spinwheel/api/get-spin-active';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { lastBalances } from '@/lib/last-balances';
import { storage } from '@/lib/storage';
import { responsibleState } from '@/testing/responsible-fixtures';
import { createTestQueryClient, renderApp } from '@/testing/test-utils';
import {
  callsTo,
  mockHomeApi,
  noActiveBonus,
  profileBody,
  walletBody,
} from '@/testing/wallet-fixtures';
import { readHome } from '../home-read';

const homeBody = (amount = 1000) => ({
  wallet: walletBody({ amount }),
  activeBonus: noActiveBonus.body,
  spinActive: { isActive: false },
  responsible: responsibleState(),
  profile: profileBody,
});

const OWN_CALLS = [
  '/api/wallet',
  '/api/bonus/check/active',
  '/api/spinwheel/active',
  '/api/responsible',
  '/api/account/profile',
];

function signIn(token = 'tok') {
  storage.setToken(token, { remember: true });
  storage.acceptAgreement();
}

/** The API with GET /api/home held back until `release()`. */
function mockHeldHome(body = homeBody()) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch = mockHomeApi({ 'GET /api/home': { body } });
  const answer = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (input, init) => {
    if (new URL(String(input), 'http://localhost').pathname === '/api/home') await held;
    return answer(input, init);
  });
  return { fetch, release };
}

const balanceRegion = () => screen.findByRole('region', { name: 'Your balance' });

describe('home in one read (GET /api/home)', () => {
  it('asks one call for the first screen instead of one per query', async () => {
    signIn();
    const fetch = mockHomeApi({ 'GET /api/home': { body: homeBody() } });
    renderApp('/user/home');
    const region = await balanceRegion();
    expect(within(region).getByText('1,310.50')).toBeTruthy();
    expect(callsTo(fetch, 'GET', '/api/home')).toHaveLength(1);
    for (const path of OWN_CALLS) expect(callsTo(fetch, 'GET', path), path).toHaveLength(0);
  });

  it('asks each §7 call as before when the read fails (an older server copy)', async () => {
    signIn();
    const fetch = mockHomeApi(); // no GET /api/home: 404
    renderApp('/user/home');
    await balanceRegion();
    expect(callsTo(fetch, 'GET', '/api/wallet')).toHaveLength(1);
    expect(callsTo(fetch, 'GET', '/api/bonus/check/active')).toHaveLength(1);
  });

  it('renders every answer in the same commit, never part of them', async () => {
    signIn();
    const { release } = mockHeldHome();
    const queryClient = createTestQueryClient();
    const seen: string[] = [];
    function Probe({ onMounted }: { onMounted: () => void }) {
      const loaded = [
        useWallet(),
        useActiveBonus(),
        useSpinActive(),
        useResponsibleState(),
        useProfile(),
      ].map((q) => (q.data === undefined ? '-' : 'x'));
      seen.push(loaded.join(''));
      useEffect(onMounted, [onMounted]);
      return null;
    }
    const releaseHome = readHome(queryClient, 'en');
    render(
      <QueryClientProvider client={queryClient}>
        <Probe onMounted={releaseHome} />
      </QueryClientProvider>,
    );
    release();
    await waitFor(() => expect(seen.at(-1)).toBe('xxxxx'));
    expect(new Set(seen)).toEqual(new Set(['-----', 'xxxxx']));
  });
});

describe('last known balances on the next visit (spec §2 /user/home)', () => {
  it('paints them at once, marked as updating, then the fresh ones', async () => {
    signIn();
    lastBalances.save(walletBody({ amount: 999 }), 'BAHT');
    const { release } = mockHeldHome(homeBody(1000));
    renderApp('/user/home');
    const region = await balanceRegion();
    // 999 + the games' 310.50, as the last visit left them
    expect(within(region).getByText('1,309.50')).toBeTruthy();
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByRole('status').textContent).toMatch(
      /^Updating… balances as of \d\d:\d\d$/,
    );
    release();
    await screen.findByText('1,310.50');
    const fresh = await balanceRegion();
    expect(fresh.hasAttribute('aria-busy')).toBe(false);
    expect(within(fresh).queryByText(/Updating…/)).toBeNull();
    // and the fresh answer is what the next visit paints
    expect(lastBalances.read()?.wallet).toBe(1000);
  });

  it('never paints the balances of another session', async () => {
    signIn('token-of-a');
    lastBalances.save(walletBody({ amount: 999 }), 'BAHT');
    signIn('token-of-b');
    mockHeldHome();
    renderApp('/user/home');
    await screen.findByRole('region', { name: 'Shortcuts' });
    expect(screen.queryByText('1,309.50')).toBeNull();
    expect(screen.queryByText(/Updating…/)).toBeNull();
  });
});
