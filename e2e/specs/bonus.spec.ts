import { api } from '@wallet/contract';
import { operatorCli } from '../support/cli';
import { expect, test } from '../support/i18n';
import { memberAtHome, walletOf } from '../support/home';
import { operator } from '../support/operator';
import { defineBonus, depositByQr, openBonusPage, playPg, transferToPg } from '../support/bonus';

const baht = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2 });

test.describe('bonuses and promotions', () => {
  test('receive a bonus, deposit, see it credited, play until the bar fills, end it, withdraw everything', async ({
    page,
    m,
    lang,
  }) => {
    // a real journey through deposits, the game window and the background jobs: more than 30 s
    test.slow();
    const bonus = await defineBonus();
    const member = await memberAtHome(page, m);
    await openBonusPage(page, m);

    // the rules are read before choosing
    await page.getByRole('button', { name: new RegExp(bonus.code) }).click();
    const modal = page.getByRole('dialog', { name: bonus.title[lang] });
    await expect(modal.getByText(m.bonus.terms.minDeposit)).toBeVisible();
    await expect(
      modal.getByText(
        m.bonus.terms.turnover
          .replace('{{multiplier}}', '1')
          .replace('{{base}}', m.bonus.base.bonus),
      ),
    ).toBeVisible();
    await modal.getByRole('button', { name: m.bonus.receive, exact: true }).click();
    await expect(modal).toBeHidden();
    const panel = page.getByRole('region', { name: m.bonus.active.heading });
    await expect(panel.getByText(m.bonus.active.states.awaiting_deposit)).toBeVisible();

    // the next deposit brings the bonus with it
    await page.goto('/user/home');
    await depositByQr(page, m, member.username, 100);
    await expect.poll(() => walletOf(member.username)).toBe(150);

    // a withdrawal is refused while the condition is not met, with what is missing
    await page
      .getByRole('region', { name: m.home.shortcuts })
      .getByRole('button', { name: m.home.withdraw, exact: true })
      .click();
    const withdraw = page.getByRole('dialog', { name: m.withdraw.title });
    await expect(withdraw.getByText(/50\.00/).first()).toBeVisible();
    await withdraw.getByLabel(m.withdraw.amount).fill('100');
    await withdraw.getByRole('button', { name: m.withdraw.submit, exact: true }).click();
    await withdraw.getByRole('button', { name: m.withdraw.confirm.send }).click();
    const refused = page.getByRole('alertdialog', { name: m.errorDialog.title });
    await expect(refused).toContainText('50.00');
    await refused.getByRole('button', { name: m.errorDialog.ok }).click();
    await withdraw.getByRole('button', { name: m.common.close }).click();
    await expect(withdraw).toBeHidden();

    // play: 5 spins of 10 baht make the 50 baht of turnover
    await transferToPg(page, m, 150);
    const played = await playPg(page, m, 10, (spins) => spins >= 5);
    expect(played.spins).toBe(5);

    // the bar on the bonus page follows play by itself (bet feed every 3 s, poll every 5 s)
    await openBonusPage(page, m);
    const bar = panel.getByRole('progressbar', { name: m.bonus.active.progressLabel });
    await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 20_000 });
    await expect(panel.getByText(m.bonus.active.met)).toBeVisible();

    await panel.getByRole('button', { name: m.bonus.active.end }).click();
    const confirm = page.getByRole('alertdialog', { name: m.bonus.end.titles.met });
    await expect(confirm.getByText(m.bonus.end.games)).toBeVisible();
    await confirm.getByRole('button', { name: m.bonus.end.confirm, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('textbox', { name: m.bonus.promotion.label })).toBeVisible();

    // everything is back in the wallet, and all of it can be withdrawn
    const ledger = await operator(api.operator.memberWallet, {
      params: { phone: member.username },
    });
    expect(ledger.games.every((g) => g.amount === 0)).toBe(true);
    expect(ledger.wallet).toBe(played.balance);
    await page.goto('/user/home');
    await page
      .getByRole('region', { name: m.home.shortcuts })
      .getByRole('button', { name: m.home.withdraw, exact: true })
      .click();
    await withdraw.getByLabel(m.withdraw.amount).fill(String(ledger.wallet));
    await withdraw.getByRole('button', { name: m.withdraw.submit, exact: true }).click();
    await withdraw.getByRole('button', { name: m.withdraw.confirm.send }).click();
    await expect(withdraw.getByText(m.withdraw.processingTitle)).toBeVisible();
    await expect.poll(() => walletOf(member.username)).toBe(0);

    // the statement names the bonus
    await page.goto('/user/statement');
    const list = page.getByRole('list', { name: m.statement.list });
    await expect(list.getByText(bonus.title[lang])).toBeVisible();
    expect(await operatorCli('bonus:member', member.username)).toMatch(/ended \(met\)/);
    expect((await operator(api.operator.ledgerCheck)).ok).toBe(true);
  });

  test('a promotion code, then leaving early for exactly the forfeit shown', async ({
    page,
    m,
  }) => {
    const member = await memberAtHome(page, m);
    await openBonusPage(page, m);
    const code = page.getByRole('textbox', { name: m.bonus.promotion.label });
    await code.fill('lucky50');
    await expect(code).toHaveValue('LUCKY50');
    await page.getByRole('button', { name: m.bonus.promotion.search }).click();
    const promo = page.getByRole('dialog', {
      name: m.bonus.promotion.title.replace('{{code}}', 'LUCKY50'),
    });
    await promo.getByRole('button', { name: m.bonus.receive, exact: true }).click();
    await expect(promo).toBeHidden();

    await page.goto('/user/home');
    await depositByQr(page, m, member.username, 100);
    await expect.poll(() => walletOf(member.username)).toBe(150);
    // deposits are closed while it runs: the modal says so instead of offering methods
    await page
      .getByRole('region', { name: m.home.shortcuts })
      .getByRole('button', { name: m.home.deposit, exact: true })
      .click();
    const deposit = page.getByRole('dialog', { name: m.deposit.title });
    await expect(deposit.getByText(m.bonus.notices.depositClosedTitle)).toBeVisible();
    await deposit.getByRole('button', { name: m.common.close }).click();

    await openBonusPage(page, m);
    const panel = page.getByRole('region', { name: m.bonus.active.heading });
    await panel.getByRole('button', { name: m.bonus.active.leave }).click();
    const confirm = page.getByRole('alertdialog', { name: m.bonus.end.titles.left });
    await expect(confirm.getByText(`${baht(100)}`)).toBeVisible();
    await confirm
      .getByRole('button', { name: m.bonus.end.confirmForfeit.replace('{{amount}}', baht(50)) })
      .click();
    await expect(confirm).toBeHidden();
    await expect.poll(() => walletOf(member.username)).toBe(100);
    await page.goto('/user/statement');
    await expect(
      page
        .getByRole('list', { name: m.statement.list })
        .getByText(/LUCKY50/)
        .first(),
    ).toBeVisible();
    // spec §9: the forfeit leaves the wallet, so its line reads as leaving, with a minus sign
    const forfeitLine = page
      .getByRole('list', { name: m.statement.list })
      .getByRole('listitem')
      .filter({ hasText: m.statement.types.finish_bonus });
    await expect(forfeitLine).toHaveCount(1);
    await expect(
      forfeitLine.getByText(
        m.statement.amount.replace('{{sign}}', '-').replace('{{amount}}', baht(50)),
        { exact: true },
      ),
    ).toBeVisible();
    expect((await operator(api.operator.ledgerCheck)).ok).toBe(true);
  });

  test('a bonus lost in play ends by itself and deposits open again', async ({ page, m }) => {
    // a real journey through deposits, the game window and the background jobs: more than 30 s
    test.slow();
    // lost as soon as the total balance falls below the whole base (deposit + bonus)
    const bonus = await defineBonus({
      percentFail: 100,
      condition: { kind: 'turnover', multiplier: 10, base: 'deposit_bonus' },
    });
    const member = await memberAtHome(page, m);
    await openBonusPage(page, m);
    await page.getByRole('button', { name: new RegExp(bonus.code) }).click();
    await page.getByRole('button', { name: m.bonus.receive, exact: true }).click();
    await page.goto('/user/home');
    await depositByQr(page, m, member.username, 100);
    await transferToPg(page, m, 150);
    // until the first net loss (most spins lose; a win only delays it)
    const played = await playPg(page, m, 1, (_spins, balance) => balance < 150, 100);
    expect(played.balance).toBeLessThan(150);
    await openBonusPage(page, m);
    await expect(page.getByRole('textbox', { name: m.bonus.promotion.label })).toBeVisible({
      timeout: 20_000,
    });
    expect(await operatorCli('bonus:member', member.username)).toMatch(/ended \(lost\)/);
    await page.goto('/user/home');
    await page
      .getByRole('region', { name: m.home.shortcuts })
      .getByRole('button', { name: m.home.deposit, exact: true })
      .click();
    const deposit = page.getByRole('dialog', { name: m.deposit.title });
    await expect(deposit.getByRole('tab', { name: m.deposit.tabs.qr })).toBeVisible();
    expect((await operator(api.operator.ledgerCheck)).ok).toBe(true);
  });
});
