import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { registerAndLogin } from '../test/members';
import { expectLedgerBalanced, walletOf } from '../test/wallet';
import { cliAgainst, type CliRun } from '../test/cli';
import { helpText } from './operator';

/** `DD/MM/YY HH:MM` in Thai time with a Buddhist two-digit year, as KBank states it. */
function kbankTime(at: Date): string {
  const t = new Date(at.getTime() + 7 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${two((t.getUTCFullYear() + 543) % 100)} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`;
}

describe('operator CLI: bank feed (issue 26)', () => {
  let app: FastifyInstance;
  let run: CliRun;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    run = await cliAgainst(app);
  });
  afterAll(() => app.close());

  it('lists its commands', () => {
    const help = helpText();
    for (const name of [
      'bank:device:add ACCOUNT_NO --name "TEXT" --reason "TEXT"',
      'bank:devices',
      'bank:device:revoke ID --reason "TEXT"',
      'bank:notify DEVICE_TOKEN "TEXT"',
      'bank:lines [',
      'bank:assign LINE PHONE',
      'bank:dismiss LINE --reason "TEXT"',
    ])
      expect(help).toContain(name);
  });

  it('adds a device, posts texts as it, lists, assigns and dismisses lines, revokes it', async () => {
    await expect(run('bank:device:add', '0641234567', '--name', 'phone')).rejects.toThrow('usage');
    const added = await run(
      'bank:device:add',
      '0641234567',
      '--name',
      'KBank',
      'phone',
      '--reason',
      'deposit phone',
    );
    const token = added.split('\n')[2]!;
    expect(added).toContain('KBank phone');
    expect(token).toMatch(/^bfd_/);
    expect(await run('bank:devices')).toMatch(/0641234567 +KBank phone {2}active/);

    const m = await registerAndLogin(app, { bankCode: 'KBANK', bankAccountNo: '1234569941' });
    const text = `${kbankTime(new Date())} บช X-4567 รับโอนจาก X-9941 250.00 คงเหลือ 1,000.00 บ.`;
    expect(await run('bank:notify', token, text, '--id', 'sms-1')).toMatch(/^Received: line #\d+/);
    await app.services.bankFeed.settled();
    expect((await walletOf(app, m)).wallet).toBe(250);
    expect(await run('bank:lines', 'credited')).toContain(m.username);

    // a text from nobody's account waits; staff assign it
    const stranger = `${kbankTime(new Date())} บช X-4567 รับโอนจาก X-0000 40.00 คงเหลือ 1,040.00 บ.`;
    const waiting = (await run('bank:notify', token, stranger)).match(/#(\d+)/)![1]!;
    await app.services.bankFeed.settled();
    expect(await run('bank:lines')).toContain('no-member');
    expect(
      await run('bank:assign', waiting, m.username, '--reason', 'member', 'showed', 'the', 'slip'),
    ).toContain('assigned');
    expect((await walletOf(app, m)).wallet).toBe(290);
    await expect(run('bank:assign', waiting, m.username, '--reason', 'again')).rejects.toThrow(
      '409 BANK_LINE_DECIDED',
    );

    // an unparsed text: an amount is needed to assign it; staff dismiss it
    const odd = (await run('bank:notify', token, 'hello', '--sender', 'Mom')).match(/#(\d+)/)![1]!;
    await app.services.bankFeed.settled();
    expect(await run('bank:lines', 'unparsed')).toContain('"hello"');
    await expect(run('bank:assign', odd, m.username, '--reason', 'x')).rejects.toThrow(
      '400 BANK_LINE_AMOUNT',
    );
    expect(await run('bank:dismiss', odd, '--reason', 'a', 'greeting')).toContain('dismissed');
    await expect(run('bank:dismiss', odd)).rejects.toThrow('usage');
    await expect(run('bank:lines', 'nope')).rejects.toThrow('usage');

    const deviceId = (await run('bank:devices')).match(/^#(\d+)/)![1]!;
    expect(await run('bank:device:revoke', deviceId, '--reason', 'lost')).toContain('revoked');
    await expect(run('bank:notify', token, text)).rejects.toThrow('401 BANK_DEVICE_UNAUTHORIZED');
    await expectLedgerBalanced(app);
  });
});
