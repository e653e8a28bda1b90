import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { markPlayed } from '@/lib/play-session';
import { storage } from '@/lib/storage';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { realityCheck, responsibleState } from '@/testing/responsible-fixtures';
import { callsTo } from '@/testing/wallet-fixtures';
import { nextCheckAt } from '../../hooks/use-reality-check-due';
import { RealityCheckReminder } from '../reality-check-reminder';

const MINUTE = 60_000;
/** Signed in 10 minutes before the test's "now". */
const NOW = Date.parse('2030-05-01T03:10:00.000Z');
const SIGNED_IN = '2030-05-01T03:00:00.000Z';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  storage.setToken('tok', { remember: true });
});

afterEach(() => {
  vi.useRealTimers();
});

type Reply = { status?: number; body: unknown };

function setup(
  intervalMinutes: number,
  figures: Reply = { body: realityCheck({ since: SIGNED_IN }) },
) {
  const fetch = mockApi({
    'GET /api/responsible': {
      body: responsibleState({ realityCheck: { intervalMinutes, sessionStartedAt: SIGNED_IN } }),
    },
    'GET /api/responsible/reality-check': figures,
  });
  const onLogout = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <RealityCheckReminder onLogout={onLogout} />
    </MemoryRouter>,
  );
  return { fetch, onLogout };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole('alertdialog', { name: 'Reality check' });

describe('reality check clock (issue 15)', () => {
  it('counts each interval from the session start', () => {
    const start = Date.parse(SIGNED_IN);
    expect(nextCheckAt(start, 15 * MINUTE, NOW)).toBe(start + 15 * MINUTE);
    expect(nextCheckAt(start, 15 * MINUTE, start + 15 * MINUTE)).toBe(start + 30 * MINUTE);
    expect(nextCheckAt(start, 60 * MINUTE, start - MINUTE)).toBe(start);
  });

  it('shows the dialog every interval from the session start once the member has played', async () => {
    markPlayed();
    const { fetch } = setup(15);
    await advance(4 * MINUTE + 59_000);
    expect(dialog()).toBeNull();
    expect(callsTo(fetch, 'GET', '/api/responsible/reality-check')).toHaveLength(0);

    await advance(1_000);
    const shown = dialog();
    expect(shown).toBeTruthy();
    const view = within(shown as HTMLElement);
    expect(view.getByText('You have been playing for 15 minutes.')).toBeTruthy();
    expect(view.getByText('Session started 01/05/2030 10:00:00')).toBeTruthy();
    expect(shown?.textContent).toContain('Rounds42');
    expect(shown?.textContent).toContain('Stakes840.00 baht');
    expect(shown?.textContent).toContain('Payouts610.50 baht');
    expect(shown?.textContent).toContain('Net position-229.50 baht');
    expect(view.getByRole('link', { name: 'Statement' }).getAttribute('href')).toBe(
      '/user/statement',
    );

    fireEvent.click(view.getByRole('button', { name: 'Continue' }));
    expect(dialog()).toBeNull();
    await advance(14 * MINUTE);
    expect(dialog()).toBeNull();
    await advance(MINUTE);
    expect(dialog()).toBeTruthy();
    expect(callsTo(fetch, 'GET', '/api/responsible/reality-check')).toHaveLength(2);
  });

  it('starts counting when the member starts playing, not before', async () => {
    const { fetch } = setup(15);
    await advance(20 * MINUTE);
    expect(dialog()).toBeNull();
    expect(callsTo(fetch, 'GET', '/api/responsible/reality-check')).toHaveLength(0);

    act(() => markPlayed());
    // signed in 30 minutes ago: the next check is at 45 minutes
    await advance(14 * MINUTE);
    expect(dialog()).toBeNull();
    await advance(MINUTE);
    expect(dialog()).toBeTruthy();
  });

  it('stays quiet with the interval off', async () => {
    markPlayed();
    setup(0);
    await advance(120 * MINUTE);
    expect(dialog()).toBeNull();
  });

  it('logs out through the app when asked', async () => {
    markPlayed();
    const { onLogout } = setup(30);
    await advance(20 * MINUTE);
    const shown = dialog();
    expect(shown).toBeTruthy();
    fireEvent.click(within(shown as HTMLElement).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('still reminds with the time when the figures fail to load', async () => {
    markPlayed();
    setup(15, { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } });
    await advance(5 * MINUTE);
    const shown = dialog();
    expect(shown).toBeTruthy();
    expect(shown?.textContent).toContain('You have been playing for 15 minutes.');
    expect(shown?.textContent).toContain('We could not load your figures just now.');
  });
});
