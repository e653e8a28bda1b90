import type { BankReconciliationAccount } from '@wallet/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { bodiesSent, meAs, mockApiWith, queriesSent } from './fixtures';

const PATH = '/api/operator/bank-feed/reconciliation';
const tally = (count: number, amount: number) => ({ count, amount });
const account = (over: Partial<BankReconciliationAccount> = {}): BankReconciliationAccount => ({
  accountNo: '1234567890',
  bankCode: 'KBANK',
  currency: 'BAHT',
  incoming: tally(4, 1700),
  credited: tally(2, 1000),
  assigned: tally(1, 500),
  dismissed: tally(0, 0),
  waiting: tally(1, 200),
  missingTexts: 0,
  statementOnly: 0,
  balanced: true,
  ...over,
});

const kbank = {
  bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikorn Bank' },
  bankCode: 'KBANK',
  bankType: 'bank',
  mode: 'AUTO',
  bankAccountName: 'SITE CO',
  bankAccountNo: '1234567890',
  currency: 'BAHT',
};
const lookup = (banks: (typeof kbank)[]) => ({
  banks,
  wallets: [],
  isManual: false,
  minimumDeposit: 100,
  maximumDeposit: null,
  qrExpireMinutes: 15,
  truelinkKey: 'k',
});

/** Issue 26: a day's incoming money per deposit account against what became of it. */
describe('bank feed reconciliation', () => {
  it("shows the server's today, each account's figures and a balanced badge", async () => {
    const fetchMock = mockApiWith({
      'GET /api/backoffice/me': { body: meAs('support') },
      'GET /api/operator/bank-feed/devices': { body: { devices: [] } },
      [`GET ${PATH}`]: (_init, url) => ({
        body: {
          day: url.searchParams.get('day') ?? '2026-01-02',
          accounts: [
            account(),
            account({
              accountNo: '9876543210',
              bankCode: 'SCB',
              incoming: tally(3, 900),
              waiting: tally(0, 0),
              assigned: tally(0, 0),
              credited: tally(1, 300),
              missingTexts: 1,
              statementOnly: 2,
              balanced: false,
            }),
          ],
        },
      }),
    });
    renderApp('/bank-feed?tab=reconciliation');
    // role queries over the whole page are slow in jsdom: room for a loaded machine
    const kbank = await screen.findByRole(
      'region',
      { name: 'Account KBANK 1234567890' },
      { timeout: 5_000 },
    );
    expect(queriesSent(fetchMock, PATH)[0]).toEqual({});
    const day = screen.getByLabelText('Day') as HTMLInputElement;
    expect(day.value).toBe('2026-01-02');
    expect(within(kbank).getByText('Balanced')).toBeTruthy();
    expect(within(kbank).getByRole('row', { name: /Incoming 4 ฿1,700.00/ })).toBeTruthy();
    expect(within(kbank).getByRole('row', { name: /Difference 0 ฿0.00/ })).toBeTruthy();

    const scb = screen.getByRole('region', { name: 'Account SCB 9876543210' });
    expect(within(scb).getByText('Difference', { selector: '.badge' })).toBeTruthy();
    expect(within(scb).getByRole('row', { name: /Difference 2 ฿600.00/ })).toBeTruthy();
    expect(within(scb).getByText('Texts missing (balance chain)')).toBeTruthy();
    // a support role reads it but uploads no statement
    expect(screen.queryByRole('button', { name: 'Check statement' })).toBeNull();

    fireEvent.change(day, { target: { value: '2026-01-01' } });
    await waitFor(() => expect(queriesSent(fetchMock, PATH).at(-1)).toEqual({ day: '2026-01-01' }));
  });

  it('checks an uploaded statement and says what it found', async () => {
    const fetchMock = mockApiWith({
      'GET /api/backoffice/me': { body: meAs('finance') },
      'GET /api/operator/bank-feed/devices': { body: { devices: [] } },
      'GET /api/lookup/deposit': { body: lookup([kbank]) },
      [`GET ${PATH}`]: { body: { day: '2026-01-02', accounts: [account()] } },
      'POST /api/operator/bank-feed/statements': {
        body: {
          accountNo: '1234567890',
          bank: 'KBANK',
          rows: 5,
          credits: 4,
          matched: 3,
          added: 1,
          alreadyAdded: 0,
          skipped: [{ row: 6, reason: 'no amount' }],
          lines: ['31'],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/bank-feed?tab=reconciliation');
    const card = await screen.findByRole(
      'region',
      { name: 'Check a bank statement' },
      { timeout: 5_000 },
    );
    const submit = within(card).getByRole('button', { name: 'Check statement' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(within(card).getByLabelText('Statement format'), 'KBANK');
    const csv =
      'Date,Time,Description,Withdrawal,Deposit,Balance\n02/01/2026,10:04,Transfer,,500.00,1500.00';
    await user.upload(
      within(card).getByLabelText('Statement file (CSV)'),
      new File([csv], 'statement.csv', { type: 'text/csv' }),
    );
    await user.click(submit);
    expect(
      await within(card).findByText(/4 credits read: 3 seen by a device, 1 added to the queue/),
    ).toBeTruthy();
    expect(within(card).getByText(/Rows not read: 6 \(no amount\)/)).toBeTruthy();
    expect(bodiesSent(fetchMock, 'POST', '/api/operator/bank-feed/statements')).toEqual([
      { accountNo: '1234567890', bank: 'KBANK', csv },
    ]);
  });

  it('says when no account had lines that day', async () => {
    mockApiWith({
      'GET /api/backoffice/me': { body: meAs('finance') },
      'GET /api/operator/bank-feed/devices': { body: { devices: [] } },
      'GET /api/lookup/deposit': {
        body: {
          banks: [],
          wallets: [],
          isManual: false,
          minimumDeposit: 100,
          maximumDeposit: null,
          qrExpireMinutes: 15,
          truelinkKey: 'k',
        },
      },
      [`GET ${PATH}`]: { body: { day: '2026-01-02', accounts: [] } },
    });
    renderApp('/bank-feed?tab=reconciliation');
    expect(await screen.findByText('No deposit account had lines this day.')).toBeTruthy();
  });
});
