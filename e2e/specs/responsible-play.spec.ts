import { qrProviderName } from '../support/banks';
import { api } from '@wallet/contract';
import type { Page } from '@playwright/test';
import type { en } from '../../apps/web/src/locales/en/index';
import { playPg, transferToPg } from '../support/bonus';
import { operatorCli } from '../support/cli';
import { advanceServerClock, resetServerClock } from '../support/clock';
import { memberAtHome, walletOf } from '../support/home';
import { expect, test } from '../support/i18n';
import { operator, payLiveQr } from '../support/operator';

type M = typeof en;
const HOUR = 3_600_000;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

/** A QR deposit of `amount` from the home screen, typed in; answers the dialog for what follows. */
async function openQr(page: Page, m: M, amount: number) {
  await page
    .getByRole('region', { name: m.home.shortcuts })
    .getByRole('button', { name: m.home.deposit, exact: true })
    .click();
  const deposit = page.getByRole('dialog', { name: m.deposit.title });
  await deposit.getByRole('tab', { name: m.deposit.tabs.qr }).click();
  await deposit.getByRole('tab', { name: await qrProviderName(page, 'KBANK') }).click();
  await deposit
    .getByLabel(fill(m.deposit.qr.amount, { bank: await qrProviderName(page, 'KBANK') }))
    .fill(String(amount));
  await deposit.getByRole('button', { name: m.deposit.qr.create }).click();
  return deposit;
}

async function openResponsible(page: Page, m: M) {
  await page.goto('/user/responsible');
  await expect(page.getByRole('heading', { level: 1, name: m.responsible.title })).toBeVisible();
}

/** The member's own API token (what the app holds), for reading what the server says. */
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

test.describe('responsible play (issue 15)', () => {
  test.afterEach(async () => {
    await resetServerClock();
  });

  test('a daily limit holds deposits, a raise waits 24 hours, a reality check shows the session, a break stops play but not withdrawals', async ({
    page,
    m,
  }) => {
    test.slow();
    await page.clock.install();
    const member = await memberAtHome(page, m);

    // 1. a 500-baht daily limit, applied at once
    await openResponsible(page, m);
    await page.getByLabel(m.responsible.limits.fields.daily).fill('500');
    await page.getByRole('button', { name: m.responsible.limits.save }).click();
    await expect(page.getByText(m.responsible.limits.saved).first()).toBeVisible();

    // 2. 400 by QR, paid; then a QR for 200 is refused with the 100 still allowed
    await page.goto('/user/home');
    let deposit = await openQr(page, m, 400);
    await expect(deposit.getByRole('timer')).toBeVisible();
    await payLiveQr(member.username);
    await expect.poll(() => walletOf(member.username)).toBe(400);
    await page.goto('/user/home');
    deposit = await openQr(page, m, 200);
    await expect(
      deposit.getByText(
        fill(m.responsible.errors.depositLimit, {
          period: m.responsible.periodNames.daily,
          amount: '100.00',
        }),
      ),
    ).toBeVisible();
    expect(await walletOf(member.username)).toBe(400);

    // 3. a raise waits out its 24 hours (the server's clock moves, nobody sleeps), then is confirmed
    await openResponsible(page, m);
    await page.getByLabel(m.responsible.limits.fields.daily).fill('1000');
    await page.getByRole('button', { name: m.responsible.limits.save }).click();
    const confirm = page.getByRole('button', { name: m.responsible.pending.confirm });
    await expect(confirm).toBeDisabled();
    await expect(page.getByText(m.responsible.pending.notYet)).toBeVisible();
    await advanceServerClock(25 * HOUR);
    await page.clock.fastForward(25 * HOUR);
    await page.reload();
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText(m.responsible.pending.confirmed).first()).toBeVisible();
    await expect(confirm).toHaveCount(0);

    // 4. a reality check every 15 minutes: it shows up during play with the session's figures
    await page.getByLabel(m.responsible.reality.label).selectOption('15');
    await page.getByRole('button', { name: m.responsible.reality.save }).click();
    await expect(page.getByText(m.responsible.reality.saved).first()).toBeVisible();
    await operator(api.operator.credit, {
      params: { phone: member.username },
      body: { amount: 200, reason: 'e2e: money to play' },
    });
    await page.goto('/user/home');
    await transferToPg(page, m, 100);
    await playPg(page, m, 10, (spins) => spins >= 3);
    const token = await tokenOf(page);
    // the bet feed brings the rounds in within a few seconds
    await expect
      .poll(
        async () => {
          const res = await fetch(
            `http://127.0.0.1:${process.env.E2E_PORT}/api/responsible/reality-check`,
            {
              headers: { authorization: `Bearer ${token}` },
            },
          );
          return ((await res.json()) as { rounds: number }).rounds;
        },
        { timeout: 20_000 },
      )
      .toBe(3);
    await page.clock.fastForward(16 * 60_000);
    const check = page.getByRole('alertdialog', { name: m.responsible.check.title });
    await expect(check).toBeVisible({ timeout: 10_000 });
    const figures = (await (
      await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/api/responsible/reality-check`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { stakes: number; payouts: number; net: number };
    expect(figures.stakes).toBe(30);
    await expect(check).toContainText(m.responsible.check.stakes);
    await expect(check).toContainText('30.00');
    await expect(check).toContainText(figures.payouts.toFixed(2));
    await check.getByRole('button', { name: m.responsible.check.continue }).click();
    await expect(check).toBeHidden();

    // 5. a 24-hour break: no money into a game, but a withdrawal goes through
    await openResponsible(page, m);
    await page.getByLabel(m.responsible.timeout.label).selectOption('1d');
    await page.getByRole('button', { name: m.responsible.timeout.submit }).click();
    const startBreak = page.getByRole('alertdialog', { name: m.responsible.timeout.confirmTitle });
    await expect(startBreak).toContainText(m.responsible.timeout.confirmFixed);
    await startBreak.getByRole('button', { name: m.responsible.timeout.confirm }).click();
    await expect(startBreak).toBeHidden();
    await page.goto('/user/home');
    await expect(page.getByText(m.responsible.notice.timeoutTitle).first()).toBeVisible();
    // every way into a game is closed: the game's dialog says why, with no login and no launch
    await page
      .getByRole('region', { name: m.games.categories.slot })
      .getByRole('button', { name: /^PG Slot(?! Classic)/ })
      .click();
    const game = page.getByRole('dialog', { name: 'PG Slot' });
    await expect(game.getByRole('alert')).toContainText(
      m.responsible.errors.timeout.split('{{')[0]!,
    );
    await expect(game.getByRole('button', { name: m.games.account.web })).toHaveCount(0);
    await expect(game.getByLabel(m.games.account.username)).toHaveCount(0);
    await game.getByRole('button', { name: m.common.close }).click();
    const moved = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/api/wallet/transfer`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ from: 'WALLET', to: 'pg', amount: 10 }),
    });
    expect([moved.status, ((await moved.json()) as { message: string }).message]).toEqual([
      403,
      'ACCOUNT_TIMEOUT',
    ]);
    const withdrawn = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/api/wallet/withdraw`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ amount: 100 }),
    });
    expect(withdrawn.status).toBe(200);
    const record = await operatorCli('member:responsible', member.username);
    expect(record).toMatch(/member\s+timeout/);
    expect((await operator(api.operator.ledgerCheck)).ok).toBe(true);
  });
});
