import { screen, waitFor, within } from '@testing-library/react';
import { QR_BANKS, type QrBank } from '@wallet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, mockHomeApi, walletBody } from '@/testing/wallet-fixtures';
import { depositLookup, liveQr, noQr, openTab, signIn } from './deposit-fixtures';

beforeEach(signIn);

const qrGets = (state: Partial<Record<QrBank, () => unknown>> = {}) =>
  Object.fromEntries(
    QR_BANKS.map((bank) => [
      `GET /api/qrcode/${bank}`,
      () => ({ body: state[bank]?.() ?? noQr() }),
    ]),
  );

async function openQr() {
  const opened = await openTab('QR code');
  const banks = within(opened.dialog).getByRole('tablist', { name: 'QR provider' });
  const panel = () => within(opened.dialog).getAllByRole('tabpanel').at(-1) as HTMLElement;
  return { ...opened, banks, panel };
}

describe('QR deposit (spec §4, §5, §8)', () => {
  it('offers the quick amounts and enables create from each bank minimum', async () => {
    // issue 23 §2: the providers are named as the deposit lookup names them, never by code
    mockHomeApi({ 'GET /api/lookup/deposit': depositLookup(), ...qrGets() });
    const { user, dialog, banks, panel } = await openQr();
    expect(
      within(banks)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['PromptPay', 'TrueMoney Wallet', 'Easy2Pay']);
    const create = () => within(dialog).getByRole('button', { name: 'Create QR code' });
    const amount = () => within(dialog).getByRole<HTMLInputElement>('textbox');
    const quick = () => within(dialog).getByRole('group', { name: 'Quick amounts' });

    await within(panel()).findByText('No QR code yet.');
    expect(
      within(quick())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['10', '20', '50', '100', '500', '1,000']);
    expect(create().hasAttribute('disabled')).toBe(true);
    await user.type(amount(), '0');
    expect(create().hasAttribute('disabled')).toBe(true);
    await user.clear(amount());
    await user.type(amount(), '1');
    expect(create().hasAttribute('disabled')).toBe(false);

    await user.click(within(banks).getByRole('tab', { name: 'TrueMoney Wallet' }));
    await within(dialog).findByLabelText('TrueMoney Wallet QR amount (baht)');
    expect(within(quick()).getAllByRole('button')).toHaveLength(5);
    await user.type(amount(), '99');
    expect(create().hasAttribute('disabled')).toBe(true);
    await user.click(within(quick()).getByRole('button', { name: '100 baht' }));
    expect(amount().value).toBe('100');
    expect(create().hasAttribute('disabled')).toBe(false);

    await user.click(within(banks).getByRole('tab', { name: 'Easy2Pay' }));
    await user.type(within(dialog).getByLabelText('Easy2Pay QR amount (baht)'), '49');
    expect(create().hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Easy2Pay QR amount (baht)'), '0');
    expect(create().hasAttribute('disabled')).toBe(false);
  });

  it('creates a QR, shows it sanitized with a countdown, and makes the other banks reload', async () => {
    const fetch = mockHomeApi({
      'GET /api/lookup/deposit': depositLookup(),
      ...qrGets(),
      'POST /api/qrcode/KBANK': { body: liveQr('KBANK', 500) },
    });
    const { user, dialog, panel } = await openQr();
    await within(panel()).findByText('No QR code yet.');
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/qrcode/WW')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: '500 baht' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    const image = await within(dialog).findByRole('img', { name: 'QR code for 500.00 baht' });
    expect(image.querySelector('svg')).toBeTruthy();
    expect(image.innerHTML).not.toContain('script');
    expect(image.innerHTML).not.toContain('onclick');
    expect(within(dialog).getByRole('timer', { name: 'Time left to pay' }).textContent).toMatch(
      /^1[45]:\d\d$/,
    );
    const [post] = callsTo(fetch, 'POST', '/api/qrcode/KBANK');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ amount: 500 });
    await waitFor(() => {
      expect(callsTo(fetch, 'GET', '/api/qrcode/WW')).toHaveLength(2);
      expect(callsTo(fetch, 'GET', '/api/qrcode/E2P')).toHaveLength(2);
    });
    expect(callsTo(fetch, 'GET', '/api/qrcode/KBANK')).toHaveLength(1);
    expect(within(dialog).getByText('The QR code is valid for 15 minutes.')).toBeTruthy();
  });

  it('shows a live QR on open, counts down and returns to none at 00:00', async () => {
    mockHomeApi({
      'GET /api/lookup/deposit': depositLookup(),
      ...qrGets({ KBANK: () => liveQr('KBANK', 100, 2) }),
    });
    const { dialog, panel } = await openQr();
    const timer = await within(dialog).findByRole('timer', { name: 'Time left to pay' });
    expect(['00:02', '00:01']).toContain(timer.textContent);
    await within(panel()).findByText('No QR code yet.', {}, { timeout: 4000 });
    expect(within(dialog).queryByRole('timer')).toBeNull();
  });

  it('says so in place of the QR when it is paid while shown, and reloads the wallet', async () => {
    let paid = false;
    const fetch = mockHomeApi({
      'GET /api/lookup/deposit': depositLookup(),
      ...qrGets({
        KBANK: () =>
          paid
            ? { ...noQr(), qrcodeId: 'qr-KBANK', amount: 500, message: 'QR_PAID' }
            : liveQr('KBANK', 500),
      }),
    });
    const { user, dialog, panel } = await openQr();
    await within(dialog).findByRole('timer');
    const walletLoads = callsTo(fetch, 'GET', '/api/wallet').length;
    paid = true;
    // the live QR is looked at again every few seconds (QR_POLL_MS)
    const status = await within(panel()).findByText('Payment received', {}, { timeout: 6000 });
    expect(status.closest('[role="status"]')?.textContent).toContain(
      '500.00 baht is now in your wallet.',
    );
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/wallet').length).toBeGreaterThan(walletLoads),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Create another QR code' }));
    await within(panel()).findByText('No QR code yet.');
  }, 10_000);

  it('names the bonus credited with the deposit, and the toast repeats the same figures (issue 23 §2)', async () => {
    let paid = false;
    let told = false;
    mockHomeApi({
      'GET /api/lookup/deposit': depositLookup(),
      // the wallet rises by the deposit and the bonus credited with it, once the QR said so
      'GET /api/wallet': () => ({ body: walletBody({ amount: told ? 1400 : 1000 }) }),
      ...qrGets({
        KBANK: () => {
          if (!paid) return liveQr('KBANK', 200);
          told = true;
          return {
            ...noQr(),
            qrcodeId: 'qr-KBANK',
            amount: 200,
            message: 'QR_PAID',
            bonusAmount: 200,
          };
        },
      }),
    });
    const { dialog, panel } = await openQr();
    await within(dialog).findByRole('timer');
    paid = true;
    const status = await within(panel()).findByText('Payment received', {}, { timeout: 6000 });
    expect(status.closest('[role="status"]')?.textContent).toContain(
      '200.00 baht is now in your wallet, with a 200.00 baht bonus credited together: 400.00 baht in all.',
    );
    expect(
      await screen.findByText(
        'Money received: ฿200.00, with a ฿200.00 bonus',
        {},
        { timeout: 6000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Money received: ฿400.00')).toBeNull();
  }, 12_000);

  it('does not announce a payment the view never showed live', async () => {
    mockHomeApi({
      'GET /api/lookup/deposit': depositLookup(),
      ...qrGets({
        KBANK: () => ({ ...noQr(), qrcodeId: 'qr-old', amount: 100, message: 'QR_IN_REVIEW' }),
      }),
    });
    const { panel } = await openQr();
    await within(panel()).findByText('No QR code yet.');
    expect(within(panel()).queryByRole('status')).toBeNull();
  });

  it('asks before it cancels the QR, then cancels it with its id (issue 13)', async () => {
    const fetch = mockHomeApi({
      'GET /api/lookup/deposit': depositLookup(),
      ...qrGets({ KBANK: () => liveQr('KBANK', 100) }),
      'DELETE /api/qrcode/KBANK': { body: noQr() },
    });
    const { user, dialog, panel } = await openQr();
    const cancel = await within(dialog).findByRole('button', { name: 'Cancel QR code' });
    await user.click(cancel);
    // kept: nothing sent, focus back on the Cancel button
    let confirm = await screen.findByRole('alertdialog', { name: 'Cancel this QR code?' });
    expect(confirm.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(confirm).getByText(/If you have already paid it, keep it/)).toBeTruthy();
    const keep = within(confirm).getByRole('button', { name: 'Keep the QR code' });
    expect(document.activeElement).toBe(keep);
    await user.click(keep);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(cancel);
    expect(callsTo(fetch, 'DELETE', '/api/qrcode/KBANK')).toHaveLength(0);

    await user.click(cancel);
    confirm = await screen.findByRole('alertdialog', { name: 'Cancel this QR code?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    await within(panel()).findByText('No QR code yet.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const [call] = callsTo(fetch, 'DELETE', '/api/qrcode/KBANK');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ qrcodeId: 'qr-KBANK' });
    expect(await screen.findByText('QR code cancelled.')).toBeTruthy();
    // the QR and its Cancel button are gone: focus goes to the amount for a new one
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(panel()).getByLabelText('PromptPay QR amount (baht)'),
      ),
    );
  });

  it('shows the server message in a red toast when no QR was made (hasQrcode false)', async () => {
    mockHomeApi({
      'GET /api/lookup/deposit': depositLookup(),
      ...qrGets(),
      'POST /api/qrcode/WW': { body: { ...noQr(), message: 'Gateway is busy, try later' } },
      'POST /api/qrcode/E2P': { status: 502, body: { message: 'QR_FAIL' } },
    });
    const { user, dialog, banks, panel } = await openQr();
    await user.click(within(banks).getByRole('tab', { name: 'TrueMoney Wallet' }));
    await user.click(await within(dialog).findByRole('button', { name: '200 baht' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    const toast = await screen.findByText('Gateway is busy, try later');
    expect(toast.closest('[aria-live="assertive"]')).toBeTruthy();
    expect(within(panel()).getByText('No QR code yet.')).toBeTruthy();

    await user.click(within(banks).getByRole('tab', { name: 'Easy2Pay' }));
    await user.click(await within(dialog).findByRole('button', { name: '50 baht' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    expect(
      await screen.findByText('We could not create the QR code. Please try again.'),
    ).toBeTruthy();
  });
});
