import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../kernel/db/rows';
import { buildTestApp, TEST_OPERATOR_TOKEN } from '../test/app';
import { createQr } from '../test/deposits';
import { registerAndLogin } from '../test/members';
import { cliEnv, operatorClient, OperatorError, type Call } from './client';
import { parseAdjustment } from './commands/money';
import { parseValue } from './commands/settings';
import { findCommand, helpText } from './operator';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bonusDef } from '../test/bonus';

describe('operator CLI', () => {
  let app: FastifyInstance;
  let call: Call;
  const run = (...argv: string[]) => {
    const found = findCommand(argv);
    if (!found) throw new Error(`no command for ${argv.join(' ')}`);
    return found.command.run(found.args, call);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    call = operatorClient(
      cliEnv({ OPERATOR_URL: `http://127.0.0.1:${port}`, OPERATOR_TOKEN: TEST_OPERATOR_TOKEN }),
    );
  });
  afterAll(() => app.close());

  it('lists its commands', () => {
    const help = helpText();
    for (const name of [
      'settings get KEY',
      'settings set KEY VALUE',
      'terminate',
      'reactivate',
      'credit PHONE AMOUNT --reason "TEXT"',
      'debit PHONE AMOUNT --reason "TEXT"',
      'ledger:check',
      'provider:fault RATE [DELAY_MS]',
    ]) {
      expect(help).toContain(name);
    }
  });

  it('gets and sets settings through the running server', async () => {
    expect(await run('settings', 'get', 'registerOTP')).toBe('true');
    await expect(run('settings', 'set', 'registerOTP', 'false')).rejects.toThrow(
      'usage: settings set KEY VALUE --reason "TEXT"',
    );
    const why = ['--reason', 'launch', 'week'];
    expect(await run('settings', 'set', 'registerOTP', 'false', ...why)).toBe(
      'registerOTP = false',
    );
    expect(await run('settings', 'set', 'site.name', 'Golden', 'Wallet', ...why)).toBe(
      'site.name = "Golden Wallet"',
    );
    expect((await app.inject({ url: '/api/lookup/info' })).json().name).toBe('Golden Wallet');
    await expect(run('settings', 'set', 'withdraw.max', 'many', ...why)).rejects.toThrow(
      '400 SETTING_INVALID',
    );
    await expect(run('settings', 'get', 'nope')).rejects.toThrow('404 SETTING_UNKNOWN');
  });

  it('terminates and reactivates the site', async () => {
    await run('terminate');
    expect((await app.inject({ url: '/api/lookup/active' })).json().terminated).toBe(true);
    await run('reactivate');
    expect((await app.inject({ url: '/api/lookup/active' })).json().terminated).toBe(false);
  });

  it('explains a wrong token and an unreachable server', async () => {
    const { port } = app.server.address() as { port: number };
    const wrong = operatorClient({ baseUrl: `http://127.0.0.1:${port}`, token: 'x'.repeat(30) });
    await expect(findCommand(['terminate'])!.command.run([], wrong)).rejects.toThrow(
      '401 OPERATOR_UNAUTHORIZED',
    );
    const away = operatorClient({ baseUrl: 'http://127.0.0.1:9', token: 'x' });
    await expect(findCommand(['terminate'])!.command.run([], away)).rejects.toThrow(
      /Cannot reach the server/,
    );
    expect(() => cliEnv({ DATA_DIR: '/nonexistent-dir' })).toThrow(OperatorError);
  });

  it('lists the SMS outbox newest first and changes a member status', async () => {
    expect(await run('sms')).toBe('The SMS outbox is empty.');
    await app.inject({
      method: 'POST',
      url: '/api/otp/send',
      payload: { phoneNumber: '0811111111' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/otp/send',
      payload: { phoneNumber: '0822222222' },
    });
    const lines = (await run('sms')).split('\n');
    expect(lines[0]).toContain('0822222222');
    expect(lines[1]).toContain('0811111111');
    expect(await run('sms', '1')).not.toContain('0811111111');
    await expect(run('sms', 'lots')).rejects.toThrow('usage');
    await expect(
      run('member:status', '0800000000', 'suspended', '--reason', 'fraud check'),
    ).rejects.toThrow('404 NO_USER');
    await expect(run('member:status', '0800000000', 'suspended')).rejects.toThrow('usage');
    await expect(run('member:status', '0800000000', 'gone')).rejects.toThrow('usage');
    await expect(run('member:bank-name', '0800000000', 'SOMCHAI')).rejects.toThrow('404 NO_USER');
    await expect(run('member:bank-name', '0800000000')).rejects.toThrow('usage');
  });

  it('reads a member’s responsible-play record and imposes a break with a reason (issue 15)', async () => {
    await app.services.settings.set('registerOTP', false);
    const m = await registerAndLogin(app);
    expect(await run('member:responsible', m.username)).toContain('time-out: none');
    await expect(run('member:timeout', m.username, '7d')).rejects.toThrow('usage');
    await expect(run('member:timeout', m.username, '3d', '--reason', 'x y z')).rejects.toThrow(
      'usage',
    );
    const out = await run('member:timeout', m.username, '7d', '--reason', 'asked', 'by', 'phone');
    expect(out).toMatch(/time-out: until \d{4}-/);
    expect(out).toMatch(/staff:owner\s+timeout\s+\{.*"period":"7d".*"reason":"asked by phone"/);
  });

  it('lists deposit QR codes newest first, with what qr:pay needs', async () => {
    expect(await run('qrcodes')).toBe('No QR codes yet.');
    await app.services.settings.set('registerOTP', false);
    const m = await registerAndLogin(app);
    const { qrcodeId } = await createQr(app, m, 'KBANK', 100);
    const [line] = (await run('qrcodes', '5')).split('\n');
    expect(line).toContain(qrcodeId);
    expect(line).toContain(m.username);
    expect(line).toMatch(/KBANK\s+100\.00\s+live/);
    await expect(run('qrcodes', '0')).rejects.toThrow('usage');
  });

  it('credits and debits with a reason, shows a wallet, checks the ledger, switches provider faults', async () => {
    await app.services.settings.set('registerOTP', false);
    const m = await registerAndLogin(app);
    expect(await run('credit', m.username, '150.25', '--reason', 'welcome', 'credit')).toMatch(
      /^Credited 150.25 to \d{10} \(entry \d+\); wallet 150.25$/,
    );
    expect(await run('debit', m.username, '50', '--reason', 'correction')).toMatch(
      /wallet 100.25$/,
    );
    await expect(run('debit', m.username, '500', '--reason', 'too much')).rejects.toThrow(
      '400 MONEY_NOT_ENOUGH',
    );
    await expect(run('credit', m.username, '10')).rejects.toThrow('usage');
    await expect(run('credit', '0800000000', '10', '--reason', 'x')).rejects.toThrow('404 NO_USER');
    await expect(run('credit', m.username, '0.001', '--reason', 'x')).rejects.toThrow(
      '400 KEY_INVALID',
    );
    const db = app.kernel.db;
    const memos = await rows<{ memo: string }>(
      db,
      sql`SELECT memo FROM journal_entries WHERE kind = 'adjustment' ORDER BY id`,
    );
    expect(memos.map((r) => r.memo)).toEqual(['welcome credit', 'correction']);

    const wallet = await run('wallet', m.username);
    expect(wallet).toContain('wallet     100.25');
    expect(wallet).toContain('in flight  0.00  (0 pending transfer(s))');
    const checked = await run('ledger:check');
    expect(checked).toMatch(/^Ledger OK: 2 entries, 4 postings.*no entry mixes currencies/);
    expect(checked).toMatch(/\n {2}BAHT +2 entries, \d+ accounts, members hold \d+/);
    await db.execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE kind = 'wallet'`);
    await expect(run('ledger:check')).rejects.toThrow(/LEDGER CHECK FAILED[\s\S]*caches 10026/);
    await db.execute(sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE kind = 'wallet'`);

    expect(await run('provider:fault', '0.5', '100')).toBe(
      'Demo provider fails 50% of calls, slow ones by 100 ms.',
    );
    expect(app.services.demoProvider.faults.rate).toBe(0.5);
    expect(await run('provider:fault', '0')).toBe('Demo provider answers every call.');
    await expect(run('provider:fault', '2')).rejects.toThrow('usage');
    expect(await run('transfers:recover', '0')).toBe(
      'Settled 0, reversed 0, still pending 0; requests closed 0',
    );
  });

  it('reads an adjustment from its words', () => {
    expect(parseAdjustment('credit', ['0812345678', '100', '--reason', 'promo', 'May'])).toEqual({
      phone: '0812345678',
      amount: 100,
      reason: 'promo May',
    });
    for (const bad of [
      [],
      ['0812345678'],
      ['0812345678', 'ten', '--reason', 'x'],
      ['0812345678', '-5', '--reason', 'x'],
      ['0812345678', '5', '--reason'],
    ]) {
      expect(() => parseAdjustment('credit', bad)).toThrow('usage');
    }
  });

  it('parses values as JSON when they are JSON', () => {
    expect(parseValue('true')).toBe(true);
    expect(parseValue('100')).toBe(100);
    expect(parseValue('{"from":"01:00","until":"02:00"}')).toEqual({
      from: '01:00',
      until: '02:00',
    });
    expect(parseValue('Lucky Wallet')).toBe('Lucky Wallet');
  });

  it('defines a bonus from a file, lists bonuses, shows a member and syncs the bet feed', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bonus-'));
    const file = path.join(dir, 'b.json');
    const { code: _ignored, ...def } = bonusDef();
    await fs.writeFile(file, JSON.stringify(def));
    expect(await run('bonus:set', 'CLI1', file)).toBe('Saved CLI1 (bonus, turnover 1× bonus)');
    await fs.writeFile(file, JSON.stringify({ ...def, percentFail: 'lots' }));
    await expect(run('bonus:set', 'CLI1', file)).rejects.toThrow('percentFail');
    expect(await run('bonuses')).toMatch(
      /CLI1 +bonus +limit max 1 +on +turnover 1× bonus; received 0/,
    );
    const m = await registerAndLogin(app);
    expect(await run('bonus:member', m.username)).toContain('no active bonus');
    expect(await run('rounds:sync')).toMatch(/^demo: \d+ fetched, \d+ new/);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('shows invites and refunds, and runs their jobs on demand', async () => {
    const m = await registerAndLogin(app);
    expect(await run('invites', m.username)).toContain('no invited friends');
    expect(await run('invite:accrue')).toMatch(/accrual\(s\) written/);
    // flagged accruals wait for staff (decision 011): listed, decided with a reason
    expect(await run('invite:review', 'refused')).toBeTypeOf('string');
    await expect(run('invite:approve', '1')).rejects.toThrow(
      'usage: invite:approve ID --reason TEXT',
    );
    await expect(run('invite:refuse', '999999', '--reason', 'test')).rejects.toThrow(/NOT_FOUND/);
    expect(await run('refund:compute')).toMatch(/new offer\(s\) for the period from/);
    expect(await run('refunds')).toBeTypeOf('string');
  });

  it('qr:pay pays a QR through the server: no webhook secret and no DATA_DIR needed', async () => {
    await app.services.settings.set('registerOTP', false);
    const m = await registerAndLogin(app);
    const { qrcodeId } = await createQr(app, m, 'KBANK', 100);
    // the client knows only the server's address and the operator token (no DATA_DIR at all)
    const { port } = app.server.address() as { port: number };
    const bare = operatorClient(
      cliEnv({ OPERATOR_URL: `http://127.0.0.1:${port}`, OPERATOR_TOKEN: TEST_OPERATOR_TOKEN }),
    );
    const pay = findCommand(['qr:pay', qrcodeId])!;
    expect(await pay.command.run(pay.args, bare)).toBe(
      `QR ${qrcodeId} (KBANK, 100.00, live): credited`,
    );
    expect(await run('wallet', m.username)).toContain('wallet     100.00');
    // paid again: the gateway's rule, not a second credit (the second payment waits for staff)
    expect(await run('qr:pay', qrcodeId, '40')).toBe(
      `QR ${qrcodeId} (KBANK, 100.00, paid 40.00, paid): review`,
    );
    expect(await run('wallet', m.username)).toContain('wallet     100.00');
    await expect(run('qr:pay', 'no-such-qr')).rejects.toThrow('404 NO_DATA');
    await expect(run('qr:pay')).rejects.toThrow('usage: qr:pay QRCODE_ID [AMOUNT]');
  });

  it('says which field the server refused and why, not only KEY_INVALID', async () => {
    await app.services.settings.set('registerOTP', false);
    const m = await registerAndLogin(app);
    await expect(run('coins', m.username, '5', '--reason', 'x')).rejects.toThrow(
      '400 KEY_INVALID: body.reason: Too small: expected string to have >=3 characters',
    );
    await expect(run('credit', m.username, '0.001', '--reason', 'typo')).rejects.toThrow(
      /^400 KEY_INVALID: body\.amount: /,
    );
    await expect(run('qrcodes', '0')).rejects.toThrow('usage');
    // the answer names the field and the rule, never the value sent
    const res = await app.inject({
      method: 'POST',
      url: `/api/operator/members/${m.username}/coins`,
      headers: {
        authorization: `Bearer ${TEST_OPERATOR_TOKEN}`,
        'idempotency-key': crypto.randomUUID(),
      },
      payload: { coins: 5, reason: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'KEY_INVALID',
      field: 'body.reason',
      problem: 'Too small: expected string to have >=3 characters',
    });
    // a member's refusal stays { message } (spec §8)
    const member = await app.inject({
      method: 'POST',
      url: '/api/wallet/transfer',
      headers: { ...m.auth, 'idempotency-key': crypto.randomUUID() },
      payload: { from: 'WALLET', to: 'pg', amount: 'ten' },
    });
    expect(member.statusCode).toBe(400);
    expect(member.json()).toEqual({ message: 'KEY_INVALID' });
  });
});
