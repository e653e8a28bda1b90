import { api } from '@wallet/contract';
import { expect, test } from '../support/test';
import { operator } from '../support/operator';

test.describe('routes and guards', () => {
  test('an unknown path shows Page Not Found', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/this/page/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('/user/home without a token goes to /login keeping the wanted address', async ({ page }) => {
    await page.goto('/user/home');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fhome$/);
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  });

  test('a terminated site sends /login to /terminated', async ({ page }) => {
    await operator(api.operator.terminate);
    try {
      await page.addInitScript(() => localStorage.setItem('locale', 'en'));
      await page.goto('/login');
      await expect(page).toHaveURL(/\/terminated$/);
      await expect(page.getByRole('heading', { name: 'This service has ended' })).toBeVisible();
    } finally {
      await operator(api.operator.reactivate);
    }
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('the login form says what is missing, inline', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter your phone number and password.')).toBeVisible();
  });
});
