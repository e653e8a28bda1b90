import { expect, test } from '../support/test';
import { loginByApi, registerByApi } from '../support/members';

// The shell around member screens: agreement, conditions, logout.
test.describe('member shell', () => {
  test.beforeEach(async ({ page }) => {
    const member = await registerByApi({});
    const token = await loginByApi(member.username, member.password);
    await page.addInitScript((t) => {
      localStorage.setItem('locale', 'en');
      // once per test: a later page load after logout must stay logged out
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', t);
        sessionStorage.setItem('seeded', '1');
      }
    }, token);
  });

  test('the agreement opens after load, and acceptance is remembered', async ({ page }) => {
    await page.goto('/user/home');
    const agreement = page.getByRole('dialog', { name: 'Member agreement' });
    await expect(agreement).toBeVisible();
    await expect(agreement.getByText('Members must be 18 or older')).toBeVisible();
    await agreement.getByRole('button', { name: 'I accept' }).click();
    await expect(agreement).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('remember-agreement'))).toBeTruthy();
    await page.reload();
    await page.waitForTimeout(2_000);
    await expect(agreement).toBeHidden();
  });

  test('the conditions modal shows the seeded conditions; logout returns to /login', async ({
    page,
  }) => {
    await page.goto('/user/home');
    await page
      .getByRole('dialog', { name: 'Member agreement' })
      .getByRole('button', { name: 'I accept' })
      .click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Conditions' }).click();
    const conditions = page.getByRole('dialog', { name: 'Bonus conditions' });
    await expect(conditions.getByText('has a condition to complete')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
