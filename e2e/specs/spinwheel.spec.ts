import { api, formatAmount, type WheelDefinition } from '@wallet/contract';
import { DEMO_WHEEL } from '../../apps/server/src/modules/spinwheel/demo-wheel';
import { operatorCli } from '../support/cli';
import { expect, test } from '../support/i18n';
import { memberAtHome, walletOf } from '../support/home';
import { loginByApi } from '../support/members';
import { operator } from '../support/operator';

/** `{{name}}` placeholders of the app's message tables, filled as i18next does. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

/**
 * A wheel whose ฿50 coupon slice is all but certain (weight 1,000,000 against 1 for each other
 * slice): the journey below is about the member's path, the odds are tested on the server.
 */
const LOADED: WheelDefinition = {
  ...DEMO_WHEEL,
  slices: DEMO_WHEEL.slices.map((s) => ({ ...s, weight: s.code === 'B50' ? 1_000_000 : 1 })),
};

test.describe('prize wheel and coupons', () => {
  test.beforeAll(async () => {
    await operator(api.operatorSpinwheel.setWheel, {
      body: { wheel: LOADED, reason: 'e2e: a certain coupon' },
    });
  });
  test.afterAll(async () => {
    await operator(api.operatorSpinwheel.setWheel, {
      body: { wheel: DEMO_WHEEL, reason: 'e2e: back to the demo wheel' },
    });
  });

  test('an operator grants coins; the member spins, claims the coupon and verifies the spin', async ({
    page,
    m,
    lang,
  }) => {
    test.slow(); // a full spin animation and several dialogs
    const w = m.spinwheel;
    const member = await memberAtHome(page, m);
    expect(await operatorCli('coins', member.username, '2', '--reason', 'e2e grant')).toMatch(
      /now has 2 coin/,
    );
    await page.reload();

    // home shows the wheel widget with the coin count while the wheel is on (§2)
    const widget = page.getByRole('button', { name: w.widget.title, exact: true });
    await expect(widget).toHaveAccessibleDescription(fill(w.widget.hint_other, { count: 2 }));
    await widget.click();
    const modal = page.getByRole('dialog', { name: DEMO_WHEEL.name[lang] });
    await expect(
      modal.getByRole('img', { name: new RegExp(DEMO_WHEEL.slices[0]!.label[lang]) }),
    ).toBeVisible();
    await expect(
      modal.getByText(fill(w.wheel.coinsValue_other, { count: 2 }), { exact: true }),
    ).toBeVisible();

    // the odds are in front of the member before they spin
    await modal.getByRole('tab', { name: w.modal.odds }).click();
    const odds = modal.getByRole('table', { name: w.odds.caption });
    await expect(odds.getByRole('row')).toHaveCount(DEMO_WHEEL.slices.length + 1);
    await modal.getByRole('tab', { name: w.modal.wheel }).click();

    // spin: the wheel turns, stops, and the prize dialog says what was won
    const spin = modal.getByRole('button', { name: w.wheel.spin, exact: true });
    await spin.click();
    const result = page.getByRole('dialog', { name: w.result.title });
    await expect(result).toBeVisible({ timeout: 15_000 });
    await expect(
      result.getByText(fill(w.result.coupon, { amount: formatAmount(50) })),
    ).toBeVisible();
    await result.getByRole('button', { name: w.result.toCoupons }).click();
    await expect(result).toBeHidden();

    // the coupon waits in the list; claiming asks first, then pays into the wallet once
    const coupons = modal.getByRole('table', { name: w.coupons.caption });
    await expect(coupons.getByText(w.coupons.states.open)).toBeVisible();
    await coupons
      .getByRole('button', { name: fill(w.coupons.claimLabel, { amount: formatAmount(50) }) })
      .click();
    const confirm = page.getByRole('alertdialog', { name: w.claim.title });
    await expect(confirm.getByText(w.claim.final)).toBeVisible();
    await confirm
      .getByRole('button', { name: fill(w.claim.confirm, { amount: formatAmount(50) }) })
      .click();
    await expect(confirm).toBeHidden();
    await expect(coupons.getByText(w.coupons.states.claimed)).toBeVisible();
    await expect.poll(() => walletOf(member.username)).toBe(50);
    // the coin count went down by the one coin spent
    await modal.getByRole('tab', { name: w.modal.wheel }).click();
    await expect(
      modal.getByText(fill(w.wheel.coinsValue_one, { count: 1 }), { exact: true }),
    ).toBeVisible();

    // fairness: a new client seed reveals the old server seed, and the spin recomputes in the
    // browser (WebCrypto) to the slice the server drew
    await modal.getByRole('tab', { name: w.modal.fairness }).click();
    await modal.getByRole('textbox', { name: w.fairness.newSeed }).fill('e2e-seed');
    await modal.getByRole('button', { name: w.fairness.rotate }).click();
    await expect(modal.getByRole('heading', { name: w.fairness.revealedHeading })).toBeVisible();
    await modal.getByRole('button', { name: fill(w.fairness.verifyLabel, { nonce: 0 }) }).click();
    await expect(modal.getByText(w.fairness.verified)).toBeVisible();
    await modal.getByRole('button', { name: m.common.close }).first().click();
    await expect(modal).toBeHidden();

    // the operator recomputes the same spin
    const spinId = await lastSpinIdOf(member);
    expect(await operatorCli('spin:verify', spinId)).toMatch(/OK: the spin recomputes exactly/);

    // the statement names the prize
    await page.goto('/user/statement');
    await expect(
      page.getByRole('list', { name: m.statement.list }).getByText(/฿50/).first(),
    ).toBeVisible();
    expect((await operator(api.operator.ledgerCheck)).ok).toBe(true);

    // anyone can read the odds
    await page.goto('/odds');
    await expect(page.getByRole('heading', { level: 1, name: w.odds.pageTitle })).toBeVisible();
  });

  test('on a 390 px phone the coupon fits the wheel modal and Claim is in view and works', async ({
    page,
    m,
    lang,
  }) => {
    test.slow(); // a full spin animation
    const w = m.spinwheel;
    await page.setViewportSize({ width: 390, height: 844 });
    const member = await memberAtHome(page, m);
    await operatorCli('coins', member.username, '1', '--reason', 'e2e grant');
    await page.reload();
    await page.getByRole('button', { name: w.widget.title, exact: true }).click();
    const modal = page.getByRole('dialog', { name: DEMO_WHEEL.name[lang] });
    await modal.getByRole('button', { name: w.wheel.spin, exact: true }).click();
    const result = page.getByRole('dialog', { name: w.result.title });
    await expect(result).toBeVisible({ timeout: 15_000 });
    await result.getByRole('button', { name: w.result.toCoupons }).click();
    await expect(result).toBeHidden();

    const coupons = modal.getByRole('table', { name: w.coupons.caption });
    const claim = coupons.getByRole('button', {
      name: fill(w.coupons.claimLabel, { amount: formatAmount(50) }),
    });
    // spec §2/§9 coupon table inside the wheel modal: at 390 px and at the narrowest 320 px the
    // coupon scrolls nowhere sideways and Claim lies wholly inside the modal and the screen
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await claim.scrollIntoViewIfNeeded();
      await expect(claim).toBeInViewport({ ratio: 1 });
      const box = (await claim.boundingBox())!;
      const dialog = (await modal.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(dialog.x);
      expect(box.x + box.width).toBeLessThanOrEqual(dialog.x + dialog.width);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const overflow = await modal
        .getByRole('region', { name: w.coupons.caption })
        .evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, `sideways overflow at ${width} px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await claim.click();
    const confirm = page.getByRole('alertdialog', { name: w.claim.title });
    await confirm
      .getByRole('button', { name: fill(w.claim.confirm, { amount: formatAmount(50) }) })
      .click();
    await expect(confirm).toBeHidden();
    await expect(coupons.getByText(w.coupons.states.claimed)).toBeVisible();
    await expect.poll(() => walletOf(member.username)).toBe(50);
  });

  test('a spin at 0 coins is not offered, and the reason is said', async ({ page, m, lang }) => {
    await memberAtHome(page, m);
    await page.getByRole('button', { name: m.spinwheel.widget.title, exact: true }).click();
    const modal = page.getByRole('dialog', { name: DEMO_WHEEL.name[lang] });
    await expect(
      modal.getByRole('button', { name: m.spinwheel.wheel.spin, exact: true }),
    ).toBeDisabled();
    await expect(modal.getByText(m.spinwheel.wheel.noCoins)).toBeVisible();
    // how coins are earned, from the settings (demo: one coin per 100 baht deposited)
    await expect(
      modal
        .getByText(fill(m.spinwheel.earn.perDeposit, { amount: formatAmount(100) }))
        .filter({ visible: true }),
    ).toBeVisible();
  });
});

/** The id of the member's latest spin (their own spins call), as `spin:verify` takes it. */
async function lastSpinIdOf(member: { username: string; password: string }): Promise<string> {
  const token = await loginByApi(member.username, member.password);
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/api/spinwheel/spins`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { spins: { _id: string }[] };
  return body.spins[0]!._id;
}
