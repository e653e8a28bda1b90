import { expect, test } from '../support/test';

test.describe('public pages', () => {
  test('a how-to video opens and plays in its modal', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/howto');
    await expect(page.getByRole('heading', { name: 'How to' })).toBeVisible();
    await page.getByRole('button', { name: /How to play/ }).click();
    const dialog = page.getByRole('dialog', { name: 'How to play' });
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.2);
    expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the contact page shows the seeded contact text and LINE QR', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText('ทีมงานพร้อมดูแลทุกวันตลอด 24 ชั่วโมง')).toBeVisible();
    const qr = page.getByRole('img', { name: /@demo-wallet/ });
    await expect(qr).toBeVisible();
    // The image can be laid out before its bytes arrive: wait for the decode.
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByRole('link', { name: /LINE/ })).toHaveAttribute(
      'href',
      'https://line.me/R/ti/p/@demo-wallet',
    );
    await expect(page.getByText('1.1.14')).toBeVisible();
  });
});
