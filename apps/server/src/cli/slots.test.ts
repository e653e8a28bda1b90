import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { registerAndLogin } from '../test/members';
import { configureSecondProvider } from '../test/second-provider';
import { activate, credit, transfer } from '../test/wallet';
import { cliAgainst, type CliRun } from '../test/cli';
import { helpText } from './operator';

describe('operator CLI: which provider serves each slot', () => {
  let app: FastifyInstance;
  let run: CliRun;
  const rowOf = (table: string, code: string) =>
    table.split('\n').find((l) => l.startsWith(`${code} `)) ?? '';

  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    configureSecondProvider(app, 'betflix');
    run = await cliAgainst(app);
  });
  afterAll(() => app.close());

  it('lists its commands', () => {
    const help = helpText();
    expect(help).toContain('slots ');
    expect(help).toContain('slot:set CODE --provider <askmebet|betflix|demo>');
  });

  it('prints the slots as a table: code, provider, product, status, members with money', async () => {
    const m = await registerAndLogin(app);
    await credit(app, m.username, 100);
    await activate(app, m, 'pg');
    await transfer(app, m, { from: 'WALLET', to: 'pg', amount: 40 });
    const out = await run('slots');
    const [head] = out.split('\n');
    expect(head).toMatch(/^CODE +NAME +PROVIDER +PRODUCT +STATUS +MEMBERS WITH MONEY$/);
    expect(rowOf(out, 'pg')).toMatch(/^pg +PG Slot +demo +- +active +1$/);
    expect(rowOf(out, 'joker2')).toMatch(/ demo +- +active +0$/);
    expect(out).toContain('Configured providers: betflix, demo');
    await expect(run('slots', 'extra')).rejects.toThrow('usage: slots');
  });

  it('sets provider, product and status with a reason; explains a refusal', async () => {
    await expect(run('slot:set', 'joker2', '--provider', 'betflix')).rejects.toThrow(
      'usage: slot:set',
    );
    await expect(run('slot:set', 'joker2', '--reason', 'nothing to change')).rejects.toThrow(
      'usage: slot:set',
    );
    await expect(
      run('slot:set', 'joker2', '--status', 'gone', '--reason', 'bad status'),
    ).rejects.toThrow('usage: slot:set');

    const m = await registerAndLogin(app);
    await activate(app, m, 'joker2');
    const moved = await run(
      'slot:set',
      'joker2',
      '--provider',
      'betflix',
      '--product',
      'JK-01',
      '--reason',
      'joker moves to betflix',
    );
    expect(rowOf(moved, 'joker2')).toMatch(/ betflix +JK-01 +active +0$/);
    expect(moved).toContain('1 game accounts closed: members activate again at betflix.');

    const hidden = await run(
      'slot:set',
      'joker2',
      '--status',
      'hidden',
      '--product',
      '-',
      '--reason',
      'maintenance',
    );
    expect(rowOf(hidden, 'joker2')).toMatch(/ betflix +- +hidden +0$/);
    expect(rowOf(await run('slots'), 'joker2')).toMatch(/ betflix +- +hidden +0$/);

    await expect(
      run('slot:set', 'joker2', '--provider', 'askmebet', '--reason', 'not here'),
    ).rejects.toThrow('400 PROVIDER_NOT_CONFIGURED');
    await expect(
      run('slot:set', 'nope', '--status', 'hidden', '--reason', 'no such slot'),
    ).rejects.toThrow('404 NO_GAME');
    // pg holds a member's money (the test above)
    await expect(
      run('slot:set', 'pg', '--provider', 'betflix', '--reason', 'move pg'),
    ).rejects.toThrow(/409 SLOT_PROVIDER_IN_USE: members still hold money in pg/);
  });
});
