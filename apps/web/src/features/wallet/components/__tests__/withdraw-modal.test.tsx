import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { activeReply } from '@/testing/bonus-fixtures';
import { renderApp } from '@/testing/test-utils';
import { callsTo, mockHomeApi } from '@/testing/wallet-fixtures';

const limits = { 'GET /api/lookup/withdraw': { body: { withdrawMin: 100, withdrawMax: 5000 } } };
const moved = { body: { message: 'OK', wallet: { amount: 700 } } };

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
  storage.setBonusReminder();
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

describe('withdraw while a bonus runs (issue 8)', () => {
  it('shows the remaining condition above the form before anything is typed', async () => {
    mockHomeApi({ ...limits, 'GET /api/bonus/check/active': activeReply() });
    const { dialog, amount } = await openWithdraw();
    const notice = await within(dialog).findByRole('note');
    expect(notice.textContent).toContain(
      'A bonus is in play (Welcome 100%): 1,760.00 baht still to go (41% met). You can withdraw once the bonus has ended.',
    );
    expect(within(notice).getByRole('link', { name: 'Go to my bonus' }).getAttribute('href')).toBe(
      '/user/bonus',
    );
    expect(amount.value).toBe('');
    expect(notice.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says to end a bonus whose condition is met', async () => {
    mockHomeApi({
      ...limits,
      'GET /api/bonus/check/active': activeReply({ met: true, percent: 100, remaining: 0 }),
    });
    const { dialog } = await openWithdraw();
    expect((await within(dialog).findByRole('note')).textContent).toContain(
      'Your bonus condition is met. End the bonus first, then withdraw.',
    );
  });

  it('shows no notice without a credited bonus', async () => {
    mockHomeApi({
      ...limits,
      'GET /api/bonus/check/active': activeReply({ state: 'awaiting_deposit' }),
    });
    const { dialog } = await openWithdraw();
    expect(within(dialog).queryByRole('note')).toBeNull();
  });

  it('says what is still remaining when the server answers BONUS_CONDITION', async () => {
    mockHomeApi({
      ...limits,
      'POST /api/wallet/withdraw': {
        status: 409,
        body: { message: 'BONUS_CONDITION', remaining: 1240 },
      },
    });
    const { user, dialog, amount } = await openWithdraw();
    await user.type(amount, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(
      within(error).getByText('The bonus condition is not met yet: 1,240.00 baht still to go.'),
    ).toBeTruthy();
    expect(within(error).getByRole('link', { name: 'Go to my bonus' }).getAttribute('href')).toBe(
      '/user/bonus',
    );
    expect(within(error).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('links to the bonus page when the server answers BONUS_NOT_ENDED', async () => {
    mockHomeApi({
      ...limits,
      'POST /api/wallet/withdraw': { status: 409, body: { message: 'BONUS_NOT_ENDED' } },
    });
    const { user, dialog, amount } = await openWithdraw();
    await user.type(amount, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(
      within(error).getByText('Your bonus condition is met. End the bonus before you withdraw.'),
    ).toBeTruthy();
    await user.click(within(error).getByRole('link', { name: 'Go to my bonus' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonuses & promotions' }),
    ).toBeTruthy();
  });
});
