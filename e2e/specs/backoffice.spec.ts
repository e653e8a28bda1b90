import { randomUUID } from 'node:crypto';
import { api } from '@wallet/contract';
import { en as bo } from '../../apps/backoffice/src/locales/en';
import { th } from '../../apps/backoffice/src/locales/th';
import { slipImage } from '../../apps/server/src/test/slip-image';
import { operatorCli } from '../support/cli';
import { expect, test } from '../support/i18n';
import { walletOf } from '../support/home';
import { loginByApi, registerByApi } from '../support/members';
import { operator } from '../support/operator';
import { slipServiceFailsNext } from '../support/slip-service';
import { enrolAndSignIn, expectNoAxeFindings } from '../support/staff';

const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

/** A member with a slip waiting for review and a withdrawal waiting to be paid (their own calls). */
async function memberWithWork() {
  await operator(api.operator.setSetting, {
    params: { key: 'slip.closedHours' },
    body: { value: null, reason: 'e2e: independent of the clock' },
  });
  const member = await registerByApi({});
  await operator(api.operator.credit, {
    params: { phone: member.username },
    body: { amount: 500, reason: 'e2e: opening balance' },
  });
  const token = await loginByApi(member.username, member.password);
  const headers = { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() };
  const withdrawn = await fetch(`${base()}/api/wallet/withdraw`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 200 }),
  });
  expect(withdrawn.status).toBe(200);
  // the slip check service is down for this upload: the slip waits in the staff queue
  await slipServiceFailsNext();
  const form = new FormData();
  const png = await slipImage('004', `BO${Date.now()}`);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'slip.png');
  const uploaded = await fetch(`${base()}/api/wallet/slip`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: form,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
  expect(await uploaded.json()).toMatchObject({ credited: false, reason: null });
  return { ...member, token };
}

test.describe('back-office (issue 11)', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'the back-office is for laptops and tablets');
  });

  test('a cashier added by the owner sets up 2FA, approves a slip and pays a withdrawal; the audit names both', async ({
    page,
    browser,
  }) => {
    test.slow();
    const member = await memberWithWork();
    const login = await enrolAndSignIn(page, 'finance', 'Nok Cashier', true);
    const nav = page.getByRole('navigation', { name: bo.nav.label });
    await expect(nav.getByRole('link', { name: bo.nav.deposits })).toBeVisible();
    // a finance role sees no staff screen
    await expect(nav.getByRole('link', { name: bo.nav.staff })).toHaveCount(0);
    await expectNoAxeFindings(page, 'first screen');

    // the slip: picked from the queue, the image beside the data, approved with the amount
    await nav.getByRole('link', { name: bo.nav.deposits }).click();
    await page
      .getByRole('row', { name: new RegExp(member.username) })
      .first()
      .click();
    await expect(page.getByRole('img', { name: bo.deposits.slipImage })).toBeVisible();
    await expectNoAxeFindings(page, 'slip review');
    await page.getByLabel(bo.deposits.approveAmount.replace('{{sign}}', '฿')).fill('250');
    await page.getByRole('button', { name: bo.deposits.approve, exact: true }).click();
    await expect(page.getByText(/approved\./)).toBeVisible();

    // the withdrawal: paid with the bank's reference
    await nav.getByRole('link', { name: bo.nav.withdrawals }).click();
    const { withdrawals } = await operator(api.operator.withdrawals);
    const mine = withdrawals.find((w) => w.phone === member.username)!;
    await expectNoAxeFindings(page, 'withdrawals');
    await page.getByRole('button', { name: `${bo.withdrawals.markPaid} #${mine.id}` }).click();
    const paid = page.getByRole('dialog', {
      name: fill(bo.withdrawals.paidTitle, { id: mine.id }),
    });
    await paid.getByLabel(bo.withdrawals.reference).fill('SCB-TRF-778899');
    await paid.getByRole('button', { name: bo.withdrawals.confirmPaid }).click();
    await expect(paid).toBeHidden();

    // the member's file: found by phone, their journal shows both acts, a note is kept
    await nav.getByRole('link', { name: bo.nav.members }).click();
    await page.getByLabel(bo.members.search).fill(member.username);
    await page.getByRole('button', { name: bo.members.find }).click();
    const journal = page.getByRole('table', { name: bo.members.journal });
    await expect(journal.getByText('withdraw_payout')).toBeVisible();
    await expect(journal.getByText('deposit', { exact: true })).toBeVisible();
    await expectNoAxeFindings(page, 'member');
    await page.getByLabel(bo.members.newNote).fill('Called the member: <b>slip</b> approved');
    await page.getByRole('button', { name: bo.members.addNote }).click();
    await expect(page.getByText('Called the member: <b>slip</b> approved')).toBeVisible();

    // the member sees the money: 500 − 200 withdrawn + 250 approved
    await expect.poll(() => walletOf(member.username)).toBe(550);
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await memberPage.addInitScript((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('locale', 'en');
      localStorage.setItem('remember-agreement', 'true');
    }, member.token);
    await memberPage.goto('/user/home');
    await expect(memberPage.getByText('550.00').first()).toBeVisible();
    await memberContext.close();

    // refused outside the role: the screen and the call
    await page.goto('/backoffice/staff');
    await expect(page.getByText(bo.common.forbidden).first()).toBeVisible();
    const call = await page.evaluate(async () => {
      const res = await fetch('/api/operator/staff');
      return `${res.status} ${((await res.json()) as { message: string }).message}`;
    });
    expect(call).toBe('403 STAFF_FORBIDDEN');

    // the owner reads who did what, when, from where and why
    const audit = await operatorCli('audit', '30', '--search', login);
    expect(audit).toMatch(
      new RegExp(
        `${login} \\(finance, session, [^)]+\\) DONE POST /api/operator/deposits/:id/approve`,
      ),
    );
    expect(audit).toMatch(/DONE POST \/api\/operator\/withdrawals\/:id\/paid \d+ — SCB-TRF-778899/);
    expect(audit).toMatch(/REFUSED GET \/api\/operator\/staff/);
    expect((await operator(api.operator.ledgerCheck)).ok).toBe(true);
  });
  test('an owner changes a setting with its reason and finds it in the audit log; every screen passes axe in English and Thai', async ({
    page,
  }) => {
    test.slow();
    const login = await enrolAndSignIn(page, 'owner', 'Ploy Owner');
    const nav = page.getByRole('navigation', { name: bo.nav.label });
    await expect(page.getByRole('heading', { name: bo.dashboard.title })).toBeVisible();
    await expectNoAxeFindings(page, 'dashboard');

    // a setting: the form for its type, a reason, saved, and in the audit with that reason
    await nav.getByRole('link', { name: bo.nav.settings }).click();
    await page.getByRole('searchbox', { name: bo.common.filter }).fill('withdraw.max');
    await expectNoAxeFindings(page, 'settings');
    // exact: the kip twin withdraw.max.LAK is listed beside it (decision 021)
    await page
      .getByRole('button', { name: `${bo.settings.edit} withdraw.max`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', {
      name: fill(bo.settings.editTitle, { key: 'withdraw.max' }),
    });
    await dialog.getByLabel(bo.settings.value).fill('45000');
    await dialog.getByRole('button', { name: bo.common.save }).click();
    await expect(dialog.getByText(bo.common.reasonHint).last()).toBeVisible(); // no reason yet
    await dialog.getByLabel(bo.common.reason).fill('raised for VIP members');
    await expectNoAxeFindings(page, 'setting editor');
    await dialog.getByRole('button', { name: bo.common.save }).click();
    await expect(dialog).toBeHidden();
    expect(
      (await operator(api.operator.getSetting, { params: { key: 'withdraw.max' } })).value,
    ).toBe(45000);
    await operator(api.operator.setSetting, {
      params: { key: 'withdraw.max' },
      body: { value: 50000, reason: 'e2e: back to the seeded limit' },
    });

    await nav.getByRole('link', { name: bo.nav.audit }).click();
    await page.getByLabel(bo.audit.search).fill(login);
    await page.getByRole('button', { name: bo.common.search }).click();
    const auditTable = page.getByRole('table', { name: bo.audit.title });
    await expect(auditTable.getByText('raised for VIP members')).toBeVisible();
    await expectNoAxeFindings(page, 'audit');

    for (const screen of [
      'marketing',
      'staff',
      'ledger',
      'withdrawals',
      'deposits',
      'members',
    ] as const) {
      await nav.getByRole('link', { name: bo.nav[screen] }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeFindings(page, screen);
    }

    // issue 15: a member who took a break; staff see it in the member file and impose a longer one
    const member = await registerByApi({});
    const token = await loginByApi(member.username, member.password);
    const took = await fetch(`${base()}/api/responsible/timeout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ period: '1d' }),
    });
    expect(took.status).toBe(200);
    await nav.getByRole('link', { name: bo.nav.members }).click();
    await page.getByLabel(bo.members.search).fill(member.username);
    await page.getByRole('button', { name: bo.members.find }).click();
    const panel = page.getByRole('region', { name: bo.responsible.title });
    await expect(panel.getByText(bo.responsible.timeoutBadge).first()).toBeVisible();
    await expectNoAxeFindings(page, 'member file: responsible play');
    await panel.getByRole('button', { name: bo.responsible.impose }).click();
    const impose = page.getByRole('dialog', {
      name: fill(bo.responsible.imposeTitle, { phone: member.username }),
    });
    await impose.getByLabel(bo.responsible.period).selectOption('7d');
    await impose.getByLabel(bo.common.reason).fill('asked for a longer break by phone');
    await impose.getByRole('button', { name: bo.responsible.imposeSubmit }).click();
    await expect(impose).toBeHidden();
    const history = page.getByRole('table', { name: bo.responsible.history });
    await expect(history.getByText(/asked for a longer break by phone/)).toBeVisible();
    const record = await operator(api.operatorMembers.memberResponsible, {
      params: { phone: member.username },
    });
    expect(record.events[0]).toMatchObject({ actor: `staff:${login}`, kind: 'timeout' });

    // the same screens in Thai: the shell, headings and tables speak Thai, and still pass axe
    await page.getByLabel(bo.shell.language).selectOption('th');
    const thaiNav = page.getByRole('navigation', { name: th.nav.label });
    await expect(thaiNav.getByRole('link', { name: th.nav.members })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    for (const screen of [
      'dashboard',
      'deposits',
      'withdrawals',
      'settings',
      'marketing',
      'staff',
      'audit',
    ] as const) {
      await thaiNav.getByRole('link', { name: th.nav[screen] }).click();
      await expect(page.getByRole('heading', { level: 1, name: th[screen].title })).toBeVisible();
      await expectNoAxeFindings(page, `${screen} (th)`);
    }
  });
});
