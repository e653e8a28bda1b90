import { expect, test } from '../support/test';

test.describe('first visit and language', () => {
  test('a first visit lands on /login in Thai', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expect(page.getByLabel('เบอร์โทรศัพท์')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    // The seeded notice comes from the server in the page's language.
    await expect(page.getByText('ฝากผ่าน QR ยอดเข้ากระเป๋าทันทีที่ได้รับชำระ')).toBeVisible();
  });

  test('switching to English survives a reload', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('radio', { name: 'ภาษาอังกฤษ' }).check();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(
      page.getByText('Withdrawals are paid to your bank account by our staff'),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('Phone number')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
  });

  test('Lao is offered and renders in Lao script', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('radio', { name: 'ภาษาลาว' }).check();
    await expect(page.getByRole('heading', { name: 'ເຂົ້າສູ່ລະບົບ' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'lo');
  });
});
