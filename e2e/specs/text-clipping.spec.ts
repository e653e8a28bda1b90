import { la } from '../../apps/web/src/locales/la/index';
import { th } from '../../apps/web/src/locales/th/index';
import { clippedText } from '../support/clipping';
import { loginByApi, registerByApi } from '../support/members';
import { expect, test } from '../support/test';

/**
 * Spec §1: the app speaks Thai and Lao, whose tone marks sit above the letters and whose vowels
 * hang below them (เงื่อนไข, ເງື່ອນໄຂ). The bottom menu is on every screen; none of its labels
 * may lose a mark (or an end) to a box that clips, at the narrowest phone (320 px) and a common
 * one (390 px), in both languages, signed in and out.
 */
const tables = { th, la } as const;
const widths = [320, 390] as const;

test.describe('bottom menu labels show whole in Thai and Lao', () => {
  // the widths are set by each test: once, on the phone project, is enough
  test.skip(({ isMobile }) => !isMobile, 'the widths are set by each test');

  for (const lang of ['th', 'la'] as const) {
    test(`signed in, ${lang}: no label is clipped at 320 and 390 px`, async ({ page }) => {
      const member = await registerByApi({});
      const token = await loginByApi(member.username, member.password);
      await page.addInitScript(
        ([l, t]) => {
          localStorage.setItem('locale', l);
          localStorage.setItem('token', t);
          localStorage.setItem('remember-agreement', 'true');
        },
        [lang, token] as const,
      );
      const nav = tables[lang].nav;
      for (const width of widths) {
        await page.setViewportSize({ width, height: 740 });
        for (const path of ['/user/home', '/user/profile', '/user/statement']) {
          await page.goto(path);
          const menu = page.getByRole('navigation', { name: nav.label });
          await expect(menu.getByRole('button', { name: nav.conditions })).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          expect(await clippedText(page, '.bottom-nav'), `${lang} ${width}px ${path}`).toEqual([]);
        }
      }
    });

    test(`signed out, ${lang}: no label is clipped at 320 and 390 px`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('locale', l), lang);
      const nav = tables[lang].nav;
      for (const width of widths) {
        await page.setViewportSize({ width, height: 740 });
        for (const path of ['/login', '/howto']) {
          await page.goto(path);
          const menu = page.getByRole('navigation', { name: nav.label });
          await expect(menu.getByRole('link', { name: nav.register })).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          expect(await clippedText(page, '.bottom-nav'), `${lang} ${width}px ${path}`).toEqual([]);
        }
      }
    });
  }

  test('the check finds the marks a tight clipping label cuts (the old menu style)', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'th'));
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/login');
    await expect(page.getByRole('navigation', { name: th.nav.label })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.addStyleTag({
      content:
        '.bottom-nav__label{overflow:hidden;line-height:1.3;padding:0;white-space:nowrap;text-overflow:ellipsis}',
    });
    const found = await clippedText(page, '.bottom-nav');
    expect(found.filter((c) => c.axis === 'vertical').map((c) => c.text)).toContain(
      th.nav.register,
    );
  });
});
