import { en } from '../../apps/web/src/locales/en/index';
import { la } from '../../apps/web/src/locales/la/index';
import { th } from '../../apps/web/src/locales/th/index';
import { registerByApi } from '../support/members';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * The public pages are painted from HTML prerendered at build time, in the member's language
 * (the `lang` cookie the app writes with every choice, else the site's first-visit language,
 * spec §1), and hydrated by the app: the login form is there before any script runs, and works
 * once it has.
 */
const TABLES = { th, la, en } as const;

/** Holds the app's entry back (a slow phone network) until the returned function is called. */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
const HTML_LANG = { th: 'th', la: 'lo', en: 'en' } as const;

test.describe('prerendered public pages', () => {
  for (const locale of ['th', 'la', 'en'] as const) {
    test(`/login shows its form without JavaScript, in ${locale}`, async ({ browser }) => {
      const m = TABLES[locale].login;
      const context = await browser.newContext({ javaScriptEnabled: false });
      const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
      // a first visit (no cookie) gets the Thai site's own language
      if (locale !== 'th') {
        await context.addCookies([{ name: 'lang', value: locale, url: base }]);
      }
      const page = await context.newPage();
      const answer = await page.goto(`${base}/login`);
      expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
      await expect(page.getByRole('heading', { name: m.title })).toBeVisible();
      await expect(page.getByLabel(m.phone)).toBeVisible();
      await expect(page.getByLabel(m.password, { exact: true })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: m.remember })).toBeVisible();
      // no submit before the app runs: the browser's own would put the password in the address
      await expect(page.getByRole('button', { name: m.submit })).toBeDisabled();
      // the site's name in the header, filled in by the server (no placeholder bar)
      const { name } = (await (await page.request.get(`${base}/api/lookup/info`)).json()) as {
        name: string;
      };
      await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
      await context.close();
    });
  }

  test('/register is prerendered too, in the cookie language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
    await context.addCookies([{ name: 'lang', value: 'la', url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/register`);
    await expect(page.getByRole('heading', { name: la.register.title })).toBeVisible();
    await expect(page.getByRole('link', { name: la.nav.howto })).toBeVisible();
    // the wizard's first step is in the page itself, its Next waiting for the app
    await expect(page.getByLabel(la.register.phone.label)).toBeVisible();
    await expect(page.getByRole('button', { name: la.form.next })).toBeDisabled();
    await context.close();
  });

  test('/register hydrates without a mismatch, keeping a phone typed before the app runs and, after a reload, what the session kept', async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
    await context.addCookies([{ name: 'lang', value: 'en', url: base }]);
    const release = await holdAppEntry(page);
    await page.goto('/register', { waitUntil: 'domcontentloaded' });
    const phone = page.getByLabel(en.register.phone.label);
    const next = page.getByRole('button', { name: en.form.next });
    await phone.fill('0812345678');
    await expect(next).toBeDisabled();
    release();
    await expect(next).toBeEnabled();
    await expect(phone).toHaveValue('0812345678');
    // the wizard keeps its progress for this browser session: the prerendered page comes blank,
    // and the app fills it in as it takes it over
    await page.reload();
    await expect(next).toBeEnabled();
    await expect(phone).toHaveValue('0812345678');
    expect(errors).toEqual([]);
  });

  test('the page hydrates without a mismatch and logging in works', async ({ page, context }) => {
    const member = await registerByApi({});
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const styles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') styles.push(new URL(request.url()).pathname);
    });
    const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
    await context.addCookies([{ name: 'lang', value: 'en', url: base }]);
    // the site's notice comes in the page itself, painted with the form (nothing pushed down later)
    const { notice } = (await (
      await page.request.get('/api/lookup/active', { headers: { 'accept-language': 'en' } })
    ).json()) as { notice: string };
    expect(notice).not.toBe('');
    const html = await (await page.request.get('/login')).text();
    expect(html).toContain('<p class="notice">');
    await page.goto('/login');
    await expect(page.locator('p.notice')).toHaveText(notice);
    const submit = page.getByRole('button', { name: en.login.submit });
    // enabled once React has taken the prerendered form over
    await expect(submit).toBeEnabled();
    await expect(page.locator('p.notice')).toHaveCount(1);
    // the page's styles are in the page: none fetched before the paint, nor again by the app
    expect(styles).toEqual([]);
    expect(await page.locator('style[data-href]').count()).toBeGreaterThan(0);
    await page.getByLabel(en.login.phone).fill(member.username);
    await page.getByLabel(en.login.password, { exact: true }).fill(member.password);
    await submit.click();
    await expect(page).toHaveURL(/\/user\/home$/);
    // home's own styles come as files, each once
    expect(styles.length).toBeGreaterThan(0);
    expect(new Set(styles).size).toBe(styles.length);
    // React reports a hydration mismatch as a console error (and re-renders the page on the client)
    expect(errors).toEqual([]);
  });

  test('the error texts come after the form works, and a refusal waits for them: never a raw code', async ({
    page,
  }) => {
    const member = await registerByApi({});
    // the error texts' chunk is slow to come (a slow phone network); the form works without it
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/error-texts-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto('/login');
    const submit = page.getByRole('button', { name: th.login.submit });
    await expect(submit).toBeEnabled();
    await page.getByLabel(th.login.phone).fill(member.username);
    await page.getByLabel(th.login.password, { exact: true }).fill('Wrong-pass-1');
    const refused = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.status() === 401,
    );
    await submit.click();
    await refused;
    await expect.poll(() => asked).toBe(true);
    // the refusal has come; the form stays busy until it can be said, and shows no code meanwhile
    await expect(page.getByRole('button', { name: th.login.submitting })).toBeVisible();
    await expect(page.getByText('WRONG_CREDENTIAL')).toHaveCount(0);
    release();
    await expect(
      page.getByRole('alert').filter({ hasText: th.errors.WRONG_CREDENTIAL }),
    ).toBeVisible();
    await expect(page.getByText('WRONG_CREDENTIAL')).toHaveCount(0);
  });

  test('the register page says its own phone check in words while the error texts have not come', async ({
    page,
  }) => {
    // the error texts' chunk never comes (a slow phone network): the page's own check is said
    // from the public part of the messages
    await page.route(/\/assets\/error-texts-[\w-]+\.js$/, () => new Promise<void>(() => {}));
    await page.goto('/register');
    const next = page.getByRole('button', { name: th.form.next });
    await expect(next).toBeEnabled();
    await page.getByLabel(th.register.phone.label).fill('08123');
    await next.click();
    await expect(page.getByText(th.publicErrors.PHONE_NUMBER_REQUIRE_10_DIGIT)).toBeVisible();
    await expect(page.getByText('PHONE_NUMBER_REQUIRE_10_DIGIT')).toHaveCount(0);
  });

  test('what is typed before the app has run is kept, and logs in', async ({ page, context }) => {
    const member = await registerByApi({});
    const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
    await context.addCookies([{ name: 'lang', value: 'en', url: base }]);
    // the app's entry arrives late (a slow phone network): the member types into the HTML form
    const release = await holdAppEntry(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const submit = page.getByRole('button', { name: en.login.submit });
    await page.getByLabel(en.login.phone).fill(member.username);
    await page.getByLabel(en.login.password, { exact: true }).fill(member.password);
    await page.getByRole('checkbox', { name: en.login.remember }).check();
    await expect(submit).toBeDisabled();
    release();
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel(en.login.phone)).toHaveValue(member.username);
    await expect(page.getByRole('checkbox', { name: en.login.remember })).toBeChecked();
    await submit.click();
    await expect(page).toHaveURL(/\/user\/home$/);
  });

  test('a language chosen before the app has run is switched to once it runs', async ({ page }) => {
    const release = await holdAppEntry(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('button', { name: th.login.submit })).toBeDisabled();
    await page.getByRole('radio', { name: th.language.names.la }).check();
    release();
    await expect(page.getByRole('heading', { name: la.login.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'lo');
    await expect(page.getByRole('radio', { name: la.language.names.la })).toBeChecked();
  });

  test('choosing a language sets the cookie: a reload paints the page in it', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: th.login.submit })).toBeEnabled();
    await page.getByRole('radio', { name: th.language.names.la }).check();
    await expect(page.getByRole('heading', { name: la.login.title })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('la');
    // the server sends the Lao page itself now, before any script runs
    const html = await (await page.request.get('/login')).text();
    expect(html).toContain('data-locale="la"');
    expect(html).toContain(`>${la.login.title}</h1>`);
  });
});
