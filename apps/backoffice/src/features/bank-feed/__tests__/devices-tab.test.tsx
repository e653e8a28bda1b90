import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { bodiesSent, device, meAs, mockApiWith } from './fixtures';

const DEVICES = '/api/operator/bank-feed/devices';
const depositLookup = {
  banks: [
    {
      bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikorn Bank' },
      bankCode: 'KBANK',
      bankType: 'bank',
      mode: 'AUTO',
      bankAccountName: 'SITE CO',
      bankAccountNo: '123-4-56789-0',
      currency: 'BAHT',
    },
  ],
  wallets: [],
  isManual: false,
  minimumDeposit: 100,
  maximumDeposit: null,
  qrExpireMinutes: 15,
  truelinkKey: 'k',
};

/** Issue 26: the forwarding devices, added with a token shown once, revoked with a reason. */
describe('bank feed devices', () => {
  it('lists devices with their state and warns of a silent one on every tab', async () => {
    mockApiWith({
      'GET /api/backoffice/me': { body: meAs('finance') },
      [`GET ${DEVICES}`]: {
        body: {
          devices: [
            device(),
            device({ id: '2', name: 'SCB phone', silent: true, lastSeenAt: null }),
            device({ id: '3', name: 'Old phone', revokedAt: '2026-01-03T00:00:00.000Z' }),
          ],
        },
      },
      'GET /api/operator/bank-feed/lines': { body: { lines: [] } },
    });
    renderApp('/bank-feed?tab=devices');
    expect(await screen.findByText('KBank phone')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Devices' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Silent')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.getByText(/^Revoked /)).toBeTruthy();
    expect(
      screen.getByText(
        'Device SCB phone has been silent too long: texts of its account may be lost.',
      ),
    ).toBeTruthy();
    // a revoked device cannot be revoked again
    expect(screen.getByRole('button', { name: 'Revoke device KBank phone' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke device Old phone' })).toBeNull();
  });

  it('adds a device for a deposit account and shows its token once, with a copy button', async () => {
    const fetchMock = mockApiWith({
      'GET /api/backoffice/me': { body: meAs('owner') },
      [`GET ${DEVICES}`]: { body: { devices: [] } },
      'GET /api/lookup/deposit': { body: depositLookup },
      [`POST ${DEVICES}`]: {
        body: { device: device({ id: '5', name: 'Office KBank' }), token: 'bfd_secret-token' },
      },
    });
    const user = userEvent.setup();
    renderApp('/bank-feed?tab=devices');
    await user.click(await screen.findByRole('button', { name: 'Add device' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a forwarding device' });
    const account = await within(dialog).findByRole('combobox', { name: 'Deposit account' });
    expect(document.activeElement).toBe(account);
    expect(within(dialog).getByRole('option', { name: /KBANK 123-4-56789-0/ })).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Device name'), 'Office KBank');
    await user.type(within(dialog).getByLabelText('Reason'), 'new phone at the office');
    await user.click(within(dialog).getByRole('button', { name: 'Add device' }));

    const token = await within(dialog).findByLabelText('Device token');
    expect(token.textContent).toBe('bfd_secret-token');
    expect(document.activeElement).toBe(token);
    expect(within(dialog).getByText(/it will not be shown again/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(bodiesSent(fetchMock, 'POST', DEVICES)).toEqual([
      { accountNo: '123-4-56789-0', name: 'Office KBank', reason: 'new phone at the office' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('bfd_secret-token')).toBeNull();
  });

  it('says so when the account is not one of the deposit accounts', async () => {
    mockApiWith({
      'GET /api/backoffice/me': { body: meAs('finance') },
      [`GET ${DEVICES}`]: { body: { devices: [] } },
      'GET /api/lookup/deposit': { body: depositLookup },
      [`POST ${DEVICES}`]: { status: 400, body: { message: 'BANK_ACCOUNT_UNKNOWN' } },
    });
    const user = userEvent.setup();
    renderApp('/bank-feed?tab=devices');
    await user.click(await screen.findByRole('button', { name: 'Add device' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a forwarding device' });
    await within(dialog).findByRole('combobox', { name: 'Deposit account' });
    await user.type(within(dialog).getByLabelText('Device name'), 'Office KBank');
    await user.type(within(dialog).getByLabelText('Reason'), 'new phone');
    await user.click(within(dialog).getByRole('button', { name: 'Add device' }));
    expect(
      await within(dialog).findByText('This account is not one of the site deposit accounts.'),
    ).toBeTruthy();
  });

  it('revokes a device with a reason', async () => {
    const fetchMock = mockApiWith({
      'GET /api/backoffice/me': { body: meAs('finance') },
      [`GET ${DEVICES}`]: { body: { devices: [device()] } },
      [`POST ${DEVICES}/1/revoke`]: { body: device({ revokedAt: '2026-01-03T00:00:00.000Z' }) },
    });
    const user = userEvent.setup();
    renderApp('/bank-feed?tab=devices');
    await user.click(await screen.findByRole('button', { name: 'Revoke device KBank phone' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke device KBank phone' });
    const confirm = within(dialog).getByRole('button', { name: 'Revoke device' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Reason'), 'phone lost');
    await user.click(confirm);
    expect(await screen.findByText('Device KBank phone revoked.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(fetchMock, 'POST', `${DEVICES}/1/revoke`)).toEqual([
      { reason: 'phone lost' },
    ]);
  });
});
