import { api } from '@wallet/contract';
import { expect, test } from '../support/i18n';
import { memberAtHome } from '../support/home';
import { operator } from '../support/operator';

const plain = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test.describe('home paints the last known balances at once (spec §2 /user/home)', () => {
  test('reopened, home shows the last visit’s balance marked as updating, then the fresh one', async ({
    page,
    m,
  }) => {
    const member = await memberAtHome(page, m, 150);
    const balance = page.getByRole('region', { name: m.home.balanceTitle });
    await expect(balance.getByText(plain(150)).first()).toBeVisible();

    // the next reads are held back, as a slow network would; held before the money lands, since
    // the open screen reads the wallet again as soon as the money is pushed to it (decision 026)
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/(home|wallet)$/, async (route) => {
      await held;
      // a read of the page before the reload has nobody to answer any more
      await route.continue().catch(() => undefined);
    });
    await operator(api.operator.credit, {
      params: { phone: member.username },
      body: { amount: 50, reason: 'e2e' },
    });
    await page.reload();

    const [before] = m.home.lastKnown.split('{{time}}');
    const status = balance.getByRole('status');
    await expect(status).toHaveText(new RegExp(`^${before!.trim()}\\s*\\d\\d:\\d\\d$`));
    await expect(balance).toHaveAttribute('aria-busy', 'true');
    await expect(balance.getByText(plain(150)).first()).toBeVisible();
    await expect(balance.getByText(plain(200))).toHaveCount(0);

    release();
    await expect(balance.getByText(plain(200)).first()).toBeVisible();
    await expect(balance).not.toHaveAttribute('aria-busy', 'true');
    await expect(balance.getByText(before!.trim(), { exact: false })).toHaveCount(0);
  });
});
