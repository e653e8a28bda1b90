import { screen, waitFor, within } from '@testing-library/react';
import { QR_BANKS } from '@wallet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { callsTo, mockHomeApi, walletBody } from '@/testing/wallet-fixtures';
import { liveQr, noQr, openDeposit, signIn, slipHours } from './deposit-fixtures';

beforeEach(signIn);

/** GET /api/lookup/deposit as the server answers a LAK member (decision 021): kip only. */
const kipLookup = () => ({
  body: {
    banks: [
      {
        bank: { nameTH: 'ธนาคารการค้าต่างประเทศลาว', nameEN: 'BCEL' },
        bankCode: 'BCEL',
        bankType: 'DEPOSIT',
        mode: 'MANUAL',
        bankAccountName: 'LUCKY WALLET LAO',
        bankAccountNo: '0101000123456',
        currency: 'LAK',
      },
    ],
    wallets: [],
    isManual: false,
    minimumDeposit: 10_000,
    maximumDeposit: 100_000_000,
    qrExpireMinutes: 15,
    truelinkKey: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    qrGateways: [{ code: 'BCEL', name: 'BCEL OnePay' }],
    qrQuickAmounts: [{ code: 'BCEL', amounts: [10_000, 50_000, 100_000, 500_000] }],
    currency: 'LAK',
  },
});

const kipHome = (extra: Parameters<typeof mockHomeApi>[0] = {}) =>
  mockHomeApi({
    'GET /api/wallet': { body: walletBody({ amount: 1_500_000, currency: 'LAK' }) },
    'GET /api/lookup/deposit': kipLookup(),
    'GET /api/lookup/slip': slipHours(),
    ...Object.fromEntries(QR_BANKS.map((bank) => [`GET /api/qrcode/${bank}`, { body: noQr() }])),
    ...extra,
  });

describe('deposit for a kip wallet (spec §2, §9; integrations/lao-payments.md)', () => {
  it('offers the Lao account, the BCEL One receipt and the OnePay QR only: no Thai method', async () => {
    kipHome();
    const { dialog } = await openDeposit();
    const methods = within(dialog).getByRole('tablist', { name: 'Deposit method' });
    expect(
      within(methods)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Bank transfer', 'QR code']);
    expect(within(dialog).getByText('Minimum deposit: 10,000 kip')).toBeTruthy();
    expect(within(dialog).getByText('0101000123456')).toBeTruthy();
    expect(within(dialog).getByText(/Banque pour le Commerce Extérieur Lao/)).toBeTruthy();
    // the slip of a kip wallet is the BCEL One receipt, confirmed by staff
    expect(
      within(dialog).getByRole('heading', { name: 'Upload your BCEL One receipt' }),
    ).toBeTruthy();
    expect(within(dialog).getByText(/QR code \(OneProof\)/)).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Our staff confirm each receipt before the kip reaches your wallet.',
      ),
    ).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/TrueMoney|PromptPay|baht|\d\.00\b/);
  });

  it('makes a OnePay QR in whole kip from the server quick amounts, and says staff confirm it', async () => {
    const fetch = kipHome({
      'POST /api/qrcode/BCEL': { body: liveQr('BCEL', 50_000) },
    });
    const { user, dialog } = await openDeposit();
    await user.click(within(dialog).getByRole('tab', { name: 'QR code' }));
    const providers = within(dialog).getByRole('tablist', { name: 'QR provider' });
    expect(
      within(providers)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['BCEL OnePay']);
    const quick = within(dialog).getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['10,000', '50,000', '100,000', '500,000']);
    expect(within(dialog).getByText(/our staff confirm the payment with BCEL/)).toBeTruthy();
    const amount = await within(dialog).findByLabelText<HTMLInputElement>(
      'BCEL OnePay QR amount (kip)',
    );
    // whole kip: pasted decimals are dropped (the number keypad has no point)
    await user.click(amount);
    await user.paste('50,000.50');
    expect(amount.value).toBe('50000');
    expect(amount.getAttribute('inputmode')).toBe('numeric');
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    await within(dialog).findByText('Amount: 50,000 kip');
    const [call] = callsTo(fetch, 'POST', '/api/qrcode/BCEL');
    expect(JSON.parse(String((call?.[1] as RequestInit).body))).toEqual({ amount: 50_000 });
    expect(callsTo(fetch, 'GET', '/api/qrcode/KBANK')).toHaveLength(0);

    await i18n.changeLanguage('la');
    // in Lao (the lookup is read again in the new language; the methods start over)
    await within(dialog).findByText('ຝາກຂັ້ນຕ່ຳ 10,000 ກີບ');
    await user.click(within(dialog).getByRole('tab', { name: 'ຄິວອາໂຄດ' }));
    await within(dialog).findByRole('group', { name: 'ຈຳນວນເງິນດ່ວນ' });
    await waitFor(() => expect(dialog.textContent).toMatch(/BCEL OnePay[^]*\(ກີບ\)/));
    expect(document.body.textContent).not.toMatch(/ບາດ|฿|\d\.00\b/);
  });

  it('keeps every Thai method for a baht wallet', async () => {
    mockHomeApi({
      'GET /api/lookup/deposit': {
        body: {
          ...kipLookup().body,
          currency: 'BAHT',
          qrGateways: [
            { code: 'KBANK', name: 'PromptPay' },
            { code: 'WW', name: 'TrueMoney Wallet' },
          ],
          qrQuickAmounts: undefined,
        },
      },
      'GET /api/lookup/slip': slipHours(),
    });
    const { dialog } = await openDeposit();
    const methods = within(dialog).getByRole('tablist', { name: 'Deposit method' });
    expect(
      within(methods)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Bank transfer', 'QR code', 'TrueMoney link']);
    expect(screen.getByRole('heading', { name: 'Upload your transfer slip' })).toBeTruthy();
  });
});
