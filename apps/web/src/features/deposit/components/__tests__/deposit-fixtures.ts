import type { QrBank, QrState } from '@wallet/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage } from '@/lib/storage';
import { renderApp } from '@/testing/test-utils';

/** 32 zero bytes, base64url: the demo key the client encrypts TrueMoney links with. */
export const TRUELINK_KEY = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const depositLookup = (
  fields: { isManual?: boolean; maximumDeposit?: number | null } = {},
) => ({
  body: {
    banks: [
      {
        bank: { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
        bankCode: 'KBANK',
        bankType: 'DEPOSIT',
        mode: 'AUTO',
        bankAccountName: 'DEMO WALLET CO',
        bankAccountNo: '0987654321',
        currency: 'THB',
      },
      {
        bank: { nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
        bankCode: 'SCB',
        bankType: 'DEPOSIT',
        mode: 'MANUAL',
        bankAccountName: 'DEMO WALLET CO',
        bankAccountNo: '1112223334',
        currency: 'THB',
      },
    ],
    wallets: [],
    isManual: fields.isManual ?? false,
    minimumDeposit: 20,
    maximumDeposit: fields.maximumDeposit === undefined ? 200_000 : fields.maximumDeposit,
    qrExpireMinutes: 15,
    truelinkKey: TRUELINK_KEY,
    qrGateways: [
      { code: 'KBANK', name: 'PromptPay' },
      { code: 'WW', name: 'TrueMoney Wallet' },
      { code: 'E2P', name: 'Easy2Pay' },
    ],
  },
});

export const slipHours = (open = true) => ({
  body: { uploadOpen: open, closedFrom: '23:00', closedUntil: '00:30' },
});

export const noQr = (): QrState => ({
  qrcodeId: null,
  hasQrcode: false,
  qrcode: null,
  amount: 0,
  expireIn: 0,
  message: '',
  receiverName: null,
  payload: null,
});

export const liveQr = (bank: QrBank, amount: number, expireIn = 900): QrState => ({
  qrcodeId: `qr-${bank}`,
  hasQrcode: true,
  qrcode: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" onclick="alert(1)"/><script>alert(1)</script></svg>`,
  amount,
  expireIn,
  message: 'OK',
  receiverName: 'LUCKY WALLET CO., LTD.',
  payload: `00020101021230-${bank}-54${amount}`,
});

export function signIn() {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
}

export async function openDeposit() {
  const user = userEvent.setup();
  const { queryClient } = renderApp('/user/home');
  // the first screen of a file loads cold: room for a busy machine
  const widgets = await screen.findByRole('region', { name: 'Shortcuts' }, { timeout: 5_000 });
  await user.click(within(widgets).getByRole('button', { name: /^Deposit\b/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
  await within(dialog).findByRole('tablist', { name: 'Deposit method' });
  return { user, dialog, queryClient };
}

export async function openTab(name: string) {
  const opened = await openDeposit();
  await opened.user.click(within(opened.dialog).getByRole('tab', { name }));
  return opened;
}

/** Lets React flush timers-driven updates. */
export const flush = () => act(async () => {});
