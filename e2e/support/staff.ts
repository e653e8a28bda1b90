import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { en as bo } from '../../apps/backoffice/src/locales/en';
import { totpCode } from '../../apps/server/src/modules/staff/totp';
import { operatorCli } from './cli';
import { expect } from './i18n';

export async function expectNoAxeFindings(page: Page, what: string) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(result.violations.map((v) => `${what}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
}

/**
 * The owner adds a staff member through the CLI; they open the setup link, set a password, enrol
 * the authenticator (the test computes its codes from the secret), keep the recovery codes and
 * sign in with the next code. `checks` runs axe on the setup and sign-in screens.
 */
export async function enrolAndSignIn(page: Page, role: string, name: string, checks = false) {
  const login = `${role}${Date.now() % 1_000_000}`;
  const added = await operatorCli(
    'staff:add',
    login,
    role,
    '--name',
    name,
    '--reason',
    'e2e: new staff',
  );
  const setupUrl = added.match(/https?:\/\/\S+\/backoffice\/setup\/\S+/)?.[0];
  expect(setupUrl, added).toBeTruthy();

  await page.addInitScript(() => {
    if (!localStorage.getItem('backoffice.lang')) localStorage.setItem('backoffice.lang', 'en');
  });
  await page.goto(setupUrl!);
  await expect(page.getByRole('heading', { name: bo.setup.title })).toBeVisible();
  const password = 'correct horse battery staple';
  await page.getByLabel(bo.setup.password, { exact: true }).fill(password);
  await page.getByLabel(bo.setup.confirm).fill(password);
  await page.getByRole('button', { name: bo.setup.continue }).click();
  await expect(page.getByRole('img', { name: bo.setup.qrAlt })).toBeVisible();
  if (checks) await expectNoAxeFindings(page, 'setup: authenticator');
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await page.getByLabel(bo.setup.code).fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: bo.setup.confirmCode }).click();
  await expect(
    page.getByRole('list', { name: bo.setup.recoveryCodes }).getByRole('listitem'),
  ).toHaveCount(10);
  await page.getByLabel(bo.setup.saved).check();
  await page.getByRole('link', { name: bo.setup.goToSignIn }).click();

  // sign in: password and the authenticator's next code (the setup's code is spent)
  await expect(page.getByRole('heading', { name: bo.login.title })).toBeVisible();
  if (checks) await expectNoAxeFindings(page, 'sign-in');
  await page.getByLabel(bo.login.login).fill(login);
  await page.getByLabel(bo.login.password, { exact: true }).fill(password);
  await page.getByLabel(bo.login.code).fill(totpCode(secret, new Date(Date.now() + 30_000)));
  await page.getByRole('button', { name: bo.login.submit }).click();
  await expect(page.getByRole('navigation', { name: bo.nav.label })).toBeVisible();
  return login;
}
