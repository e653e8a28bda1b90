import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page, WebSocketRoute } from '@playwright/test';
import {
  signPayload,
  WEBHOOK_SECRET_FILE,
} from '../../apps/server/src/modules/deposits/webhook-signature';
import { MONEY_FALLBACK_POLL_MS } from '../../apps/web/src/lib/money-live';
import { expect, test } from '../support/i18n';
import { memberAtHome } from '../support/home';
import { loginByApi } from '../support/members';

const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
/** The socket's path (CHAT_SOCKET_PATH), both transports. */
const SOCKET = /\/api\/socket\.io\//;

/** A QR made through the API by another device of the member's (its own session), not the page. */
async function qrElsewhere(token: string, amount: number): Promise<string> {
  const res = await fetch(`${base()}/api/qrcode/KBANK`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ amount }),
  });
  if (!res.ok) throw new Error(`qrcode ${res.status} ${await res.text()}`);
  return ((await res.json()) as { qrcodeId: string }).qrcodeId;
}

/** The gateway pays it: the signed webhook (decision 008), with the server's own secret. */
async function payByWebhook(qrcodeId: string, amount: number): Promise<void> {
  const secretFile = path.join(process.env.E2E_DATA_DIR!, WEBHOOK_SECRET_FILE);
  const secret = (await fs.readFile(secretFile, 'utf8')).trim();
  const body = JSON.stringify({
    id: `evt_${crypto.randomUUID()}`,
    type: 'payment.succeeded',
    data: { qrcodeId, amount },
  });
  const res = await fetch(`${base()}/api/payments/KBANK/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': signPayload(secret, body) },
    body,
  });
  expect(res.status, await res.text()).toBe(200);
}

const balance = (page: Page, m: { home: { balanceTitle: string } }, figure: RegExp) =>
  page.getByRole('region', { name: m.home.balanceTitle }).getByText(figure).first();

test.describe('money pushed live (decision 026)', () => {
  test('a QR paid elsewhere shows on open home within 2 s over the socket; with the socket cut, within the polling fallback', async ({
    page,
    m,
  }) => {
    // the socket goes through the test (a proxy to the server) so that it can be cut for real:
    // its connection closed and every new one refused, on both of socket.io's transports
    let cut = false;
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(SOCKET, (ws) => {
      if (cut) return void ws.close();
      ws.connectToServer();
      sockets.push(ws);
    });
    await page.route(SOCKET, (route) => (cut ? route.abort() : route.continue()));
    const walletReads: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/wallet') walletReads.push(Date.now());
    });

    const member = await memberAtHome(page, m);
    await expect(balance(page, m, /0\.00/)).toBeVisible();
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
    const elsewhere = await loginByApi(member.username, member.password);

    // live: nothing on this screen waits for money (no QR, no slip), and nothing polls
    const first = await qrElsewhere(elsewhere, 100);
    const readsBefore = walletReads.length;
    await payByWebhook(first, 100);
    const answered = Date.now();
    await expect(balance(page, m, /100\.00/)).toBeVisible({ timeout: 2_000 });
    expect(Date.now() - answered).toBeLessThan(2_000);
    // one read, the one the push asked for
    expect(walletReads.length - readsBefore).toBe(1);

    // cut: the open socket closes, reconnections are refused; the wallet falls back to polling
    cut = true;
    for (const ws of sockets) await ws.close();
    const second = await qrElsewhere(elsewhere, 50);
    // let the fallback settle in (the drop is noticed at once, the next read is a full interval
    // away at most)
    await page.waitForTimeout(500);
    await payByWebhook(second, 50);
    // within the fallback interval, plus the read's own round trip
    await expect(balance(page, m, /150\.00/)).toBeVisible({
      timeout: MONEY_FALLBACK_POLL_MS + 1_000,
    });
  });

  test('money paid while the socket was still connecting shows once it connects (its version says it was missed)', async ({
    page,
    m,
  }) => {
    // the socket's connection is held back until the money has moved: no `money:changed` can
    // reach this tab, only the version the server tells as the socket joins
    let held = true;
    const waiting: (() => void)[] = [];
    const heldBack = () =>
      held ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve();
    await page.routeWebSocket(SOCKET, async (ws) => {
      await heldBack();
      ws.connectToServer();
    });
    await page.route(SOCKET, async (route) => {
      await heldBack();
      await route.continue();
    });
    const walletReads: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/wallet') walletReads.push(Date.now());
    });

    const member = await memberAtHome(page, m);
    await expect(balance(page, m, /0\.00/)).toBeVisible();
    const shownAt = Date.now();
    await expect.poll(() => waiting.length).toBeGreaterThan(0);
    const elsewhere = await loginByApi(member.username, member.password);
    await payByWebhook(await qrElsewhere(elsewhere, 100), 100);
    const readsBefore = walletReads.length;
    held = false;
    for (const release of waiting.splice(0)) release();
    const released = Date.now();
    await expect(balance(page, m, /100\.00/)).toBeVisible({ timeout: 2_000 });
    expect(Date.now() - released).toBeLessThan(2_000);
    // the read the version asked for, well before the fallback's first poll would have come
    expect(walletReads.length - readsBefore).toBe(1);
    expect(Date.now() - shownAt).toBeLessThan(MONEY_FALLBACK_POLL_MS);
  });
});
