import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { activeReply } from '@/testing/bonus-fixtures';
import { renderApp } from '@/testing/test-utils';
import { callsTo, mockHomeApi, noActiveBonus } from '@/testing/wallet-fixtures';

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The bonus-conditions card: its link is named by the visible title alone (issue 13, WCAG
 * 2.5.3), the hint and the progress bar sit beside it in the card. */
const widget = async () => {
  const widgets = await screen.findByRole('region', { name: 'Shortcuts' });
  const link = within(widgets).getByRole('link', { name: 'Bonus conditions' });
  return link.closest('.widget') as HTMLElement;
};

describe('home bonus-conditions widget (spec §2 widgets, issue 8)', () => {
  it('links to the bonus page and shows no bar when no bonus runs', async () => {
    storage.setBonusReminder();
    mockHomeApi({ 'GET /api/bonus/check/active': noActiveBonus });
    renderApp('/user/home');
    const link = await widget();
    const anchor = within(link).getByRole('link', { name: 'Bonus conditions' });
    expect(anchor.getAttribute('href')).toBe('/user/bonus');
    expect(within(link).getByText('See bonuses and promotions').id).toBe(
      anchor.getAttribute('aria-describedby'),
    );
    expect(within(link).queryByRole('progressbar')).toBeNull();
  });

  it('shows the compact progress with the percent and what is left', async () => {
    storage.setBonusReminder();
    mockHomeApi({ 'GET /api/bonus/check/active': activeReply() });
    renderApp('/user/home');
    const link = await widget();
    const bar = await within(link).findByRole('progressbar', { name: 'Bonus condition progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('41');
    expect(bar.getAttribute('aria-valuetext')).toBe('Turnover 1,240.00 of 3,000.00 baht, 41%');
    expect(
      within(link).getByText('Welcome 100%: 41% of the condition met, 1,760.00 baht to go'),
    ).toBeTruthy();
  });

  it('follows play: asks again every 5 s while the bonus runs and on window focus', async () => {
    storage.setBonusReminder();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let percent = 41;
    const fetch = mockHomeApi({
      'GET /api/bonus/check/active': () => activeReply({ percent, current: percent * 30 }),
    });
    renderApp('/user/home');
    const link = await widget();
    const bar = await within(link).findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('41');
    const before = callsTo(fetch, 'GET', '/api/bonus/check/active').length;

    percent = 55;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('55'));
    expect(callsTo(fetch, 'GET', '/api/bonus/check/active').length).toBeGreaterThan(before);

    percent = 60;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('60'));
    focusManager.setFocused(undefined);
  });

  it('reloads the wallet when the bonus is credited with the deposit', async () => {
    storage.setBonusReminder();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state: 'awaiting_deposit' | 'running' = 'awaiting_deposit';
    const fetch = mockHomeApi({ 'GET /api/bonus/check/active': () => activeReply({ state }) });
    renderApp('/user/home');
    const link = await widget();
    await within(link).findByText('Welcome 100%: deposit at least 100.00 baht to get it');
    expect(callsTo(fetch, 'GET', '/api/wallet')).toHaveLength(1);
    state = 'running';
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await within(link).findByRole('progressbar');
    // reloaded (at least once more: a slow machine may also see the screen's own refresh)
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/wallet').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('does not poll when no bonus is active', async () => {
    storage.setBonusReminder();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockHomeApi({ 'GET /api/bonus/check/active': noActiveBonus });
    renderApp('/user/home');
    await widget();
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/bonus/check/active').length).toBeGreaterThan(0),
    );
    const before = callsTo(fetch, 'GET', '/api/bonus/check/active').length;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(callsTo(fetch, 'GET', '/api/bonus/check/active')).toHaveLength(before);
  });
});

describe('deposit while a bonus runs (BONUS_REMAINING)', () => {
  it('says deposits are closed instead of offering the methods', async () => {
    storage.setBonusReminder();
    const fetch = mockHomeApi({ 'GET /api/bonus/check/active': activeReply() });
    const user = userEvent.setup();
    renderApp('/user/home');
    await within(await widget()).findByRole('progressbar');
    const widgets = screen.getByRole('region', { name: 'Shortcuts' });
    await user.click(within(widgets).getByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(within(dialog).getByText('Deposits are closed while your bonus runs')).toBeTruthy();
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Go to my bonus' }).getAttribute('href')).toBe(
      '/user/bonus',
    );
    expect(callsTo(fetch, 'GET', '/api/lookup/deposit')).toHaveLength(0);
  });

  it('opens the deposit modal from ?open=deposit while the bonus waits for its deposit', async () => {
    storage.setBonusReminder();
    mockHomeApi({
      'GET /api/bonus/check/active': activeReply({ state: 'awaiting_deposit' }),
      'GET /api/lookup/deposit': { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } },
    });
    const { router } = renderApp('/user/home?open=deposit');
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(within(dialog).queryByText('Deposits are closed while your bonus runs')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('login reminder (issue 8)', () => {
  it('reminds a member playing with bonus funds once per browser session', async () => {
    mockHomeApi({ 'GET /api/bonus/check/active': activeReply() });
    const first = renderApp('/user/home');
    expect(
      await screen.findByText(
        'You are playing with bonus funds: Welcome 100%, 41% of the condition met.',
      ),
    ).toBeTruthy();
    expect(storage.hasBonusReminder()).toBe(true);
    first.unmount();

    renderApp('/user/home');
    await within(await widget()).findByRole('progressbar');
    expect(screen.queryByText(/You are playing with bonus funds/)).toBeNull();
  });

  it('says nothing when no bonus runs, and logging out clears the flag', async () => {
    mockHomeApi({ 'GET /api/bonus/check/active': noActiveBonus });
    renderApp('/user/home');
    await waitFor(() => expect(storage.hasBonusReminder()).toBe(true));
    expect(screen.queryByText(/You are playing with bonus funds/)).toBeNull();
    storage.clearSession();
    expect(storage.hasBonusReminder()).toBe(false);
  });
});
