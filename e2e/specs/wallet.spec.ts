import { api } from '@wallet/contract';
import { expect, test } from '../support/i18n';
import { memberAtHome } from '../support/home';
import { operator } from '../support/operator';

const baht = (n: string) => `฿${n}`;

test.describe('wallet and games', () => {
  test('open a game account, copy it, transfer in, play the demo game, transfer everything back', async ({
    page,
    m,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const member = await memberAtHome(page, m, 500);
    const balance = page.getByRole('region', { name: m.home.balanceTitle });
    await expect(balance.getByText(baht('500.00')).first()).toBeVisible();

    const slots = page.getByRole('region', { name: m.games.categories.slot });
    await slots.getByRole('button', { name: /^PG Slot(?! Classic)/ }).click();
    const game = page.getByRole('dialog', { name: 'PG Slot' });
    await game.getByRole('button', { name: m.games.account.activate }).click();
    const username = game.getByRole('textbox', { name: m.games.account.username });
    await expect(username).not.toHaveValue('');
    const name = await username.inputValue();
    await game.getByRole('button', { name: m.games.account.copyUsername }).click();
    await expect(page.getByText(m.common.copied.replace('{{text}}', name))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(name);

    await game.getByRole('button', { name: m.games.account.transfer }).click();
    const transfer = page.getByRole('dialog', { name: m.transfer.title });
    await transfer.getByLabel(m.transfer.from).selectOption('WALLET');
    await transfer.getByLabel(m.transfer.to).selectOption('pg');
    await transfer.getByLabel(m.transfer.amount).fill('200');
    await transfer.getByRole('button', { name: m.transfer.submit, exact: true }).click();
    await expect(transfer).toBeHidden();
    await expect
      .poll(
        async () =>
          (await operator(api.operator.memberWallet, { params: { phone: member.username } }))
            .wallet,
      )
      .toBe(300);

    // Play: the auto-login link opens the demo provider in a new window, signed in.
    await slots.getByRole('button', { name: /^PG Slot(?! Classic)/ }).click();
    const popup = page.waitForEvent('popup');
    await page
      .getByRole('dialog', { name: 'PG Slot' })
      .getByRole('button', { name: m.games.account.web })
      .click({ noWaitAfter: true });
    const gamePage = await popup;
    await expect(gamePage.locator('#balance')).toContainText('200.00');
    for (let i = 0; i < 3; i++) {
      await gamePage.locator('#spin').click();
      await expect(gamePage.locator('#result')).not.toBeEmpty();
      await expect(gamePage.locator('#spin')).toBeEnabled();
    }
    const afterPlay = Number(
      (await gamePage.locator('#balance').innerText()).replace(/[^\d.]/g, ''),
    );
    await gamePage.close();

    // Everything back into the wallet: the wallet ends at 300 + what the game holds now.
    const gameDialog = page.getByRole('dialog', { name: 'PG Slot' });
    await gameDialog.getByRole('button', { name: m.common.close }).click();
    await expect(gameDialog).toBeHidden();
    await page.getByRole('button', { name: m.home.refresh, exact: true }).click();
    await balance.getByRole('button', { name: m.home.transfer }).click();
    await transfer.getByLabel(m.transfer.to).selectOption('WALLET');
    await transfer.getByRole('button', { name: m.transfer.all }).click();
    // spec §7 transferAll is confirmed first, with what will move
    const confirmAll = page.getByRole('alertdialog', { name: m.transfer.allConfirm.title });
    await expect(confirmAll.getByRole('list', { name: m.transfer.allConfirm.legs })).toContainText(
      'PG Slot',
    );
    const [moveWord] = m.transfer.allConfirm.confirm.split('{{amount}}');
    await confirmAll.getByRole('button', { name: new RegExp(`^${moveWord}`) }).click();
    await expect(transfer).toBeHidden();
    const expected = (300 + afterPlay).toFixed(2);
    await expect(
      balance
        .getByText(baht(Number(expected).toLocaleString('en-US', { minimumFractionDigits: 2 })))
        .first(),
    ).toBeVisible();
    const ledger = await operator(api.operator.memberWallet, {
      params: { phone: member.username },
    });
    expect(ledger.wallet).toBe(Number(expected));
    expect(ledger.games.every((g) => g.amount === 0)).toBe(true);
    expect((await operator(api.operator.ledgerCheck)).ok).toBe(true);
  });

  test('a transfer above the balance shows the error dialog and moves nothing', async ({
    page,
    m,
  }) => {
    const member = await memberAtHome(page, m, 500);
    await page
      .getByRole('region', { name: m.games.categories.slot })
      .getByRole('button', { name: /^PG Slot(?! Classic)/ })
      .click();
    const game = page.getByRole('dialog', { name: 'PG Slot' });
    await game.getByRole('button', { name: m.games.account.activate }).click();
    await game.getByRole('button', { name: m.games.account.transfer }).click();
    const transfer = page.getByRole('dialog', { name: m.transfer.title });
    await transfer.getByLabel(m.transfer.from).selectOption('WALLET');
    await transfer.getByLabel(m.transfer.to).selectOption('pg');
    await transfer.getByLabel(m.transfer.amount).fill('9999');
    await transfer.getByRole('button', { name: m.transfer.submit, exact: true }).click();
    const error = page.getByRole('alertdialog', { name: m.errorDialog.title });
    await expect(error).toBeVisible();
    await expect(error.getByText(m.errors.MONEY_NOT_ENOUGH)).toBeVisible();
    const ledger = await operator(api.operator.memberWallet, {
      params: { phone: member.username },
    });
    expect(ledger.wallet).toBe(500);
  });
});
