import { api } from '@wallet/contract';
import { operatorCli } from '../support/cli';
import { depositByQr, playPg, transferToPg } from '../support/bonus';
import { expect, test } from '../support/i18n';
import { memberAtHome, walletOf } from '../support/home';
import { operator } from '../support/operator';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('invite and refund rewards', () => {
  test('a friend who joins by my link, deposits and plays earns me a reward I receive once', async ({
    page,
    m,
    lang,
    browser,
    context,
  }) => {
    // a real journey through deposits, the game window and the background jobs: more than 30 s
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const inviter = await memberAtHome(page, m);

    // the operator's banner shows first; closing it opens the invite modal (§2)
    await page.getByRole('button', { name: new RegExp(escape(m.invite.widget.title)) }).click();
    const banners = page.getByRole('dialog', { name: m.invite.widget.title });
    await banners.getByRole('button', { name: m.banners.continue }).click();
    const invite = page.getByRole('dialog', { name: m.invite.modal.title });
    const field = invite.getByRole('textbox', { name: m.invite.modal.link });
    await expect(field).toHaveValue(/\/register\?code=PR\d+$/);
    const link = await field.inputValue();
    await invite.getByRole('button', { name: m.invite.modal.copy }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const code = new URL(link).searchParams.get('code')!;
    await expect(invite.getByRole('img', { name: new RegExp(code) })).toBeVisible();
    await expect(invite.getByText(m.invite.list.empty)).toBeVisible();
    await invite.getByRole('button', { name: m.common.close }).click();

    // the friend registers with the code, deposits and plays, in a browser of their own
    const friendContext = await browser.newContext({ viewport: page.viewportSize()! });
    const friendPage = await friendContext.newPage();
    await friendPage.addInitScript((l) => localStorage.setItem('locale', l), lang);
    const friend = await memberAtHome(friendPage, m, 0, {
      inviteCode: code,
      name: 'Somsak Friend',
    });
    await depositByQr(friendPage, m, friend.username, 100);
    await transferToPg(friendPage, m, 100);
    const played = await playPg(friendPage, m, 10, (spins) => spins >= 6);
    expect(played.spins).toBe(6);
    await friendContext.close();

    // the jobs run on their own every few seconds; the operator runs them now (whichever
    // comes first writes the accrual, once)
    await operatorCli('rounds:sync');
    await operatorCli('invite:accrue');
    await expect
      .poll(() => operatorCli('invites', inviter.username))
      .toMatch(/10\.00 waiting, 0\.00 received/);

    // both browsers run on this machine: the friend shares the inviter's address, so the reward
    // waits for staff (decision 011) and the header says so; staff approve it with the CLI
    await page.reload();
    const header = page.getByRole('group', { name: m.invite.header.label });
    await expect(header.getByRole('button', { name: m.invite.header.receive })).toBeDisabled();
    await expect(header.getByText(/10\.00/)).toBeVisible();
    const { accruals } = await operator(api.operatorRewards.inviteReviews, {
      query: { limit: 200 },
    });
    const flagged = accruals.find((a) => a.inviterPhone === inviter.username);
    expect(flagged?.inviteePhone).toBe(friend.username);
    expect(await operatorCli('invite:approve', flagged!.id, '--reason', 'same household')).toMatch(
      /approved/,
    );
    await page.reload();
    await expect(header.getByRole('button', { name: m.invite.header.receive })).toBeEnabled();
    await expect(header.getByText(/10\.00/).first()).toBeVisible();
    await header.getByRole('button', { name: m.invite.header.receive }).click();
    const confirm = page.getByRole('alertdialog', { name: m.invite.receive.title });
    await confirm
      .getByRole('button', { name: m.invite.receive.confirm.replace('{{amount}}', '10.00') })
      .click();
    await expect(confirm).toBeHidden();
    await expect.poll(() => walletOf(inviter.username)).toBe(10);
    await expect(header.getByRole('button', { name: m.invite.header.receive })).toBeDisabled();

    // the list shows the friend (masked) and what they earned
    await page.getByRole('button', { name: new RegExp(escape(m.invite.widget.title)) }).click();
    await page
      .getByRole('dialog', { name: m.invite.widget.title })
      .getByRole('button', { name: m.banners.continue })
      .click();
    const table = page.getByRole('table', { name: m.invite.list.caption });
    await expect(table.getByRole('row', { name: /Som\*\*\*/ })).toContainText('10.00');
    await page.keyboard.press('Escape');

    const statement = await operatorCli('invites', inviter.username);
    expect(statement).toContain(`${friend.username} Somsak Friend`);
    expect(statement).toMatch(/0\.00 waiting, 10\.00 received/);
    expect((await operator(api.operator.ledgerCheck)).ok).toBe(true);
  });

  test('the refund modal shows the period and why there is nothing to receive yet', async ({
    page,
    m,
  }) => {
    await memberAtHome(page, m);
    // no refund banners are set: the modal opens at once
    await page.getByRole('button', { name: new RegExp(escape(m.refund.widget.title)) }).click();
    const refund = page.getByRole('dialog', { name: m.refund.modal.title });
    await expect(refund.getByText(m.refund.modal.netLoss)).toBeVisible();
    await expect(refund.getByRole('button', { name: m.refund.modal.receive })).toBeDisabled();
    await expect(refund.getByText(m.refund.history.empty)).toBeVisible();
  });
});
