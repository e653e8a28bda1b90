import { randomUUID } from 'node:crypto';
import { api } from '@wallet/contract';
import type { Page } from '@playwright/test';
import type { en } from '../../apps/web/src/locales/en/index';
import { operatorCli } from '../support/cli';
import { expect, test } from '../support/i18n';
import { memberAtHome, walletOf } from '../support/home';
import { operator } from '../support/operator';

type M = typeof en;

async function openDepositTab(page: Page, m: M, tab: string) {
  await page
    .getByRole('region', { name: m.home.shortcuts })
    .getByRole('button', { name: m.home.deposit, exact: true })
    .click();
  const deposit = page.getByRole('dialog', { name: m.deposit.title });
  await deposit.getByRole('tab', { name: tab }).click();
  return deposit;
}

/** The member's newest deposit of a method in the staff queue. */
async function queued(phone: string, method: 'truelink' | 'notice') {
  const { deposits } = await operator(api.operator.deposits, { query: { method } });
  const mine = deposits.find((d) => d.phone === phone);
  expect(mine, `${method} deposit of ${phone} in the queue`).toBeDefined();
  return mine!;
}

test.describe('deposits that staff confirm (spec §5, §7)', () => {
  test('a TrueMoney link is sent, approved by the operator, and refused the second time', async ({
    page,
    m,
  }) => {
    const member = await memberAtHome(page, m);
    const deposit = await openDepositTab(page, m, m.deposit.tabs.link);
    const field = deposit.getByLabel(m.deposit.link.label);
    const send = deposit.getByRole('button', { name: m.deposit.link.send });
    await expect(send).toBeDisabled();
    const link = `https://gift.truemoney.com/campaign/?v=${randomUUID().replace(/-/g, '')}`;
    await field.fill(link);
    await send.click();
    await expect(page.getByText(m.deposit.link.sent)).toBeVisible();
    await expect(field).toHaveValue('');

    // the server got the link encrypted and queued it; the operator redeems it for 75 baht
    const pending = await queued(member.username, 'truelink');
    expect(pending.amount).toBeNull();
    await operatorCli('deposit:approve', String(pending.id), '75');
    await expect.poll(() => walletOf(member.username)).toBe(75);

    await field.fill(link);
    await send.click();
    await expect(deposit.getByText(m.errors.TRUELINK_DUPLICATE)).toBeVisible();
    expect(await walletOf(member.username)).toBe(75);
    expect((await operator(api.operator.ledgerCheck)).ok).toBe(true);
  });

  test('on a manual-mode site a deposit notice waits for staff, then credits once', async ({
    page,
    m,
  }) => {
    const setManual = (value: boolean) =>
      operator(api.operator.setSetting, {
        params: { key: 'deposit.isManual' },
        body: { value, reason: 'e2e: staff review every deposit' },
      });
    await setManual(true);
    try {
      const member = await memberAtHome(page, m);
      const deposit = await openDepositTab(page, m, m.deposit.tabs.manual);
      await deposit.getByLabel(m.deposit.manual.amount).fill('300');
      await deposit.getByRole('button', { name: m.deposit.manual.submit }).click();
      await expect(
        page.getByText(m.deposit.manual.sent.replace('{{amount}}', '300.00')),
      ).toBeVisible();
      expect(await walletOf(member.username)).toBe(0);

      const notice = await queued(member.username, 'notice');
      expect(notice.amount).toBe(300);
      await operatorCli('deposit:approve', String(notice.id), '300');
      await expect.poll(() => walletOf(member.username)).toBe(300);
      // a second decision on the same notice changes nothing
      await expect(operatorCli('deposit:approve', String(notice.id), '300')).rejects.toThrow();
      expect(await walletOf(member.username)).toBe(300);
      expect((await operator(api.operator.ledgerCheck)).ok).toBe(true);
    } finally {
      await setManual(false);
    }
  });
});
