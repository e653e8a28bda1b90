import { api } from '@wallet/contract';
import type { Page } from '@playwright/test';
import type { en } from '../../apps/web/src/locales/en/index';
import { expect, test } from '../support/i18n';
import { memberAtHome, walletOf } from '../support/home';
import { otpFromOutbox, uniquePhone } from '../support/members';
import { operator, payLiveQr } from '../support/operator';

type M = typeof en;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

async function openDeposit(page: Page, m: M) {
  await page
    .getByRole('region', { name: m.home.shortcuts })
    .getByRole('button', { name: new RegExp(`^${m.home.deposit}`) })
    .click();
  return page.getByRole('dialog', { name: m.deposit.title });
}

const smsCount = async (phone: string) =>
  (await operator(api.operator.smsOutbox)).messages.filter((s) => s.phone === phone).length;

test.describe('member experience (issue 13)', () => {
  test('a QR paid while the deposit dialog is closed lands on home by itself, with a toast', async ({
    page,
    m,
  }) => {
    const member = await memberAtHome(page, m);
    const deposit = await openDeposit(page, m);
    await deposit.getByRole('tab', { name: m.deposit.tabs.qr }).click();
    await deposit
      .getByRole('button', { name: fill(m.deposit.qr.quickAmount, { amount: 100 }) })
      .click();
    await deposit.getByRole('button', { name: m.deposit.qr.create }).click();
    await expect(deposit.getByRole('timer')).toBeVisible();
    // who receives the money, and a way to keep the QR on this phone
    const payTo = fill(m.deposit.qr.receiver, { name: '|' }).split('|')[0]!.trim();
    await expect(deposit.getByText(payTo, { exact: false }).first()).toBeVisible();
    await expect(deposit.getByRole('link', { name: m.deposit.qr.save })).toBeVisible();
    // the member closes the dialog and pays from another app
    await deposit.getByRole('button', { name: m.common.close }).click();
    await expect(deposit).toBeHidden();
    await payLiveQr(member.username);
    await expect.poll(() => walletOf(member.username)).toBe(100);
    // home follows within seconds, without a reload, and says so
    await expect(
      page
        .getByRole('region', { name: m.home.balanceTitle })
        .getByText(/100\.00/)
        .first(),
    ).toBeVisible({ timeout: 8_000 });
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: fill(m.home.moneyReceived, { amount: '100.00' }) }),
    ).toBeVisible();
  });

  test('Tab stays inside the deposit dialog; a withdrawal is confirmed before it is sent', async ({
    page,
    m,
  }) => {
    const member = await memberAtHome(page, m, 500);
    const deposit = await openDeposit(page, m);
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await deposit.evaluate((dialog) => dialog.contains(document.activeElement));
      expect(inside, `Tab ${i + 1} left the dialog`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(deposit).toBeHidden();

    await page
      .getByRole('region', { name: m.home.shortcuts })
      .getByRole('button', { name: new RegExp(`^${m.home.withdraw}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: m.withdraw.title });
    await dialog.getByLabel(m.withdraw.amount).fill('200');
    await dialog.getByRole('button', { name: m.withdraw.submit, exact: true }).click();
    // nothing has left yet: the confirm step shows what will happen
    await expect(dialog.getByText(m.withdraw.confirm.lead)).toBeVisible();
    expect(await walletOf(member.username)).toBe(500);
    await dialog.getByRole('button', { name: m.withdraw.confirm.send }).click();
    await expect(dialog.getByText(m.withdraw.processingTitle)).toBeVisible();
    expect(await walletOf(member.username)).toBe(300);
  });

  test('the registration wizard survives Back, Forward and a refresh without sending the OTP again', async ({
    page,
    m,
  }) => {
    const phone = uniquePhone();
    await page.goto('/register');
    await page.getByLabel(m.register.phone.label).fill(phone);
    await page.getByRole('button', { name: m.form.next }).click();
    const otpStep = page.getByRole('heading', { name: m.register.steps.otp });
    await expect(otpStep).toBeVisible();
    await expect.poll(() => smsCount(phone)).toBe(1);

    await page.goBack();
    await expect(page.getByLabel(m.register.phone.label)).toHaveValue(phone);
    await page.goForward();
    await expect(otpStep).toBeVisible();
    await page.reload();
    await expect(otpStep).toBeVisible();
    // the code already sent is still the one to type: nothing was sent again
    expect(await smsCount(phone)).toBe(1);

    await page.getByLabel(m.register.otp.code).fill(await otpFromOutbox(phone));
    await page.getByRole('button', { name: m.register.otp.verify }).click();
    await expect(page.getByRole('heading', { name: m.register.steps.profile })).toBeVisible();
    await page.getByLabel(m.register.profile.name).fill('Wizard E2E');
    await page.getByLabel(m.register.profile.password, { exact: true }).fill('wizard-pass-1');
    await page.getByLabel(m.register.profile.confirm).fill('wizard-pass-1');
    await page.getByLabel(m.register.profile.source).selectOption('FACEBOOK');
    await page.getByRole('button', { name: m.form.next }).click();
    await page.getByLabel(m.register.bank.bank, { exact: true }).selectOption('SCB');
    await page.getByLabel(m.register.bank.accountNo).fill(`55${String(Date.now()).slice(-8)}`);
    await page.getByLabel(m.register.bank.firstName).fill('wizard');
    await page.getByLabel(m.register.bank.lastName).fill('tester');
    await page.getByRole('button', { name: m.register.bank.submit }).click();
    // registered and signed in: straight to the member's home
    await expect(page).toHaveURL(/\/user/, { timeout: 10_000 });
  });

  test('an offline reload still opens the app, with the offline notice (the service worker)', async ({
    page,
    context,
    m,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: m.login.title })).toBeVisible();
    // the worker registers once the page has loaded, precaches the shell and takes the page over
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return Boolean(registration.active && navigator.serviceWorker.controller);
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { name: m.login.title })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: m.app.offline })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    // back online: the notice goes
    await expect(page.getByRole('status').filter({ hasText: m.app.offline })).toBeHidden();
  });
});
