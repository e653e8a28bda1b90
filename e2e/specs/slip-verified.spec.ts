import { api } from '@wallet/contract';
import { expect, test } from '../support/i18n';
import { memberAtHome, walletOf } from '../support/home';
import { operator } from '../support/operator';
import { slipServiceCalls, verifyingSlip } from '../support/slip-service';

/**
 * A slip checked by the slip check service (docs/integrations/slip-verification.md): the e2e
 * server asks the EasySlip double about every slip whose QR it reads. A slip the bank knows,
 * paid to one of the site's deposit accounts, is credited at once and the member is told so.
 */
test.describe('slip verified at once', () => {
  test.beforeEach(async () => {
    // slip uploads close daily (seeded 23:50–00:10): keep the test independent of the clock
    await operator(api.operator.setSetting, {
      params: { key: 'slip.closedHours' },
      body: { value: null, reason: 'e2e: independent of the clock' },
    });
  });

  test('a slip with a verifying QR credits the wallet at once and says so', async ({ page, m }) => {
    const member = await memberAtHome(page, m);
    const transRef = `VER${Date.now()}${test.info().project.name.toUpperCase()}`;
    // known to the bank: 320.50 baht to the site's KBank account, shown as KBank masks it
    const slip = {
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: await verifyingSlip(320.5, transRef),
    };
    const asked = await slipServiceCalls();

    await page
      .getByRole('region', { name: m.home.shortcuts })
      .getByRole('button', { name: m.home.deposit, exact: true })
      .click();
    const deposit = page.getByRole('dialog', { name: m.deposit.title });
    await deposit.getByLabel(m.deposit.slip.choose).setInputFiles(slip);
    await deposit.getByRole('button', { name: m.deposit.slip.upload }).click();

    const answer = deposit.getByRole('status').filter({ hasText: m.deposit.slip.creditedHint });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(m.deposit.slip.credited.replace('{{amount}}', '320.50'));
    await expect(answer.getByText(m.txStatus.success)).toBeVisible();
    await expect(deposit.getByText(m.deposit.slip.received)).toHaveCount(0);
    expect(await slipServiceCalls()).toBe(asked + 1);

    // credited in the ledger, decided by the service (no staff), and the home balance follows
    expect(await walletOf(member.username)).toBe(320.5);
    const { deposits } = await operator(api.operator.deposits, {
      query: { method: 'slip', status: 'success', q: member.username },
    });
    expect(deposits.find((d) => d.phone === member.username)).toMatchObject({
      status: 'success',
      amount: 320.5,
      channel: '004',
    });
    await deposit.getByRole('button', { name: m.common.close }).first().click();
    await expect(deposit).toBeHidden();
    await expect(
      page
        .getByRole('region', { name: m.home.balanceTitle })
        .getByText(/320\.50/)
        .first(),
    ).toBeVisible();
    expect((await operator(api.operator.ledgerCheck)).ok).toBe(true);
  });
});
