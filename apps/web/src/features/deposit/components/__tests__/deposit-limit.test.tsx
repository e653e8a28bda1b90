import { waitFor, within } from '@testing-library/react';
import { QR_BANKS } from '@wallet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, mockHomeApi } from '@/testing/wallet-fixtures';
import { depositLookup, noQr, openTab, signIn } from './deposit-fixtures';

beforeEach(signIn);

const qrGets = Object.fromEntries(
  QR_BANKS.map((bank) => [`GET /api/qrcode/${bank}`, { body: noQr() }]),
);

const depositLimit = {
  status: 400,
  body: {
    message: 'DEPOSIT_LIMIT',
    period: 'daily',
    remaining: 300,
    freesAt: '2030-05-02T03:00:00.000Z',
  },
};

describe('deposits refused by the member’s own limits (issue 15)', () => {
  it('QR: says what may still be deposited, when it frees up, and links to Responsible play', async () => {
    const fetch = mockHomeApi({
      'GET /api/lookup/deposit': depositLookup(),
      ...qrGets,
      'POST /api/qrcode/KBANK': depositLimit,
    });
    const { user, dialog } = await openTab('QR code');
    const amount = await within(dialog).findByLabelText('PromptPay QR amount (baht)');
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    const message = await within(dialog).findByText(
      'This deposit would pass your daily limit. You can deposit up to 300.00 baht now. More frees up on 02/05/2030 10:00:00.',
    );
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Go to Responsible play' }).getAttribute('href'),
    ).toBe('/user/responsible');
    expect(callsTo(fetch, 'POST', '/api/qrcode/KBANK')).toHaveLength(1);

    // a new amount is a new try: the refusal goes
    await user.type(amount, '0');
    expect(within(dialog).queryByRole('link', { name: 'Go to Responsible play' })).toBeNull();
  });

  it('QR: a break says when it ends', async () => {
    mockHomeApi({
      'GET /api/lookup/deposit': depositLookup(),
      ...qrGets,
      'POST /api/qrcode/KBANK': {
        status: 403,
        body: { message: 'ACCOUNT_TIMEOUT', until: '2030-05-08T03:00:00.000Z' },
      },
    });
    const { user, dialog } = await openTab('QR code');
    await user.type(await within(dialog).findByLabelText('PromptPay QR amount (baht)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    expect(
      await within(dialog).findByText(/You are taking a break until 08\/05\/2030 10:00:00\./),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to Responsible play' })).toBeTruthy();
  });

  it('manual deposit notice: the same message and link under the form', async () => {
    mockHomeApi({
      'GET /api/lookup/deposit': depositLookup({ isManual: true }),
      'POST /api/wallet/add': depositLimit,
    });
    const { user, dialog } = await openTab('Notify deposit');
    await user.type(within(dialog).getByLabelText('Amount transferred (baht)'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Notify deposit' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain(
        'You can deposit up to 300.00 baht now.',
      ),
    );
    expect(within(dialog).getByRole('link', { name: 'Go to Responsible play' })).toBeTruthy();
  });
});
