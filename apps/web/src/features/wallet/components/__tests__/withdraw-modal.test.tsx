import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { renderApp } from '@/testing/test-utils';
import { callsTo, mockHomeApi } from '@/testing/wallet-fixtures';

const limits = { 'GET /api/lookup/withdraw': { body: { withdrawMin: 100, withdrawMax: 5000 } } };
const moved = { body: { message: 'OK', wallet: { amount: 700 } } };

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
});

async function openWithdraw() {
  const user = userEvent.setup();
  renderApp('/user/home');
  const widgets = await screen.findByRole('region', { name: 'Shortcuts' });
  await user.click(within(widgets).getByRole('button', { name: 'Withdraw' }));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
  const amount = await within(dialog).findByLabelText<HTMLInputElement>(
    'Amount to withdraw (baht)',
  );
  return { user, dialog, amount };
}

const sentBody = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;
const keyOf = (call: unknown[] | undefined) =>
  new Headers((call?.[1] as RequestInit | undefined)?.headers).get('Idempotency-Key');

describe('withdraw modal (spec §2, §5, §8)', () => {
  it('shows the bank account 3-3-4, the limits and the bonus note', async () => {
    mockHomeApi(limits);
    const { dialog } = await openWithdraw();
    expect(within(dialog).getByText('SOMCHAI JAIDEE')).toBeTruthy();
    expect(within(dialog).getByText('Kasikornbank')).toBeTruthy();
    expect(within(dialog).getByText('123-456-7890')).toBeTruthy();
    expect(within(dialog).getByText('From 100.00 to 5,000.00 baht per withdrawal.')).toBeTruthy();
    expect(within(dialog).getByText(/withdraw your entire balance/)).toBeTruthy();
  });

  it('checks the limits with their numbers before sending', async () => {
    const fetch = mockHomeApi(limits);
    const { user, dialog, amount } = await openWithdraw();
    const submit = within(dialog).getByRole('button', { name: 'Withdraw' });
    await user.click(submit);
    expect(within(dialog).getByText('The minimum withdrawal is 100.00 baht.')).toBeTruthy();
    await user.type(amount, '99.99');
    await user.click(submit);
    expect(within(dialog).getByText('The minimum withdrawal is 100.00 baht.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '5000.01');
    await user.click(submit);
    expect(within(dialog).getByText('The maximum withdrawal is 5,000.00 baht.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetch, 'POST', '/api/wallet/withdraw')).toHaveLength(0);
  });

  it('withdraws, shows processing, and reloads the wallet when closed', async () => {
    const fetch = mockHomeApi({ ...limits, 'POST /api/wallet/withdraw': moved });
    const { user, dialog, amount } = await openWithdraw();
    await user.type(amount, '300');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const status = await within(dialog).findByRole('status');
    expect(within(status).getByText('Withdrawal request received')).toBeTruthy();
    expect(within(status).getByText('Processing')).toBeTruthy();
    const [call] = callsTo(fetch, 'POST', '/api/wallet/withdraw');
    expect(sentBody(call)).toEqual({ amount: 300 });
    expect(keyOf(call)).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Withdraw' })).toBeNull();
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/wallet').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('withdraws everything through withdrawAll with the wallet balance', async () => {
    const fetch = mockHomeApi({ ...limits, 'POST /api/wallet/withdrawAll': moved });
    const { user, dialog } = await openWithdraw();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw everything' }));
    await within(dialog).findByText('Withdrawal request received');
    const [call] = callsTo(fetch, 'POST', '/api/wallet/withdrawAll');
    expect(sentBody(call)).toEqual({ amount: 1000 });
  });

  it('shows a refused withdrawal in the error dialog titled Error', async () => {
    mockHomeApi({
      ...limits,
      'POST /api/wallet/withdraw': { status: 400, body: { message: 'MONEY_NOT_ENOUGH' } },
    });
    const { user, dialog, amount } = await openWithdraw();
    await user.type(amount, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(error).getByText('Your balance is not enough.')).toBeTruthy();
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog', { name: 'Withdraw' })).toBeTruthy();
  });

  it('does not reload the wallet when closed without a withdrawal', async () => {
    const fetch = mockHomeApi(limits);
    const { user, dialog } = await openWithdraw();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(callsTo(fetch, 'GET', '/api/wallet')).toHaveLength(1);
  });
});
