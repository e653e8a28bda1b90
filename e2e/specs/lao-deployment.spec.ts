import { api } from '@wallet/contract';
import type { Page } from '@playwright/test';
import { la } from '../../apps/web/src/locales/la/index';
import { readOnePayQr } from '../../apps/server/src/adapters/lao-payments/onepay-qr';
import { oneProofPayload, qrImage } from '../../apps/server/src/test/slip-image';
import { operatorCli } from '../support/cli';
import { walletOf } from '../support/home';
import { operator } from '../support/operator';
import { slipServiceCalls } from '../support/slip-service';
import { expect, test } from '../support/test';

/** The Lao texts as a kip wallet shows them ("{{currency}}" is kip, the sign ₭). */
const m = JSON.parse(
  JSON.stringify(la).replaceAll('{{currency}}', 'ກີບ').replaceAll('{{symbol}}', '₭'),
) as typeof la;

const setting = (key: string, value: unknown) =>
  operator(api.operator.setSetting, {
    params: { key },
    body: { value: value as never, reason: 'e2e: the Lao deployment' },
  });

/** A BCEL One receipt with its OneProof QR (tag 33: BCEL, type, ticket, reference). */
const oneProofImage = (ticket: string) => qrImage(oneProofPayload(ticket, `FT${ticket.slice(-8)}`));

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots/lao-e2e-${name}.png`, fullPage: false });

const openDeposit = async (page: Page) => {
  await page
    .getByRole('region', { name: m.home.shortcuts })
    .getByRole('button', { name: m.home.deposit, exact: true })
    .click();
  return page.getByRole('dialog', { name: m.deposit.title });
};

/**
 * The Lao deployment in kip (decision 021), as a new Lao member meets it on a phone: Lao first,
 * a BCEL account at registration, a BCEL OnePay QR in kip confirmed by staff, a BCEL One receipt
 * read and queued once, a withdrawal within the kip limits, and the back-office dashboard
 * keeping kip and baht apart.
 */
test.describe('the Lao deployment in kip', () => {
  test.beforeAll(async () => {
    await setting('site.deployment', 'LA');
    await setting('registerOTP', false);
    await setting('slip.closedHours', null);
  });
  test.afterAll(async () => {
    await setting('site.deployment', 'TH');
    await setting('registerOTP', true);
  });

  test('registers with BCEL, deposits by a kip QR and a BCEL One receipt, withdraws in kip', async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'phone', 'a Lao member on a phone');
    test.slow();
    const phone = `20${String(Date.now()).slice(-8)}`;
    // a first visit on the Lao deployment is in Lao
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: m.register.title })).toBeVisible();
    await page.getByLabel(m.register.phone.label).fill(phone);
    await page.getByRole('button', { name: m.form.next }).click();

    await expect(page.getByRole('heading', { name: m.register.steps.profile })).toBeVisible();
    await page.getByLabel(m.register.profile.name).fill('ສົມພອນ ລາວ');
    await page.getByLabel(m.register.profile.password, { exact: true }).fill('lao-pass-123');
    await page.getByLabel(m.register.profile.confirm).fill('lao-pass-123');
    await page.getByLabel(m.register.profile.source).selectOption({ index: 1 });
    await page.getByRole('button', { name: m.form.next }).click();

    await expect(page.getByRole('heading', { name: m.register.steps.bank })).toBeVisible();
    await page.getByLabel(m.register.bank.currency).selectOption('LAK');
    await page.getByLabel(m.register.bank.bank, { exact: true }).selectOption('BCEL');
    await page.getByLabel(m.register.bank.accountNo).fill(`0101${String(Date.now()).slice(-8)}`);
    await page.getByLabel(m.register.bank.firstName).fill('ສົມພອນ');
    await page.getByLabel(m.register.bank.lastName).fill('ລາວ');
    await shot(page, 'register-bank');
    await page.getByRole('button', { name: m.register.bank.submit }).click();

    await expect(page).toHaveURL(/\/user\/home$/, { timeout: 10_000 });
    const agreement = page.getByRole('dialog', { name: m.agreement.title });
    await agreement.getByRole('button', { name: m.agreement.accept }).click();
    await expect(agreement).toBeHidden();

    // a kip QR: BCEL OnePay, whole kip, its payload asks for currency 418
    let deposit = await openDeposit(page);
    await deposit.getByRole('tab', { name: m.deposit.tabs.qr }).click();
    await deposit.getByRole('tab', { name: 'BCEL OnePay' }).click();
    await deposit.getByLabel(m.deposit.qr.amount.replace('{{bank}}', 'BCEL OnePay')).fill('50000');
    await deposit.getByRole('button', { name: m.deposit.qr.create }).click();
    await expect(deposit.getByRole('timer')).toBeVisible();
    await shot(page, 'deposit-qr');
    // the app keeps the token for the session only unless remember-me was chosen (spec §2)
    const token = await page.evaluate(
      () => localStorage.getItem('token') ?? sessionStorage.getItem('token') ?? '',
    );
    const live = (await (
      await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/api/qrcode/BCEL`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { qrcodeId: string; payload: string };
    expect(live.payload, JSON.stringify(live)).toEqual(expect.any(String));
    expect(readOnePayQr(live.payload)).toMatchObject({ currency: '418', kip: 50_000 });
    expect(live.payload).not.toContain('A000000677010111'); // never a PromptPay QR

    // staff confirm the payment with BCEL (no public bank-side notice exists)
    const before = await operator(api.operatorStaff.dashboard);
    await operatorCli('qr:pay', live.qrcodeId);
    await expect.poll(() => walletOf(phone)).toBe(50_000);
    await expect(deposit.getByText(m.deposit.qr.paidTitle)).toBeVisible({ timeout: 10_000 });
    await deposit.getByRole('button', { name: m.common.close }).first().click();
    await expect(page.getByText('50,000', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('50,000.00')).toHaveCount(0);
    await shot(page, 'home');

    // a BCEL One receipt: read, queued for staff; the same receipt again is refused
    const receipt = {
      name: 'bcel-one.png',
      mimeType: 'image/png',
      buffer: await oneProofImage(`T${Date.now()}`),
    };
    // the slip check service is on (EasySlip, Thai banks in baht): a OneProof is never sent to
    // it, staff confirm each one
    const asked = await slipServiceCalls();
    deposit = await openDeposit(page);
    await deposit.getByLabel(m.deposit.slip.choose).setInputFiles(receipt);
    await deposit.getByRole('button', { name: m.deposit.slip.upload }).click();
    await expect(deposit.getByText(m.deposit.slip.oneProofReceived)).toBeVisible();
    await shot(page, 'oneproof');
    const { deposits } = await operator(api.operator.deposits, { query: { method: 'slip' } });
    expect(deposits.find((d) => d.phone === phone)).toMatchObject({
      currency: 'LAK',
      status: 'processing',
      note: null,
    });
    expect(await slipServiceCalls()).toBe(asked);
    await deposit.getByRole('button', { name: m.deposit.slip.another }).click();
    await deposit.getByLabel(m.deposit.slip.choose).setInputFiles(receipt);
    await deposit.getByRole('button', { name: m.deposit.slip.upload }).click();
    await expect(page.getByText(m.errors.SLIP_REFNO_DUPLICATED).first()).toBeVisible();
    await deposit.getByRole('button', { name: m.common.close }).first().click();

    // a withdrawal within the kip limits (50,000 to 20,000,000 kip)
    await page
      .getByRole('region', { name: m.home.shortcuts })
      .getByRole('button', { name: m.home.withdraw, exact: true })
      .click();
    const withdraw = page.getByRole('dialog', { name: m.withdraw.title });
    await expect(withdraw.getByText('50,000 ຫາ 20,000,000 ກີບ', { exact: false })).toBeVisible();
    await withdraw.getByLabel(m.withdraw.amount).fill('50000');
    await shot(page, 'withdraw');
    await withdraw.getByRole('button', { name: m.withdraw.submit, exact: true }).click();
    await withdraw.getByRole('button', { name: m.withdraw.confirm.send }).click();
    await expect(withdraw.getByText(m.withdraw.processingTitle)).toBeVisible();
    expect(await walletOf(phone)).toBe(0);

    // the back-office dashboard keeps kip and baht apart: the kip deposit moved the kip figure
    // by exactly 50,000 and the baht one (when there is one) not at all
    const after = await operator(api.operatorStaff.dashboard);
    const today = (d: typeof after, currency: string) =>
      d.today.deposits.find((f) => f.currency === currency)?.amount ?? 0;
    expect(after.currencies).toContain('LAK');
    expect(today(after, 'LAK') - today(before, 'LAK')).toBe(50_000);
    expect(today(after, 'BAHT')).toBe(today(before, 'BAHT'));
    const check = await operator(api.operator.ledgerCheck);
    expect(check.ok).toBe(true);
    expect(check.currencies.map((c) => c.currency)).toEqual(expect.arrayContaining(['LAK']));
  });
});
