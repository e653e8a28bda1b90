import { formatDateTime } from '@wallet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { renderApp } from '@/testing/test-utils';
import { limitWindow, responsibleState } from '@/testing/responsible-fixtures';
import { callsTo, mockHomeApi } from '@/testing/wallet-fixtures';

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
  storage.setBonusReminder();
});

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;

const limited = responsibleState({
  limits: [
    limitWindow('daily', {
      limit: 1000,
      used: 400,
      remaining: 600,
      freesAt: '2025-05-02T03:00:00.000Z',
    }),
    limitWindow('weekly', { used: 400 }),
    limitWindow('monthly', { limit: 20000, used: 400, remaining: 19600 }),
  ],
  remaining: 600,
});

async function openPage(extra: Parameters<typeof mockHomeApi>[0] = {}) {
  const fetch = mockHomeApi({
    'GET /api/responsible': { body: limited },
    'GET /api/responsible/history': { body: { events: [] } },
    ...extra,
  });
  const user = userEvent.setup();
  renderApp('/user/responsible');
  await screen.findByRole('heading', { level: 1, name: 'Responsible play' });
  await screen.findByRole('region', { name: 'Deposit limits' });
  return { fetch, user };
}

describe('responsible play page: deposit limits (issue 15)', () => {
  it('shows each window and sends a lower limit with the others unchanged', async () => {
    const { fetch, user } = await openPage({
      'PUT /api/responsible/limits': { body: limited },
    });
    const daily = screen.getByLabelText<HTMLInputElement>('Daily limit (baht)');
    expect(daily.value).toBe('1000');
    expect(screen.getByLabelText<HTMLInputElement>('Weekly limit (baht)').value).toBe('');
    expect(screen.getByText(/Used 400.00 of 1,000.00 baht; 600.00 baht left\./)).toBeTruthy();
    expect(screen.getByText(/More frees up on 02\/05\/2025 10:00:00\./)).toBeTruthy();

    await user.clear(daily);
    await user.type(daily, '500');
    expect(screen.getByText(/Lower than now: applies at once\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/api/responsible/limits')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'PUT', '/api/responsible/limits')[0])).toEqual({
      daily: 500,
      weekly: null,
      monthly: 20000,
    });
    expect(await screen.findByText('Your deposit limits are saved.')).toBeTruthy();
  });

  it('says a raise waits 24 hours before it is saved, and refuses less than 1 baht', async () => {
    const { fetch, user } = await openPage();
    const monthly = screen.getByLabelText('Monthly limit (baht)');
    await user.clear(monthly);
    await user.type(monthly, '50000');
    expect(screen.getByText(/Higher than now: waits 24 hours/)).toBeTruthy();
    const weekly = screen.getByLabelText('Weekly limit (baht)');
    await user.type(weekly, '0');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(screen.getByText('Enter at least 1 baht, or leave it empty for no limit.')).toBeTruthy();
    expect(callsTo(fetch, 'PUT', '/api/responsible/limits')).toHaveLength(0);
  });

  it('shows a pending raise with its time and keeps Confirm disabled before it', async () => {
    const confirmableAt = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString();
    await openPage({
      'GET /api/responsible': {
        body: {
          ...limited,
          pending: [
            {
              period: 'daily',
              amount: 5000,
              requestedAt: new Date().toISOString(),
              confirmableAt,
            },
          ],
        },
      },
    });
    const pending = screen.getByRole('group', { name: 'Waiting for your confirmation' });
    expect(within(pending).getByText('Daily: raise to 5,000.00 baht')).toBeTruthy();
    expect(
      within(pending).getByText(`Can be confirmed from ${formatDateTime(confirmableAt)}`),
    ).toBeTruthy();
    const confirm = within(pending).getByRole('button', { name: 'Confirm new limits' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
  });

  it('confirms a raise whose 24 hours have passed', async () => {
    const { fetch, user } = await openPage({
      'GET /api/responsible': {
        body: {
          ...limited,
          pending: [
            {
              period: 'weekly',
              amount: null,
              requestedAt: '2025-05-01T03:00:00.000Z',
              confirmableAt: '2025-05-02T03:00:00.000Z',
            },
          ],
        },
      },
      'POST /api/responsible/limits/confirm': { body: limited },
    });
    const pending = screen.getByRole('group', { name: 'Waiting for your confirmation' });
    expect(within(pending).getByText('Weekly: remove the limit')).toBeTruthy();
    await user.click(within(pending).getByRole('button', { name: 'Confirm new limits' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/responsible/limits/confirm')).toHaveLength(1),
    );
    expect(await screen.findByText('Your new deposit limits apply now.')).toBeTruthy();
  });
});

describe('responsible play page: reality check, break, exclusion (issue 15)', () => {
  it('saves the reality-check interval', async () => {
    const { fetch, user } = await openPage({
      'PUT /api/responsible/reality-check': {
        body: { ...limited, realityCheck: { ...limited.realityCheck, intervalMinutes: 30 } },
      },
    });
    await user.selectOptions(screen.getByLabelText('Reality check interval'), 'Every 30 minutes');
    await user.click(screen.getByRole('button', { name: 'Save interval' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'PUT', '/api/responsible/reality-check')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetch, 'PUT', '/api/responsible/reality-check')[0])).toEqual({
      intervalMinutes: 30,
    });
  });

  it('asks before a break: starts now, cannot be shortened, withdrawals still work', async () => {
    const until = '2025-05-08T03:00:00.000Z';
    const { fetch, user } = await openPage({
      'POST /api/responsible/timeout': { body: { ...limited, timeout: { until } } },
    });
    await user.selectOptions(screen.getByLabelText('Break length'), '7 days');
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start your break?' });
    expect(dialog.textContent).toContain('Your break of 7 days starts now');
    expect(dialog.textContent).toContain('It cannot be shortened or cancelled.');
    expect(dialog.textContent).toContain('see your balances and withdraw');
    expect(callsTo(fetch, 'POST', '/api/responsible/timeout')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodyOf(callsTo(fetch, 'POST', '/api/responsible/timeout')[0])).toEqual({
      period: '7d',
    });
    expect(
      await screen.findByText('Your break has started. It ends on 08/05/2025 10:00:00.'),
    ).toBeTruthy();
    expect(screen.getByText(/You are on a break until 08\/05\/2025 10:00:00\./)).toBeTruthy();
  });

  it('goes Back from the break dialog without sending anything', async () => {
    const { fetch, user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start your break?' });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(fetch, 'POST', '/api/responsible/timeout')).toHaveLength(0);
  });

  it('needs the confirmation box before self-exclusion, then sends confirm: true', async () => {
    const { fetch, user } = await openPage({
      'POST /api/responsible/exclusion': {
        body: {
          ...limited,
          exclusion: { until: '2036-05-01T03:00:00.000Z', liftRequestedAt: null, liftsAt: null },
        },
      },
    });
    await user.selectOptions(screen.getByLabelText('Exclusion length'), '1 year');
    await user.click(screen.getByRole('button', { name: 'Exclude me' }));
    expect(screen.getByText('Tick the box to confirm.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const box = screen.getByRole('checkbox', { name: /I understand that I cannot deposit/ });
    expect(document.activeElement).toBe(box);

    await user.click(box);
    expect(screen.queryByText('Tick the box to confirm.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Exclude me' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm self-exclusion' });
    expect(dialog.textContent).toContain('You will be excluded for 1 year');
    await user.click(within(dialog).getByRole('button', { name: 'Exclude me now' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/responsible/exclusion')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetch, 'POST', '/api/responsible/exclusion')[0])).toEqual({
      period: '1y',
      confirm: true,
    });
    expect(
      await screen.findByText('You have excluded yourself until 01/05/2036 10:00:00.'),
    ).toBeTruthy();
  });

  it('offers the lift request once the term has ended', async () => {
    const ended = responsibleState({
      exclusion: { until: '2025-01-01T00:00:00.000Z', liftRequestedAt: null, liftsAt: null },
    });
    const { fetch, user } = await openPage({
      'GET /api/responsible': { body: ended },
      'POST /api/responsible/exclusion/lift': {
        body: {
          ...ended,
          exclusion: {
            until: '2025-01-01T00:00:00.000Z',
            liftRequestedAt: '2025-05-01T03:00:00.000Z',
            liftsAt: '2025-05-08T03:00:00.000Z',
          },
        },
      },
    });
    expect(screen.queryByRole('button', { name: 'Take a break' })).toBeNull();
    expect(screen.getByText(/it is lifted 7 days after you ask/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ask to lift the exclusion' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/responsible/exclusion/lift')).toHaveLength(1),
    );
    expect(
      await screen.findByText(
        'You asked to lift it on 01/05/2025 10:00:00. It will be lifted on 08/05/2025 10:00:00.',
      ),
    ).toBeTruthy();
  });
});

describe('responsible play page: history (issue 15)', () => {
  it('lists each change with its time, who made it and what changed', async () => {
    await openPage({
      'GET /api/responsible/history': {
        body: {
          events: [
            {
              at: '2025-05-01T05:00:00.000Z',
              actor: 'staff:owner',
              kind: 'timeout',
              detail: { period: '1d', until: '2025-05-02T05:00:00.000Z', reason: 'call' },
            },
            {
              at: '2025-05-01T04:00:00.000Z',
              actor: 'member',
              kind: 'limit_set',
              detail: { period: 'daily', from: 200000, to: 100000 },
            },
            {
              at: '2025-05-01T03:00:00.000Z',
              actor: 'member',
              kind: 'reality_check',
              detail: { minutes: 30 },
            },
          ],
        },
      },
    });
    const list = await screen.findByRole('list', {
      name: 'Changes to your responsible play settings',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Break of 1 day, until 02/05/2025 12:00:0001/05/2025 12:00:00 · Staff',
      'Daily limit lowered from 2,000.00 baht to 1,000.00 baht01/05/2025 11:00:00 · You',
      'Reality check every 30 minutes01/05/2025 10:00:00 · You',
    ]);
  });

  it('says so when nothing has changed yet', async () => {
    await openPage();
    expect(await screen.findByText('No changes yet.')).toBeTruthy();
  });

  it('shows a failed history load with Try again', async () => {
    await openPage({
      'GET /api/responsible/history': { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } },
    });
    const region = screen.getByRole('region', { name: 'History' });
    expect(await within(region).findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
