import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderApp } from '@/testing/test-utils';
import { callsTo, mockHomeApi, slot, walletBody } from '@/testing/wallet-fixtures';

const moved = { body: { message: 'OK', wallet: { amount: 900 } } };

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
});

async function openTransfer() {
  const user = userEvent.setup();
  renderApp('/user/home');
  const region = await screen.findByRole('region', { name: 'Your balance' });
  await user.click(within(region).getByRole('button', { name: 'Transfer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
  const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
  return { user, dialog, field };
}

const sentBody = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;
const keyOf = (call: unknown[] | undefined) =>
  new Headers((call?.[1] as RequestInit | undefined)?.headers).get('Idempotency-Key');

describe('transfer modal rules (spec §5)', () => {
  it('checks both accounts, a different target and the 1 baht minimum before sending', async () => {
    const fetch = mockHomeApi({ 'POST /api/wallet/transfer': moved });
    const { user, dialog, field } = await openTransfer();
    const submit = within(dialog).getByRole('button', { name: 'Transfer' });
    expect(field('From').value).toBe('WALLET');
    expect(within(dialog).getByText('Available: 1,000.00')).toBeTruthy();

    await user.click(submit);
    expect(within(dialog).getByText('Please choose an account.')).toBeTruthy();
    expect(field('To').getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(field('To'), 'WALLET');
    await user.click(submit);
    expect(within(dialog).getByText('You cannot transfer to the same account.')).toBeTruthy();

    await user.selectOptions(field('To'), 'pg');
    await user.click(submit);
    expect(within(dialog).getByText('The minimum transfer is 1 baht.')).toBeTruthy();
    await user.type(field('Amount (baht)'), '0.5');
    await user.click(submit);
    expect(within(dialog).getByText('The minimum transfer is 1 baht.')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/wallet/transfer')).toHaveLength(0);
  });

  it('keeps digits and two decimals in the amount', async () => {
    mockHomeApi();
    const { user, field } = await openTransfer();
    await user.type(field('Amount (baht)'), '1,2a3.456');
    expect(field('Amount (baht)').value).toBe('123.45');
  });

  it('needs a wallet above 0 to send from the wallet', async () => {
    const fetch = mockHomeApi({ 'GET /api/wallet': { body: walletBody({ amount: 0 }) } });
    const { user, dialog, field } = await openTransfer();
    await user.selectOptions(field('To'), 'pg');
    await user.type(field('Amount (baht)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(within(dialog).getByText('Your wallet balance is not enough.')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/wallet/transfer')).toHaveLength(0);
  });
});

describe('transfer modal calls (spec §5, §7, §8)', () => {
  it('transfers, closes with a true flag and reloads the wallet', async () => {
    const fetch = mockHomeApi({ 'POST /api/wallet/transfer': moved });
    const { user, dialog, field } = await openTransfer();
    await user.selectOptions(field('To'), 'pg');
    await user.type(field('Amount (baht)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transferred 100.00 from Wallet to PG Slot.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Transfer' })).toBeNull();
    const [call] = callsTo(fetch, 'POST', '/api/wallet/transfer');
    expect(sentBody(call)).toEqual({ from: 'WALLET', to: 'pg', amount: 100 });
    expect(keyOf(call)).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/wallet')).toHaveLength(2));
    // issue 15: money into a game starts the reality-check clock
    expect(storage.hasPlayed()).toBe(true);
  });

  it('says when a break ends if money into a game is refused, with a link (issue 15)', async () => {
    mockHomeApi({
      'POST /api/wallet/transfer': {
        status: 403,
        body: { message: 'ACCOUNT_TIMEOUT', until: '2030-05-08T03:00:00.000Z' },
      },
    });
    const { user, dialog, field } = await openTransfer();
    await user.selectOptions(field('To'), 'pg');
    await user.type(field('Amount (baht)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(error.textContent).toContain('You are taking a break until 08/05/2030 10:00:00.');
    expect(
      within(error).getByRole('link', { name: 'Go to Responsible play' }).getAttribute('href'),
    ).toBe('/user/responsible');
    expect(storage.hasPlayed()).toBe(false);
  });

  it('reloads the wallet when closed, even without a transfer (issue 13)', async () => {
    const fetch = mockHomeApi();
    const { user, dialog } = await openTransfer();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/wallet')).toHaveLength(2));
  });

  it('shows a refused transfer in an error dialog titled Error', async () => {
    mockHomeApi({
      'POST /api/wallet/transfer': { status: 400, body: { message: 'MONEY_NOT_ENOUGH' } },
    });
    const { user, dialog, field } = await openTransfer();
    await user.selectOptions(field('To'), 'pg');
    await user.type(field('Amount (baht)'), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(error).getByText('Your balance is not enough.')).toBeTruthy();
    expect(within(error).queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Transfer' })).toBeTruthy();
  });

  it('says the money is back on TRANSFER_FAIL and shows the balances again', async () => {
    const fetch = mockHomeApi({
      'POST /api/wallet/transfer': { status: 502, body: { message: 'TRANSFER_FAIL' } },
    });
    const { user, dialog, field } = await openTransfer();
    await user.selectOptions(field('To'), 'pg');
    await user.type(field('Amount (baht)'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(
      within(error).getByText('The transfer failed. The money is back in your wallet.'),
    ).toBeTruthy();
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/wallet')).toHaveLength(2));
  });

  it('sends a retry of the same press with the same key, a new press with a new one', async () => {
    let attempt = 0;
    const fetch = mockHomeApi({
      'POST /api/wallet/transfer': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2) return { status: 400, body: { message: 'MONEY_NOT_ENOUGH' } };
        return moved;
      },
    });
    const { user, dialog, field } = await openTransfer();
    await user.selectOptions(field('To'), 'pg');
    await user.type(field('Amount (baht)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    let error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(
      within(error).getByText('We cannot reach the server. Check your connection and try again.'),
    ).toBeTruthy();
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    error = await screen.findByRole('alertdialog', { name: 'Error' });
    await within(error).findByText('Your balance is not enough.');
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await screen.findByText('Transferred 20.00 from Wallet to PG Slot.');

    const [first, retry, fresh] = callsTo(fetch, 'POST', '/api/wallet/transfer');
    expect(keyOf(retry)).toBe(keyOf(first));
    expect(sentBody(retry)).toEqual(sentBody(first));
    expect(keyOf(fresh)).not.toBe(keyOf(first));
  });

  it('disables the buttons while the transfer runs', async () => {
    mockHomeApi({ 'POST /api/wallet/transfer': moved });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url) === '/api/wallet/transfer') await gate;
      return answer(url, init);
    });
    const { user, dialog, field } = await openTransfer();
    await user.selectOptions(field('To'), 'pg');
    await user.type(field('Amount (baht)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const busy = await within(dialog).findByRole('button', { name: 'Transferring…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(
      within(dialog).getByRole('button', { name: 'Transfer all' }).hasAttribute('disabled'),
    ).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Transfer' })).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transfer' })).toBeNull());
  });

  it('Transfer all asks first with every amount that will move, then moves it (spec §7)', async () => {
    const fetch = mockHomeApi({ 'POST /api/wallet/transferAll': moved });
    const { user, dialog, field } = await openTransfer();
    await user.click(within(dialog).getByRole('button', { name: 'Transfer all' }));
    expect(within(dialog).getByText('Please choose an account.')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/wallet/transferAll')).toHaveLength(0);

    // into the wallet: every open game's balance moves (the wallet itself stays)
    await user.selectOptions(field('To'), 'WALLET');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer all' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Transfer all?' });
    const legs = within(confirm).getByRole('list', { name: 'What moves' });
    expect(
      within(legs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PG Slot250.50', 'AskMeBet40.00']);
    expect(within(confirm).getByText('In all, 290.50 baht into Wallet.')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/wallet/transferAll')).toHaveLength(0);

    // Not now sends nothing
    await user.click(within(confirm).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('alertdialog', { name: 'Transfer all?' })).toBeNull();
    expect(callsTo(fetch, 'POST', '/api/wallet/transferAll')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Transfer all' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Transfer all?' })).getByRole(
        'button',
        { name: 'Move 290.50 baht' },
      ),
    );
    expect(await screen.findByText('All your money is now in Wallet.')).toBeTruthy();
    const [call] = callsTo(fetch, 'POST', '/api/wallet/transferAll');
    expect(callsTo(fetch, 'POST', '/api/wallet/transferAll')).toHaveLength(1);
    expect(sentBody(call)).toEqual({ to: 'WALLET' });
    expect(keyOf(call)).toBeTruthy();
  });

  it('Transfer all into a game counts the other games and the wallet, and is busy while it runs', async () => {
    mockHomeApi({ 'POST /api/wallet/transferAll': moved });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url) === '/api/wallet/transferAll') await gate;
      return answer(url, init);
    });
    const { user, dialog, field } = await openTransfer();
    await user.selectOptions(field('To'), 'pg');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer all' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Transfer all?' });
    const legs = within(confirm).getByRole('list', { name: 'What moves' });
    expect(
      within(legs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AskMeBet40.00', 'Wallet1,000.00']);
    expect(within(confirm).getByText('In all, 1,040.00 baht into PG Slot.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Move 1,040.00 baht' }));
    const busy = await within(confirm).findByRole('button', { name: 'Moving…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(within(confirm).getByRole('button', { name: 'Not now' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Transfer all?' })).toBeTruthy();
    release();
    expect(await screen.findByText('All your money is now in PG Slot.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: 'Transfer all?' })).toBeNull();
  });

  it('Transfer all with no money outside the target says so and sends nothing', async () => {
    const fetch = mockHomeApi({
      'GET /api/wallet': {
        body: walletBody({ slots: [slot('pg', { name: 'PG Slot', isActive: true, amount: 0 })] }),
      },
      'POST /api/wallet/transferAll': moved,
    });
    const { user, dialog, field } = await openTransfer();
    await user.selectOptions(field('To'), 'WALLET');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer all' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Transfer all?' });
    expect(within(confirm).getByText('There is no money outside Wallet to move.')).toBeTruthy();
    expect(within(confirm).queryByRole('button', { name: /^Move/ })).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog', { name: 'Transfer all?' })).toBeNull();
    expect(callsTo(fetch, 'POST', '/api/wallet/transferAll')).toHaveLength(0);
  });

  it('swaps the accounts', async () => {
    mockHomeApi();
    const { user, dialog, field } = await openTransfer();
    await user.selectOptions(field('To'), 'pg');
    await user.click(within(dialog).getByRole('button', { name: 'Swap accounts' }));
    expect(field('From').value).toBe('pg');
    expect(field('To').value).toBe('WALLET');
    expect(within(dialog).getByText('Available: 250.50')).toBeTruthy();
  });
});
