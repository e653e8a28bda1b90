import { qrProviderName } from './banks';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BonusDefinition } from '@wallet/contract';
import { expect, type Page } from '@playwright/test';
import type { en } from '../../apps/web/src/locales/en/index';
import { operatorCli } from './cli';
import { payLiveQr } from './operator';

type M = typeof en;

/**
 * Defines a bonus the way an operator does: a JSON file and `npm run operator -- bonus:set`.
 * Small figures, so a few spins of the demo slot meet it. Unique per call.
 */
export async function defineBonus(overrides: Partial<BonusDefinition> = {}) {
  const code = `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
  const def: Omit<BonusDefinition, 'code'> = {
    kind: 'bonus',
    type: 'limit',
    maxReceived: 1,
    amountRule: { kind: 'percent', percent: 100, cap: 50 },
    minDeposit: 100,
    condition: { kind: 'turnover', multiplier: 1, base: 'bonus' },
    contributions: [{ category: 'slot', factor: 1 }],
    percentFail: 5,
    maxWithdraw: null,
    title: { th: `โบนัสทดสอบ ${code}`, la: `ໂບນັດທົດສອບ ${code}`, en: `Test bonus ${code}` },
    description: {
      th: 'รับ 100% สูงสุด 50 บาท',
      la: 'ຮັບ 100% ສູງສຸດ 50 ບາດ',
      en: '100% up to 50 baht',
    },
    banners: [
      {
        image: '/media/bonus/welcome100.svg',
        html: { th: '<p><b>100%</b></p>', la: '<p><b>100%</b></p>', en: '<p><b>100%</b></p>' },
      },
    ],
    startsAt: null,
    endsAt: null,
    enabled: true,
    sortOrder: 0,
    ...overrides,
  };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-bonus-'));
  const file = path.join(dir, 'bonus.json');
  await fs.writeFile(file, JSON.stringify(def));
  expect(await operatorCli('bonus:set', code, file)).toContain(`Saved ${code}`);
  await fs.rm(dir, { recursive: true, force: true });
  return { ...def, code };
}

/** Opens the bonus page from the home screen's "bonus conditions" widget (spec §2). */
export async function openBonusPage(page: Page, m: M) {
  await page.getByRole('link', { name: m.bonus.widget.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.bonus.title })).toBeVisible();
}

/** A QR deposit from the home screen, paid with `npm run operator -- qr:pay`. */
export async function depositByQr(page: Page, m: M, phone: string, amount: number) {
  await page
    .getByRole('region', { name: m.home.shortcuts })
    .getByRole('button', { name: m.home.deposit, exact: true })
    .click();
  const deposit = page.getByRole('dialog', { name: m.deposit.title });
  await deposit.getByRole('tab', { name: m.deposit.tabs.qr }).click();
  await deposit.getByRole('tab', { name: await qrProviderName(page, 'KBANK') }).click();
  await deposit
    .getByRole('button', { name: m.deposit.qr.quickAmount.replace('{{amount}}', String(amount)) })
    .click();
  await deposit.getByRole('button', { name: m.deposit.qr.create }).click();
  await expect(deposit.getByRole('timer')).toBeVisible();
  await payLiveQr(phone);
  await expect(deposit.getByRole('status').filter({ hasText: m.deposit.qr.paidTitle })).toBeVisible(
    {
      timeout: 10_000,
    },
  );
  await deposit.getByRole('button', { name: m.common.close }).click();
  await expect(deposit).toBeHidden();
}

/** Moves `amount` from the wallet into PG Slot (opening its account first). */
export async function transferToPg(page: Page, m: M, amount: number) {
  const slots = page.getByRole('region', { name: m.games.categories.slot });
  await slots.getByRole('button', { name: /^PG Slot(?! Classic)/ }).click();
  const game = page.getByRole('dialog', { name: 'PG Slot' });
  await game.getByRole('button', { name: m.games.account.activate }).click();
  await game.getByRole('button', { name: m.games.account.transfer }).click();
  const transfer = page.getByRole('dialog', { name: m.transfer.title });
  await transfer.getByLabel(m.transfer.from).selectOption('WALLET');
  await transfer.getByLabel(m.transfer.to).selectOption('pg');
  await transfer.getByLabel(m.transfer.amount).fill(String(amount));
  await transfer.getByRole('button', { name: m.transfer.submit, exact: true }).click();
  await expect(transfer).toBeHidden();
}

/**
 * Opens the demo slot from PG Slot's dialog (auto-login popup) and spins at `bet` until `done`
 * says so or `max` spins; returns the game page's balance afterwards.
 */
export async function playPg(
  page: Page,
  m: M,
  bet: number,
  done: (spins: number, balance: number) => boolean,
  max = 40,
) {
  const slots = page.getByRole('region', { name: m.games.categories.slot });
  await slots.getByRole('button', { name: /^PG Slot(?! Classic)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'PG Slot' });
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: m.games.account.web }).click({ noWaitAfter: true });
  const game = await popup;
  const balanceOf = async () =>
    Number((await game.locator('#balance').innerText()).replace(/[^\d.]/g, ''));
  await expect(game.locator('#balance')).not.toBeEmpty();
  await game
    .locator('#bets')
    .getByRole('button', { name: String(bet), exact: true })
    .click();
  let spins = 0;
  while (spins < max && !done(spins, await balanceOf())) {
    await game.locator('#spin').click();
    await expect(game.locator('#result')).not.toBeEmpty();
    spins++;
    // the spin button comes back, unless the game can no longer cover the bet (a lost bonus
    // ends itself within seconds and empties the game into the wallet: nothing left to spin)
    await expect
      .poll(async () => (await game.locator('#spin').isEnabled()) || (await balanceOf()) < bet)
      .toBe(true);
    if ((await balanceOf()) < bet) break;
  }
  const balance = await balanceOf();
  await game.close();
  await dialog.getByRole('button', { name: m.common.close }).click();
  await expect(dialog).toBeHidden();
  return { spins, balance };
}
