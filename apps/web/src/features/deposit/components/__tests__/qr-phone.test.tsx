import { act, screen, waitFor, within } from '@testing-library/react';
import { QR_BANKS, type QrBank } from '@wallet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingMoney } from '@/lib/pending-money';
import { callsTo, mockHomeApi } from '@/testing/wallet-fixtures';
import { BANK_WATCH_KEY } from '../../hooks/use-bank-transfer-watch';
import { qrPng } from '../qr-image';
import { depositLookup, liveQr, noQr, openTab, signIn } from './deposit-fixtures';

// jsdom draws no canvas: the PNG maker is replaced, its own test draws on a stand-in canvas
vi.mock('../qr-image', () => ({
  qrPng: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
}));

const qrGets = (state: Partial<Record<QrBank, () => unknown>> = {}) =>
  Object.fromEntries(
    QR_BANKS.map((bank) => [
      `GET /api/qrcode/${bank}`,
      () => ({ body: state[bank]?.() ?? noQr() }),
    ]),
  );

const setNavigator = (name: 'share' | 'canShare', value: unknown) =>
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });

beforeEach(() => {
  signIn();
  // jsdom has no blob: URLs
  Object.assign(URL, {
    createObjectURL: vi.fn(() => 'blob:http://localhost/qr-1'),
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

async function openLiveQr(extra: Parameters<typeof mockHomeApi>[0] = {}) {
  const fetch = mockHomeApi({
    'GET /api/lookup/deposit': depositLookup(),
    ...qrGets({ KBANK: () => liveQr('KBANK', 500) }),
    ...extra,
  });
  const opened = await openTab('QR code');
  await within(opened.dialog).findByRole('timer');
  return { ...opened, fetch };
}

describe('a QR a phone can pay (issue 13)', () => {
  it('shows who is paid and how much beside the QR', async () => {
    const { dialog } = await openLiveQr();
    expect(within(dialog).getByRole('img', { name: 'QR code for 500.00 baht' })).toBeTruthy();
    expect(within(dialog).getByText('Pay to: LUCKY WALLET CO., LTD.')).toBeTruthy();
    expect(within(dialog).getByText('Amount: 500.00 baht')).toBeTruthy();
  });

  it('saves the QR as a PNG: a download link to a blob: URL made from the payload', async () => {
    const { dialog } = await openLiveQr();
    const save = await within(dialog).findByRole('link', { name: 'Save QR image' });
    expect(save.getAttribute('href')).toBe('blob:http://localhost/qr-1');
    expect(save.getAttribute('download')).toBe('qr-KBANK-500.png');
    expect(qrPng).toHaveBeenCalledWith('00020101021230-KBANK-54500', [
      'LUCKY WALLET CO., LTD.',
      'Amount: 500.00 baht',
    ]);
    // no file sharing in this browser: no Share button
    expect(within(dialog).queryByRole('button', { name: 'Share QR image' })).toBeNull();
  });

  it('shares the PNG as a file where the browser can', async () => {
    const share = vi.fn(async () => undefined);
    const canShare = vi.fn(() => true);
    setNavigator('share', share);
    setNavigator('canShare', canShare);
    const { user, dialog } = await openLiveQr();
    await user.click(await within(dialog).findByRole('button', { name: 'Share QR image' }));
    expect(share).toHaveBeenCalledTimes(1);
    const [data] = share.mock.calls[0] as unknown as [ShareData];
    expect(data.title).toBe('QR code for 500.00 baht');
    const [file] = data.files ?? [];
    expect(file).toBeInstanceOf(File);
    expect(file?.name).toBe('qr-KBANK-500.png');
    expect(file?.type).toBe('image/png');
    expect(canShare).toHaveBeenCalledWith({ files: [file] });
  });

  it('says nothing when the member closes the share sheet, and tells a real failure', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    setNavigator('share', share);
    setNavigator('canShare', () => true);
    const { user, dialog } = await openLiveQr();
    const button = await within(dialog).findByRole('button', { name: 'Share QR image' });
    await user.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('We could not share the QR image.')).toBeNull();
    share.mockImplementationOnce(async () => {
      throw new DOMException('no', 'NotAllowedError');
    });
    await user.click(button);
    expect(await screen.findByText('We could not share the QR image.')).toBeTruthy();
  });

  it('hides save and share when the QR carries no payload', async () => {
    setNavigator('canShare', () => true);
    const { dialog } = await openLiveQr({
      'GET /api/qrcode/KBANK': { body: { ...liveQr('KBANK', 500), payload: null } },
    });
    expect(within(dialog).queryByRole('link', { name: 'Save QR image' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Share QR image' })).toBeNull();
  });

  it('counts a live QR as money on its way until it is cancelled', async () => {
    const { user } = await openLiveQr({ 'DELETE /api/qrcode/KBANK': { body: noQr() } });
    // the bank-transfer tab shown first watches for an automatic bank credit (issue 26): set
    // aside, so only the QR counts here
    act(() => pendingMoney.drop(BANK_WATCH_KEY));
    expect(pendingMoney.has('deposit')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel QR code' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this QR code?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    await screen.findByText('QR code cancelled.');
    expect(pendingMoney.has('deposit')).toBe(false);
  });
});

describe('the largest deposit at once (issue 13)', () => {
  it('says the maximum at the QR amount before anything is sent', async () => {
    const fetch = mockHomeApi({
      'GET /api/lookup/deposit': depositLookup({ maximumDeposit: 500 }),
      ...qrGets(),
    });
    const { user, dialog } = await openTab('QR code');
    const amount = await within(dialog).findByLabelText('PromptPay QR amount (baht)');
    expect(within(dialog).getByText('From 1.00 to 500.00 baht.')).toBeTruthy();
    const quick = within(dialog).getByRole('group', { name: 'Quick amounts' });
    expect(within(quick).getByRole('button', { name: '1000 baht' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.type(amount, '500.01');
    expect(
      within(dialog).getByText('The most you can deposit at once is 500.00 baht.'),
    ).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const create = within(dialog).getByRole('button', { name: 'Create QR code' });
    expect(create.hasAttribute('disabled')).toBe(true);
    await user.type(amount, '{Enter}');
    expect(callsTo(fetch, 'POST', '/api/qrcode/KBANK')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '500');
    expect(within(dialog).queryByText(/The most you can deposit/)).toBeNull();
    expect(create.hasAttribute('disabled')).toBe(false);
  });

  it('shows the server refusal DEPOSIT_MAXIMUM in words', async () => {
    mockHomeApi({
      'GET /api/lookup/deposit': depositLookup({ maximumDeposit: null }),
      ...qrGets(),
      'POST /api/qrcode/KBANK': { status: 400, body: { message: 'DEPOSIT_MAXIMUM' } },
    });
    const { user, dialog } = await openTab('QR code');
    expect(await within(dialog).findByText('Minimum 1 baht.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('PromptPay QR amount (baht)'), '900000');
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    expect(
      await screen.findByText('The amount is above the largest deposit allowed at once.'),
    ).toBeTruthy();
  });

  it('checks the maximum of a deposit notice before sending it', async () => {
    const fetch = mockHomeApi({
      'GET /api/lookup/deposit': depositLookup({ isManual: true, maximumDeposit: 1000 }),
      'POST /api/wallet/add': { body: { message: 'OK', wallet: { amount: 1000 } } },
    });
    const { user, dialog } = await openTab('Notify deposit');
    expect(within(dialog).getByText('From 20.00 to 1,000.00 baht per deposit.')).toBeTruthy();
    const field = within(dialog).getByLabelText('Amount transferred (baht)');
    await user.type(field, '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Notify deposit' }));
    expect(
      within(dialog).getByText('The most you can deposit at once is 1,000.00 baht.'),
    ).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/wallet/add')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Notify deposit' }));
    await screen.findByText('Thank you. Our staff will check your deposit of 1,000.00 baht.');
    expect(pendingMoney.has('deposit')).toBe(true);
  });
});
