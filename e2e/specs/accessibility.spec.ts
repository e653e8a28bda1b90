import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/i18n';
import { memberAtHome } from '../support/home';

/**
 * axe-core on the real screens (WCAG 2.1 A/AA and axe best practices), in Thai on the phone and
 * English on the desktop: every finding fails, whatever its impact, with the elements it names.
 */
async function expectNoFindings(page: Page, where: string) {
  // a modal fading in has half-transparent text: let finite animations end before measuring
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, where).toEqual([]);
}

async function openAndCheck(page: Page, opener: Locator, dialog: Locator, where: string) {
  await opener.click();
  await expect(dialog).toBeVisible();
  await expectNoFindings(page, where);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('public pages', async ({ page }) => {
    for (const path of ['/login', '/register', '/howto', '/contact', '/odds', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoFindings(page, path);
    }
  });

  test('member pages and their modals', async ({ page, m }) => {
    // axe on a dozen screens and dialogs: about 25 s alone, more on a busy 2-core CI machine
    test.slow();
    await memberAtHome(page, m, 500);
    await expect(page.getByRole('region', { name: m.home.balanceTitle })).toBeVisible();
    await expectNoFindings(page, 'home');

    await openAndCheck(
      page,
      page
        .getByRole('region', { name: m.games.categories.slot })
        .getByRole('button', { name: /^PG Slot(?! Classic)/ }),
      page.getByRole('dialog', { name: 'PG Slot' }),
      'game account',
    );
    const shortcuts = page.getByRole('region', { name: m.home.shortcuts });
    const deposit = page.getByRole('dialog', { name: m.deposit.title });
    await shortcuts.getByRole('button', { name: m.home.deposit, exact: true }).click();
    await expect(deposit).toBeVisible();
    for (const tab of [m.deposit.tabs.qr, m.deposit.tabs.link]) {
      await deposit.getByRole('tab', { name: tab }).click();
      await expectNoFindings(page, `deposit: ${tab}`);
    }
    await page.keyboard.press('Escape');
    await openAndCheck(
      page,
      shortcuts.getByRole('button', { name: m.home.withdraw, exact: true }),
      page.getByRole('dialog', { name: m.withdraw.title }),
      'withdraw',
    );

    // the prize wheel and each of its sections (issue 10)
    await shortcuts.getByRole('button', { name: m.spinwheel.widget.title, exact: true }).click();
    const wheel = page.getByRole('dialog', { name: /Lucky wheel|วงล้อนำโชค/ });
    await expect(wheel.getByRole('img')).toBeVisible();
    for (const tab of [
      m.spinwheel.modal.wheel,
      m.spinwheel.modal.odds,
      m.spinwheel.modal.coupons,
      m.spinwheel.modal.fairness,
    ]) {
      await wheel.getByRole('tab', { name: tab }).click();
      await expect(wheel.getByRole('tabpanel')).toBeVisible();
      await expectNoFindings(page, `prize wheel: ${tab}`);
    }
    await page.keyboard.press('Escape');
    await expect(wheel).toBeHidden();

    // the bonus page, a bonus's rules, and the promotion form (issue 8)
    await page.getByRole('link', { name: m.bonus.widget.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.bonus.title })).toBeVisible();
    await expect(page.getByRole('list', { name: m.bonus.list })).toBeVisible();
    await expectNoFindings(page, 'bonus page');
    const welcome = page.getByRole('button', { name: /WELCOME|100%/ }).first();
    await welcome.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoFindings(page, 'bonus modal');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const menu = page.getByRole('navigation', { name: m.nav.label });
    await menu.getByRole('link', { name: m.nav.statement }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.statement.title })).toBeVisible();
    await expect(page.getByRole('list', { name: m.statement.list })).toBeVisible();
    await expectNoFindings(page, 'statement');
    await openAndCheck(
      page,
      page.getByRole('button', { name: m.statement.slips }),
      page.getByRole('dialog', { name: m.slips.title }),
      'slip list',
    );

    await menu.getByRole('link', { name: m.nav.profile }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.profile.title })).toBeVisible();
    await expectNoFindings(page, 'profile');
    await openAndCheck(
      page,
      page.getByRole('button', { name: m.profile.changePassword }),
      page.getByRole('dialog', { name: m.changePassword.title }),
      'change password',
    );
  });
});
