import { api } from '@wallet/contract';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { en as bo } from '../../apps/backoffice/src/locales/en';
import type { en } from '../../apps/web/src/locales/en/index';
import { expect, test } from '../support/i18n';
import { registerByApi } from '../support/members';
import { operator } from '../support/operator';
import { enrolAndSignIn, expectNoAxeFindings } from '../support/staff';

const screenshot = async () => ({
  name: 'failed-transfer.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 360, height: 640, channels: 3, background: '#d33' } })
    .png()
    .toBuffer(),
});

async function logIn(page: Page, m: typeof en, phone: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(m.login.phone).fill(phone);
  await page.getByLabel(m.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: m.login.submit }).click();
  await expect(page).toHaveURL(/\/user/);
  // spec §2: the agreement opens on the first member screen until accepted
  const agreement = page.getByRole('dialog', { name: m.agreement.title });
  await agreement.getByRole('button', { name: m.agreement.accept }).click();
}

async function openChat(page: Page, m: typeof en) {
  await page.getByRole('button', { name: m.chat.open }).click();
  return page.getByRole('log', { name: m.chat.log });
}

test.describe('chat with the site (issue 12)', () => {
  test.beforeAll(async () => {
    // agents answer at any hour in these tests; "online" is then whether an agent is connected
    await operator(api.operator.setSetting, {
      params: { key: 'chat.staffHours' },
      body: { value: null, reason: 'e2e: chat staffed at all hours' },
    });
  });

  test('a guest and an agent talk live: text, a photo, quick replies, typing and read state; the guest signs in and keeps the conversation', async ({
    page,
    browser,
    m,
    isMobile,
  }) => {
    test.skip(
      isMobile,
      'the agent side is the back-office, for laptops; the guest side runs in English here',
    );
    test.slow();
    // the agent signs in to the back-office in a context of their own
    const agentContext = await browser.newContext();
    const agent = await agentContext.newPage();
    const agentLogin = await enrolAndSignIn(agent, 'support', 'Ploy Support');
    await agent
      .getByRole('navigation', { name: bo.nav.label })
      .getByRole('link', { name: bo.nav.chat })
      .click();
    await expect(agent.getByRole('heading', { name: bo.chat.title })).toBeVisible();

    // the guest opens the widget on the public contact page and writes, with HTML in the text
    await page.goto('/contact');
    const log = await openChat(page, m);
    const hostile = 'My transfer failed <img src=x onerror=alert(1)>';
    await page.getByRole('textbox', { name: m.chat.message }).fill(hostile);
    await page.getByRole('textbox', { name: m.chat.message }).press('Enter');
    await expect(log.getByText(hostile)).toBeVisible();
    await page.getByLabel(m.chat.attach).setInputFiles(await screenshot());
    await expect(
      log.getByRole('button', { name: new RegExp(m.chat.openImage.replace('{{who}}', '.*')) }),
    ).toBeVisible();

    // the agent sees the conversation arrive live, opens it: text as text, and the photo
    const row = agent.getByRole('button', { name: /Guest/ }).first();
    await expect(row).toBeVisible();
    await row.click();
    const thread = agent.getByRole('log', { name: bo.chat.messages });
    await expect(thread.getByText(hostile)).toBeVisible();
    await expect(thread.getByRole('img').first()).toBeVisible();
    // opening it read the guest's messages: the guest sees "Read"
    await expect(log.getByText(m.chat.read).first()).toBeVisible();
    await expectNoAxeFindings(agent, 'chat inbox');
    await expectNoAxeFindings(page, 'chat widget');

    // the agent types: the guest sees it; the guest types: the agent sees it
    await agent.getByLabel(bo.chat.replyLabel).pressSequentially('One mo', { delay: 30 });
    await expect(page.getByText(m.chat.typing)).toBeVisible();
    await agent.getByLabel(bo.chat.replyLabel).fill('');
    await page
      .getByRole('textbox', { name: m.chat.message })
      .pressSequentially('hello?', { delay: 30 });
    await expect(agent.getByText(bo.chat.customerTyping)).toBeVisible();
    await page.getByRole('textbox', { name: m.chat.message }).fill('');

    // the agent answers with quick replies; the guest taps one; the agent sees the tap
    await agent.getByRole('button', { name: bo.chat.sendQuick }).click();
    const quick = agent.getByRole('dialog', { name: bo.chat.quickTitle });
    await quick.getByLabel(bo.chat.quickText).fill('Was it a bank transfer or a QR payment?');
    await quick.getByLabel(bo.chat.quickReply.replace('{{n}}', '1')).fill('Bank transfer');
    await quick.getByLabel(bo.chat.quickReply.replace('{{n}}', '2')).fill('QR payment');
    await quick.getByRole('button', { name: bo.chat.send }).click();
    await expect(log.getByText('Was it a bank transfer or a QR payment?')).toBeVisible();
    await page.getByRole('button', { name: 'QR payment' }).click();
    await expect(thread.getByText(`${bo.chat.tapped} QR payment`)).toBeVisible();
    // the guest has the panel open: the agent's message shows as read
    await expect(thread.getByText(bo.chat.read).first()).toBeVisible();

    // the guest signs in (registered meanwhile) and finds the conversation in their member chat
    const member = await registerByApi({});
    await logIn(page, m, member.username, member.password);
    await page.goto('/user/contact');
    const memberLog = await openChat(page, m);
    await expect(memberLog.getByText(hostile)).toBeVisible();
    await expect(memberLog.getByText('Was it a bank transfer or a QR payment?')).toBeVisible();
    // and the inbox now names the member instead of a guest
    await agent.getByLabel(bo.chat.search).fill(member.username);
    await expect(agent.getByRole('button', { name: new RegExp(member.username) })).toBeVisible();

    // the audit names the agent's answer
    const audit = await operator(api.operatorStaff.audit, { query: { limit: 20, q: 'chat' } });
    expect(audit.entries.some((e) => e.actor === agentLogin && e.action.includes('/chat/'))).toBe(
      true,
    );
    await agentContext.close();
  });

  test('a member whose photo upload fails resends it', async ({ page, m }) => {
    const member = await registerByApi({});
    await logIn(page, m, member.username, member.password);
    await page.goto('/user/contact');
    const log = await openChat(page, m);
    // the network drops the first upload
    let dropped = false;
    await page.route('**/api/chat/upload-image', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      return route.abort('connectionreset');
    });
    await page.getByLabel(m.chat.attach).setInputFiles(await screenshot());
    await expect(log.getByText(m.chat.failed)).toBeVisible();
    await log.getByRole('button', { name: m.chat.resend }).click();
    await expect(log.getByText(m.chat.failed)).toHaveCount(0);
    await expect(
      log.getByRole('button', { name: new RegExp(m.chat.openImage.replace('{{who}}', '.*')) }),
    ).toBeVisible();
    // the photo opens in the viewer and closes with Escape
    await log
      .getByRole('button', { name: new RegExp(m.chat.openImage.replace('{{who}}', '.*')) })
      .click();
    const viewer = page.getByRole('dialog', { name: m.chat.imageViewer });
    await expect(viewer.getByRole('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // a file the chat does not take is refused before upload, for 4 s
    await page.getByLabel(m.chat.attach).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: m.chat.fileNotSupported }),
    ).toBeVisible();
  });
});
