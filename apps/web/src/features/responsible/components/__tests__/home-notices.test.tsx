import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { renderApp } from '@/testing/test-utils';
import { limitWindow, responsibleState } from '@/testing/responsible-fixtures';
import { mockHomeApi } from '@/testing/wallet-fixtures';

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
  storage.setBonusReminder();
});

const depositLookup = {
  body: {
    banks: [],
    wallets: [],
    isManual: false,
    minimumDeposit: 20,
    maximumDeposit: null,
    qrExpireMinutes: 15,
    truelinkKey: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  },
};

async function openHome(state: ReturnType<typeof responsibleState>) {
  mockHomeApi({
    'GET /api/responsible': { body: state },
    'GET /api/lookup/deposit': depositLookup,
    'GET /api/lookup/slip': { body: { uploadOpen: true, closedFrom: null, closedUntil: null } },
  });
  const user = userEvent.setup();
  renderApp('/user/home');
  const widgets = await screen.findByRole('region', { name: 'Shortcuts' });
  return { user, widgets };
}

async function openDeposit(user: ReturnType<typeof userEvent.setup>, widgets: HTMLElement) {
  await user.click(within(widgets).getByRole('button', { name: 'Deposit' }));
  return screen.findByRole('dialog', { name: 'Deposit' });
}

describe('home and deposit notices (issue 15)', () => {
  it('says a break is in force, until when, and that withdrawals still work', async () => {
    const { user, widgets } = await openHome(
      responsibleState({ timeout: { until: '2030-05-08T03:00:00.000Z' } }),
    );
    const notice = await screen.findByRole('region', { name: 'You are taking a break' });
    expect(notice.textContent).toContain('Until 08/05/2030 10:00:00.');
    expect(notice.textContent).toContain('You can still log in, see your balances and withdraw.');
    expect(within(notice).getByRole('link', { name: 'Go to Responsible play' })).toBeTruthy();

    const dialog = await openDeposit(user, widgets);
    const closed = await within(dialog).findByRole('note');
    expect(closed.textContent).toContain('Deposits are closed until then.');
    expect(within(dialog).queryByRole('tablist')).toBeNull();
  });

  it('says a self-exclusion is in force', async () => {
    await openHome(
      responsibleState({
        exclusion: { until: '2036-05-01T03:00:00.000Z', liftRequestedAt: null, liftsAt: null },
      }),
    );
    const notice = await screen.findByRole('region', { name: 'You have excluded yourself' });
    expect(notice.textContent).toContain('Until 01/05/2036 10:00:00.');
  });

  it('offers to set a deposit limit when none is set', async () => {
    const { user, widgets } = await openHome(responsibleState());
    expect(screen.queryByRole('region', { name: 'You are taking a break' })).toBeNull();
    const dialog = await openDeposit(user, widgets);
    const offer = await within(dialog).findByRole('link', { name: 'Set a deposit limit' });
    expect(offer.getAttribute('href')).toBe('/user/responsible');
  });

  it('says what the limits still allow when they are set', async () => {
    const { user, widgets } = await openHome(
      responsibleState({
        limits: [
          limitWindow('daily', { limit: 1000, used: 250, remaining: 750 }),
          limitWindow('weekly'),
          limitWindow('monthly'),
        ],
        remaining: 750,
      }),
    );
    const dialog = await openDeposit(user, widgets);
    expect(
      await within(dialog).findByText(/Your deposit limits allow 750.00 baht more now\./),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Set a deposit limit' })).toBeNull();
  });
});
