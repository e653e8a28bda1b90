import { api } from '@wallet/contract';
import type { Page } from '@playwright/test';
import { en } from '../../apps/web/src/locales/en/index';
import { memberAtHome } from '../support/home';
import { expect, test } from '../support/i18n';
import { operator } from '../support/operator';

/**
 * Member home is painted from HTML made at build time (per language and deployment) when the
 * browser says it keeps a session (the `signed-in` cookie the app writes with the token), then
 * hydrated: the shell and the shortcuts before any script runs, the figures once the app has read
 * them. A guest never gets a member screen.
 */
const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Console errors and page errors: React reports a hydration mismatch as one. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const plain = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test.describe('prerendered member home', () => {
  // Where the service worker answers navigations, it sends its cached app shell (no network
  // wait): these are the browsers it does not answer, as in-app browsers without service workers
  test.use({ serviceWorkers: 'block' });

  test('a browser that keeps a session gets home’s shell without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([
      { name: 'signed-in', value: '1', url: base() },
      { name: 'lang', value: 'en', url: base() },
    ]);
    const page = await context.newPage();
    const answer = await page.goto(`${base()}/user/home`);
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const shortcuts = page.getByRole('region', { name: en.home.shortcuts });
    await expect(shortcuts.getByRole('button', { name: en.home.deposit })).toBeVisible();
    await expect(shortcuts.getByText(en.home.depositHint)).toBeVisible();
    await expect(page.getByRole('navigation', { name: en.nav.label })).toBeVisible();
    const { name } = (await (await page.request.get(`${base()}/api/lookup/info`)).json()) as {
      name: string;
    };
    await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
    await context.close();
  });

  test('a guest asking for home gets no member screen, and is sent to /login', async ({
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plainPage = await noScript.newPage();
    await plainPage.goto(`${base()}/user/home`);
    await expect(plainPage.getByRole('button', { name: /./ })).toHaveCount(0);
    await noScript.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base()}/user/home`);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fhome$/);
    await context.close();
  });

  test('signed in, a reload hydrates home without a mismatch, fresh figures follow; logout ends the hint', async ({
    page,
    m,
  }) => {
    const errors = errorsOf(page);
    const member = await memberAtHome(page, m, 75);
    const balance = page.getByRole('region', { name: m.home.balanceTitle });
    await expect(balance.getByText(plain(75)).first()).toBeVisible();
    // the app wrote the hint beside the token: the next page comes prerendered
    const hint = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'signed-in')?.value;
    await expect.poll(hint).toBe('1');

    await operator(api.operator.credit, {
      params: { phone: member.username },
      body: { amount: 25, reason: 'e2e' },
    });
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/user/home');
    await page.reload();
    expect(await (await answer).text()).toMatch(
      /<div id="root" data-locale="\w+" data-deployment="TH">/,
    );
    await expect(balance.getByText(plain(100)).first()).toBeVisible();
    // the screen works once hydrated: the deposit shortcut opens its dialog
    await page.getByRole('button', { name: m.home.deposit }).click();
    const deposit = page.getByRole('dialog', { name: m.deposit.title });
    await expect(deposit).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(deposit).toBeHidden();

    // `?open=deposit` (the bonus page's "Deposit now") still opens it on a prerendered page
    await page.goto('/user/home?open=deposit');
    await expect(page.getByRole('dialog', { name: m.deposit.title })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/home$/);
    expect(errors).toEqual([]);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: m.nav.logout }).first().click();
    await expect(page).toHaveURL(/\/login/);
    expect(await hint()).toBeUndefined();
    const after = await (await page.request.get('/user/home')).text();
    expect(after).not.toContain('data-deployment');
  });
});
