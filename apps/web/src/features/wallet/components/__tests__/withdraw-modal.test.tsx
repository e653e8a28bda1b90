import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { pendingMoney } from '@/lib/pending-money';
import { storage } from '@/lib/storage';
import { activeReply } from '@/testing/bonus-fixtures';
import { renderApp } from '@/testing/test-utils';
import { callsTo, mockHomeApi, walletBody } from '@/testing/wallet-fixtures';

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
  await user.click(within(widgets).getByRole('button', { name: /^Withdraw\b/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
  const amount = await within(dialog).findByLabelText<HTMLInputElement>(
    'Amount to withdraw (baht)',
  );
  return { user, dialog, amount };
}

/** Issue 13: a valid amount is shown for a last look; this confirms it. */
async function confirmWithdrawal(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const confirm = await within(dialog).findByRole('region', { name: 'Check your withdrawal' });
  await user.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
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
    await confirmWithdrawal(user, dialog);
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
    expect(within(dialog).getByText('1,000.00 baht')).toBeTruthy();
    await confirmWithdrawal(user, dialog);
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
    await confirmWithdrawal(user, dialog);
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(error).getByText('Your balance is not enough.')).toBeTruthy();
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog', { name: 'Withdraw' })).toBeTruthy();
    // back on the form with the amount kept
    const field = within(dialog).getByLabelText<HTMLInputElement>('Amount to withdraw (baht)');
    expect(field.value).toBe('400');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('reloads the wallet when closed, even without a withdrawal (issue 13)', async () => {
    const fetch = mockHomeApi(limits);
    const { user, dialog } = await openWithdraw();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/wallet')).toHaveLength(2));
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
    await confirmWithdrawal(user, dialog);
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
    await confirmWithdrawal(user, dialog);
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

describe('withdraw confirm step (issue 13)', () => {
  it('shows amount, bank and account 3-3-4 before sending; Back keeps the amount', async () => {
    const fetch = mockHomeApi(limits);
    const { user, dialog, amount } = await openWithdraw();
    await user.type(amount, '1250.5');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const confirm = await within(dialog).findByRole('region', { name: 'Check your withdrawal' });
    expect(document.activeElement).toBe(
      within(confirm).getByRole('heading', { name: 'Check your withdrawal' }),
    );
    const facts = Object.fromEntries(
      within(confirm)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Amount: '1,250.50 baht',
      Bank: 'Kasikornbank',
      'Account name': 'SOMCHAI JAIDEE',
      'Account number': '123-456-7890',
    });
    expect(callsTo(fetch, 'POST', '/api/wallet/withdraw')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    const field = within(dialog).getByLabelText<HTMLInputElement>('Amount to withdraw (baht)');
    expect(field.value).toBe('1250.5');
    expect(document.activeElement).toBe(field);
    expect(callsTo(fetch, 'POST', '/api/wallet/withdraw')).toHaveLength(0);
  });

  it('names the bank in the member’s language', async () => {
    mockHomeApi(limits);
    const user = userEvent.setup();
    await i18n.changeLanguage('la');
    renderApp('/user/home', { storedLocale: 'la' });
    const widgets = await screen.findByRole('region', { name: 'ເມນູລັດ' });
    await user.click(within(widgets).getByRole('button', { name: /^ຖອນເງິນ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'ຖອນເງິນ' });
    await user.type(await within(dialog).findByLabelText('ຈຳນວນເງິນທີ່ຕ້ອງການຖອນ (ບາດ)'), '300');
    await user.click(within(dialog).getByRole('button', { name: 'ຖອນເງິນ' }));
    const confirm = await within(dialog).findByRole('region', { name: 'ກວດສອບລາຍການຖອນເງິນ' });
    expect(within(confirm).getByText('ທະນາຄານກະສິກອນໄທ')).toBeTruthy();
    expect(within(confirm).getByText('300.00 ບາດ')).toBeTruthy();
    expect(within(confirm).getByText('123-456-7890')).toBeTruthy();
  });

  it('disables Confirm and Back while the request runs, and sends it once', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const fetch = mockHomeApi(limits);
    const reply = new Promise<{ body: unknown }>((resolve) => (answer = resolve));
    const base = fetch.getMockImplementation();
    fetch.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === '/api/wallet/withdraw') {
        const { body } = await reply;
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return base!(input, init);
    });
    const { user, dialog, amount } = await openWithdraw();
    await user.type(amount, '300');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const confirm = await within(dialog).findByRole('region', { name: 'Check your withdrawal' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
    const sending = await within(confirm).findByRole('button', { name: 'Sending…' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    expect(within(confirm).getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.click(sending);
    answer(moved);
    await within(dialog).findByText('Withdrawal request received');
    expect(callsTo(fetch, 'POST', '/api/wallet/withdraw')).toHaveLength(1);
    // issue 13: the withdrawal is on its way, so the wallet keeps looking for a while
    expect(pendingMoney.has('withdraw')).toBe(true);
  });
});

describe('withdraw modal for a kip wallet (spec §9)', () => {
  const kipLimits = {
    'GET /api/lookup/withdraw': {
      body: { withdrawMin: 50_000, withdrawMax: 20_000_000, currency: 'LAK' },
    },
  };

  it("shows the server's kip limits and balance whole, named kip, in Lao too", async () => {
    mockHomeApi({
      ...kipLimits,
      'GET /api/wallet': { body: walletBody({ amount: 1_500_000, currency: 'LAK' }) },
    });
    const user = userEvent.setup();
    renderApp('/user/home');
    const widgets = await screen.findByRole('region', { name: 'Shortcuts' });
    // home offers a kip wallet its own deposit methods, never the TrueMoney link
    await within(widgets).findByText('Bank transfer or BCEL OnePay QR');
    expect(within(widgets).queryByText(/TrueMoney/)).toBeNull();
    await user.click(within(widgets).getByRole('button', { name: /^Withdraw\b/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    await within(dialog).findByLabelText('Amount to withdraw (kip)');
    expect(within(dialog).getByText('From 50,000 to 20,000,000 kip per withdrawal.')).toBeTruthy();
    expect(within(dialog).getByText('Wallet balance: 1,500,000 kip')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(within(dialog).getByText('The minimum withdrawal is 50,000 kip.')).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/baht|\.00\b/);

    await i18n.changeLanguage('la');
    await waitFor(() => expect(dialog.textContent).toContain('20,000,000 ກີບ'));
    expect(document.body.textContent).not.toMatch(/ບາດ|฿|\d\.00\b/);
  });
});
