import { slipImage, slipPayload } from '../../apps/server/src/test/slip-image';

/**
 * The slip check service of the e2e server: the EasySlip protocol double on E2E_PORT + 3
 * (playwright.config.ts; docs/integrations/slip-verification.md). Every slip whose QR is read is
 * asked about: a slip registered here verifies and is credited at once; an unregistered one is
 * refused (INVALID_SLIP); a failure of the service leaves the slip to staff, with a note.
 */
const origin = () => `http://127.0.0.1:${Number(process.env.E2E_PORT) + 3}`;

async function control(path: string, body?: object): Promise<unknown> {
  const res = await fetch(`${origin()}${path}`, {
    method: body ? 'POST' : 'GET',
    ...(body
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  if (!res.ok) throw new Error(`slip service double ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The demo site's KBank deposit account (settings deposit.accounts, in baht). */
export const SITE_KBANK_ACCOUNT = '0641234567';
export const SITE_ACCOUNT_NAME = 'บจก. ลักกี้ วอลเล็ท';

/**
 * A slip the bank knows: registered at the service as `amount` baht to the site's KBank account
 * (shown as KBank masks it, `xxx-x-x3456-x`, the last digit hidden), transferred now; the
 * image carries its mini QR.
 */
export async function verifyingSlip(
  amount: number,
  transRef: string,
  sendingBank = '004',
): Promise<Buffer> {
  const account = SITE_KBANK_ACCOUNT;
  await control('/__double/slips', {
    payload: slipPayload(sendingBank, transRef),
    amount,
    sendingBank,
    transRef,
    receivingAccount: account,
    receivingBank: '004',
    receiverMask: `xxx-x-x${account.slice(5, 9)}-x`,
    receiverName: SITE_ACCOUNT_NAME,
    date: new Date().toISOString(),
  });
  return slipImage(sendingBank, transRef);
}

/**
 * The service fails its next answer (a 500): the slip uploaded next waits for staff with the
 * note SLIP_CHECK_UNAVAILABLE, as in an outage.
 */
export const slipServiceFailsNext = () => control('/__double/fail', { kind: 'error', times: 1 });

/** Verify calls the service has answered so far (the double's own count). */
export const slipServiceCalls = async () =>
  ((await control('/__double/calls')) as { verify: number }).verify;
