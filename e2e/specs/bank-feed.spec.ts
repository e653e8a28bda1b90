import { api } from '@wallet/contract';
import { en as bo } from '../../apps/backoffice/src/locales/en';
import { operatorCli } from '../support/cli';
import { memberAtHome, walletOf } from '../support/home';
import { expect, test } from '../support/i18n';
import { uniqueAccountNo } from '../support/members';
import { operator } from '../support/operator';
import { enrolAndSignIn } from '../support/staff';

/** The demo site's AUTO KBank deposit account (settings deposit.accounts). */
const SITE_ACCOUNT = '0641234567';
const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * A KBank SMS of money in, in the format that shows the payer's 6 middle digits (the brief:
 * `DD/MM/YY HH:MM บชX<ours>X รับโอนจากX<payer>X <amount>บ`), stated now in Bangkok time with
 * KBank's Buddhist two-digit year.
 */
function kbankText(payerAccountNo: string, amount: string): string {
  const bangkok = new Date(Date.now() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${two(bangkok.getUTCDate())}/${two(bangkok.getUTCMonth() + 1)}/${two((bangkok.getUTCFullYear() + 543) % 100)}`;
  const time = `${two(bangkok.getUTCHours())}:${two(bangkok.getUTCMinutes())}`;
  const middle = (accountNo: string) => accountNo.slice(-7, -1);
  return `${date} ${time} บชX${middle(SITE_ACCOUNT)}X รับโอนจากX${middle(payerAccountNo)}X ${amount}บ`;
}

/** Posts a text as the forwarding phone does (`POST /api/bank-feed/notifications`). */
async function forward(token: string, text: string, id?: string) {
  const res = await fetch(`${base()}/api/bank-feed/notifications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...(id ? { id } : {}),
      sender: 'KBank',
      text,
      receivedAt: new Date().toISOString(),
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

test.describe('bank transfers credited from the site account’s texts (issue 26)', () => {
  test('a transfer from the member’s own KBank account reaches home within 2 s; again changes nothing; an unknown payer waits and staff assign it', async ({
    page,
    browser,
    m,
    isMobile,
  }) => {
    test.skip(!isMobile, 'one run: the member on a phone in Thai, staff on a laptop');
    test.slow();
    const accountNo = uniqueAccountNo();
    const member = await memberAtHome(page, m, 0, {
      bankCode: 'KBANK',
      bankAccountNo: accountNo,
      bankAccountName: 'E2E KBANK MEMBER',
    });

    // staff register the phone that forwards the AUTO account's texts (CLI prints the token once)
    const added = await operatorCli(
      'bank:device:add',
      SITE_ACCOUNT,
      '--name',
      `e2e phone ${Date.now()}`,
      '--reason',
      'e2e: forward the KBank account texts',
    );
    const token = added.trim().split('\n').at(-1)!.trim();
    expect(token.length).toBeGreaterThan(20);

    // the bank tab says transfers from the registered account (masked) are credited by themselves
    await page
      .getByRole('region', { name: m.home.shortcuts })
      .getByRole('button', { name: m.home.deposit, exact: true })
      .click();
    const deposit = page.getByRole('dialog', { name: m.deposit.title });
    await deposit.getByRole('tab', { name: m.deposit.tabs.bank }).click();
    await expect(deposit.getByText(m.deposit.bank.autoFrom)).toBeVisible();
    const registered = deposit.getByText(m.deposit.bank.registered.split('{{account}}')[0]!);
    await expect(registered).toContainText(accountNo.slice(-4));
    await expect(registered).not.toContainText(accountNo);
    await deposit.getByRole('button', { name: m.common.close }).first().click();

    // the bank's text for 500 baht from that account: home shows it within 2 s, with the toast
    const text = kbankText(accountNo, '500.00');
    const lineId = await forward(token, text, `sms-${Date.now()}`);
    const balance = page.getByRole('region', { name: m.home.balanceTitle });
    await expect(balance.getByText('500.00').first()).toBeVisible({ timeout: 2_000 });
    await expect(page.getByText(/500\.00/).last()).toBeVisible();
    expect(await walletOf(member.username)).toBe(500);

    // forwarders resend: the same text again (with and without its id) is the same line
    expect(await forward(token, text)).toBe(lineId);
    await page.waitForTimeout(1_000);
    expect(await walletOf(member.username)).toBe(500);

    // a transfer from an account no member registered waits for staff
    // (its own amount each run: the same text within a minute would be the same line)
    const cents = String(Date.now() % 100).padStart(2, '0');
    const unknown = kbankText('0000000019', `300.${cents}`);
    const waitingId = await forward(token, unknown);
    await expect
      .poll(async () => (await operatorCli('bank:lines', 'waiting')).includes(waitingId))
      .toBe(true);

    // a cashier finds it in the back-office queue and credits it to the member, with a reason
    const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const office = await staff.newPage();
    await enrolAndSignIn(office, 'finance', 'Nok Cashier');
    await office.goto('/backoffice/bank-feed');
    await expect(office.getByRole('heading', { name: bo.bankFeed.title })).toBeVisible();
    await office
      .getByRole('button', { name: bo.bankFeed.lines.assignLabel.replace('{{id}}', waitingId) })
      .click();
    const assign = office.getByRole('dialog', {
      name: bo.bankFeed.lines.assignTitle.replace('{{id}}', waitingId),
    });
    await assign.getByLabel(bo.bankFeed.lines.phone).fill(member.username);
    await assign
      .getByLabel(bo.common.reason, { exact: true })
      .fill('Member called: paid from a relative’s account');
    await assign.getByRole('button', { name: bo.bankFeed.lines.confirmAssign }).click();
    await expect(
      office.getByText(
        bo.bankFeed.lines.assigned
          .replace('{{id}}', waitingId)
          .replace('{{phone}}', member.username),
      ),
    ).toBeVisible();
    await expect.poll(() => walletOf(member.username)).toBe(800 + Number(cents) / 100);

    // the day's reconciliation of the account accounts for every line
    await office.getByRole('tab', { name: bo.bankFeed.tabReconciliation }).click();
    await expect(office.getByText(bo.bankFeed.reconciliation.balanced).first()).toBeVisible();
    await staff.close();
    expect((await operator(api.operator.ledgerCheck)).ok).toBe(true);
  });
});
