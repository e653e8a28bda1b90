import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { MONEY_FALLBACK_POLL_MS } from '@/lib/money-live';
import { pendingMoney } from '@/lib/pending-money';
import { FakeMoneySocket } from '@/testing/money-socket';
import { queriesSettled, renderApp } from '@/testing/test-utils';
import { callsTo, mockHomeApi, walletBody } from '@/testing/wallet-fixtures';
import { maskAccountNo } from '../bank-transfer';
import { depositLookup, openDeposit, signIn, slipHours } from './deposit-fixtures';

beforeEach(signIn);
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const walletLoads = (fetch: ReturnType<typeof mockHomeApi>) =>
  callsTo(fetch, 'GET', '/api/wallet').length;

/** The lookup with its MANUAL account only (no account the server credits by itself). */
const manualOnly = () => {
  const lookup = depositLookup();
  return { body: { ...lookup.body, banks: lookup.body.banks.filter((b) => b.mode !== 'AUTO') } };
};

async function closeDeposit(dialog: HTMLElement, user: { click: (e: Element) => Promise<void> }) {
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deposit' })).toBeNull());
}

describe('bank transfer to an AUTO account (issue 26, member side)', () => {
  it('masks the registered account to its last 4 digits', () => {
    expect(maskAccountNo('1234567890')).toBe('xxx-xxx-7890');
    expect(maskAccountNo('123-4-56789-0')).toBe('xxx-xxx-7890');
    expect(maskAccountNo('123456789012')).toBe('xxxxxxxx9012');
    expect(maskAccountNo('4417')).toBe('4417');
  });

  it('says a MANUAL account’s slips are checked at once when the server has a slip service (issue 28)', async () => {
    mockHomeApi({
      'GET /api/lookup/deposit': { body: { ...manualOnly().body, slipsCheckedAtOnce: true } },
      'GET /api/lookup/slip': slipHours(),
    });
    const { dialog } = await openDeposit();
    expect(
      await within(dialog).findByText(
        'Upload the slip of your transfer: it is checked with the bank as you upload it and credited at once when it verifies; if it cannot be checked, our staff check it.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).queryByText(
        'Upload the slip of your transfer: our staff check it before it is credited.',
      ),
    ).toBeNull();
  });

  it('tells the member to transfer from their registered account, masked, and when to upload the slip', async () => {
    mockHomeApi({
      'GET /api/lookup/deposit': depositLookup(),
      'GET /api/lookup/slip': slipHours(),
    });
    const { dialog } = await openDeposit();
    // the wallet answer's bank account (the member's profile): KBANK 1234567890
    expect(
      await within(dialog).findByText('Your registered account: KBank xxx-xxx-7890'),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/1234567890|123-456-7890/)).toBeNull();
    expect(
      within(dialog).getByText(
        'Transfer from your registered account to an account marked automatic: the money is credited to your wallet automatically, usually within a minute.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'A transfer from any other account is not matched automatically: upload its slip below instead.',
      ),
    ).toBeTruthy();
    // the AUTO account says so; the MANUAL one keeps today's text
    expect(
      within(dialog).getByText(
        'Automatic: a transfer from your registered account is credited within about a minute.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Upload the slip of your transfer: our staff check it before it is credited.',
      ),
    ).toBeTruthy();
  });

  it('says it in Thai and Lao too', async () => {
    mockHomeApi({
      'GET /api/lookup/deposit': depositLookup(),
      'GET /api/lookup/slip': slipHours(),
    });
    await act(() => i18n.changeLanguage('th'));
    const user = userEvent.setup();
    const { queryClient } = renderApp('/user/home');
    const widgets = await screen.findByRole('region', { name: 'เมนูลัด' }, { timeout: 5_000 });
    await user.click(within(widgets).getByRole('button', { name: /^ฝากเงิน/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('บัญชีที่ลงทะเบียนของคุณ: กสิกรไทย xxx-xxx-7890')).toBeTruthy();
    expect(
      within(dialog).getByText('การโอนจากบัญชีอื่นจะไม่ถูกจับคู่โดยอัตโนมัติ กรุณาอัปโหลดสลิปด้านล่างแทน'),
    ).toBeTruthy();
    await act(() => i18n.changeLanguage('la'));
    expect(
      await within(dialog).findByText('ບັນຊີທີ່ລົງທະບຽນຂອງທ່ານ: ກະສິກອນໄທ xxx-xxx-7890'),
    ).toBeTruthy();
    // the lookups asked again in Lao answer inside the test, not after it
    await queriesSettled(queryClient);
  });

  it('with the socket down, shows an automatic credit on home within 2 s, with "Money received", then slows to the fallback', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // decision 026: the watch's 1 s pace is the fallback of a socket that is down
    FakeMoneySocket.startDown = true;
    // the wallet answer is held here: the server credits the transfer when `amount` changes
    let amount = 1000;
    const fetch = mockHomeApi({
      'GET /api/wallet': () => ({ body: walletBody({ amount }) }),
      'GET /api/lookup/deposit': depositLookup(),
      'GET /api/lookup/slip': slipHours(),
    });
    const { user, dialog } = await openDeposit();
    await within(dialog).findByText(/Your registered account/);
    // the member goes to their banking app: closing the modal reads the wallet once
    await closeDeposit(dialog, user);
    await waitFor(() => expect(walletLoads(fetch)).toBe(2));
    // nothing credited yet: the wallet is read every second, quietly
    const before = walletLoads(fetch);
    await advance(1_000);
    expect(walletLoads(fetch)).toBe(before + 1);
    await advance(1_000);
    expect(walletLoads(fetch)).toBe(before + 2);
    expect(screen.queryByText(/Money received/)).toBeNull();

    // the forwarded bank text is credited: the next read, at most a second later, shows it
    amount = 1500;
    await advance(1_000);
    expect(walletLoads(fetch)).toBe(before + 3);
    const toast = await screen.findByText('Money received: ฿500.00');
    expect(toast.closest('[role="status"]')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Your balance' });
    expect(within(region).getByText('฿1,500.00')).toBeTruthy();
    // announced once: the watch ends with it
    expect(pendingMoney.has('deposit')).toBe(false);
    // back to the socket-down fallback: one read every MONEY_FALLBACK_POLL_MS
    const after = walletLoads(fetch);
    await advance(30_000);
    expect(walletLoads(fetch) - after).toBeGreaterThanOrEqual(30_000 / MONEY_FALLBACK_POLL_MS - 1);
    expect(walletLoads(fetch) - after).toBeLessThanOrEqual(30_000 / MONEY_FALLBACK_POLL_MS);
  });

  it('with the socket connected, the watch reads nothing: the credit is pushed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let amount = 1000;
    const fetch = mockHomeApi({
      'GET /api/wallet': () => ({ body: walletBody({ amount }) }),
      'GET /api/lookup/deposit': depositLookup(),
      'GET /api/lookup/slip': slipHours(),
    });
    const { user, dialog } = await openDeposit();
    await within(dialog).findByText(/Your registered account/);
    await closeDeposit(dialog, user);
    await waitFor(() => expect(walletLoads(fetch)).toBe(2));
    await advance(30_000);
    expect(walletLoads(fetch)).toBe(2);
    // the bank text is credited: the server says so on the socket
    amount = 1500;
    act(() => FakeMoneySocket.last().fire('money:changed', { at: new Date().toISOString() }));
    expect(await screen.findByText('Money received: ฿500.00')).toBeTruthy();
    expect(walletLoads(fetch)).toBe(3);
  });

  it('with the socket down, reads every second for 10 minutes after the tab was shown, then at the fallback pace', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    FakeMoneySocket.startDown = true;
    const fetch = mockHomeApi({
      'GET /api/lookup/deposit': depositLookup(),
      'GET /api/lookup/slip': slipHours(),
    });
    await openDeposit();
    await advance(10 * 60_000);
    const loads = walletLoads(fetch);
    // about one read a second for 10 minutes
    expect(loads).toBeGreaterThan(570);
    expect(loads).toBeLessThan(610);
    await advance(60_000);
    expect(walletLoads(fetch) - loads).toBeLessThanOrEqual(60_000 / MONEY_FALLBACK_POLL_MS);
    expect(pendingMoney.has('deposit')).toBe(false);
    // 600 reads of fake time: room for a busy machine
  }, 20_000);

  it('does not watch without an AUTO account', async () => {
    mockHomeApi({
      'GET /api/lookup/deposit': manualOnly(),
      'GET /api/lookup/slip': slipHours(),
    });
    const { dialog } = await openDeposit();
    expect(
      await within(dialog).findByText(
        'Upload the slip of your transfer: our staff check it before it is credited.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/registered account/)).toBeNull();
    expect(pendingMoney.has('deposit')).toBe(false);
  });

  it('keeps the slip text and does not watch for a kip wallet (the server matches baht only)', async () => {
    const lookup = depositLookup();
    mockHomeApi({
      'GET /api/wallet': { body: walletBody({ currency: 'LAK' }) },
      'GET /api/lookup/deposit': {
        body: {
          ...lookup.body,
          banks: lookup.body.banks.map((b) => ({ ...b, currency: 'LAK' })),
          currency: 'LAK',
        },
      },
      'GET /api/lookup/slip': slipHours(),
    });
    const kip = await openDeposit();
    // today's AUTO text: the checked slip credits it
    expect(
      await within(kip.dialog).findByText(
        'Credited to your wallet once you upload the slip of your transfer and it has been checked.',
      ),
    ).toBeTruthy();
    expect(within(kip.dialog).queryByText(/registered account/)).toBeNull();
    expect(pendingMoney.has('deposit')).toBe(false);
  });
});
