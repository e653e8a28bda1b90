import { api } from '@wallet/contract';
import { en as bo } from '../../apps/backoffice/src/locales/en';
import { operatorCli } from '../support/cli';
import { expect, test } from '../support/i18n';
import { operator } from '../support/operator';
import { enrolAndSignIn, expectNoAxeFindings } from '../support/staff';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

test.describe('back-office: which provider serves each game', () => {
  test('an owner routes a game to Betflix with a product code and a reason; the CLI and the audit agree', async ({
    page,
  }) => {
    await enrolAndSignIn(page, 'owner', 'Games Owner');
    const nav = page.getByRole('navigation', { name: bo.nav.label });
    await nav.getByRole('link', { name: bo.nav.games }).click();
    await expect(page.getByRole('heading', { name: bo.games.title })).toBeVisible();
    await expectNoAxeFindings(page, 'games');

    await page.getByRole('button', { name: fill(bo.games.editLabel, { name: 'Circus' }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(bo.games.editTitle, { name: 'Circus' }) });
    await dialog.getByLabel(bo.games.provider).selectOption('betflix');
    // nobody holds money in it: the change is allowed, and it says what it closes
    await expect(
      dialog.getByText(fill(bo.games.changeCloses, { from: 'demo', to: 'betflix' })),
    ).toBeVisible();
    await dialog.getByLabel(bo.games.product).fill('circus');
    await dialog.getByLabel(bo.common.reason).fill('e2e: Circus through Betflix');
    await dialog.getByRole('button', { name: bo.common.save }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'Circus' });
    await expect(row).toContainText('betflix');
    await expect(row).toContainText('circus');

    const { entries } = await operator(api.operatorStaff.audit, { query: { q: 'Circus through' } });
    expect(entries[0]).toMatchObject({
      action: 'POST /api/operator/slots/:code',
      reason: 'e2e: Circus through Betflix',
      outcome: 'done',
    });
    const listed = await operatorCli('slots');
    expect(listed.split('\n').find((l) => l.startsWith('circus '))).toMatch(/betflix\s+circus/);
    // back to the demo for the other specs, by the CLI this time
    await operatorCli(
      'slot:set',
      'circus',
      '--provider',
      'demo',
      '--product',
      '-',
      '--reason',
      'e2e: back to the demo',
    );
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Circus' })).toContainText('demo');
  });
});
