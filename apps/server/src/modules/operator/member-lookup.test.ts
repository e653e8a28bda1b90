import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { registerAndLogin } from '../../test/members';
import { expectCode, idempotencyKey } from '../../test/wallet';

describe('looking a member up (issue 11)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
  });
  afterAll(() => app.close());

  const op = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { ...operatorHeaders, ...idempotencyKey() } });

  it('finds members by phone, name or bank account; shows their journal and notes', async () => {
    const m = await registerAndLogin(app, { name: 'Malee Search' });
    await op('POST', `/api/operator/members/${m.username}/credit`, { amount: 40, reason: 'test' });
    const byName = (await op('GET', '/api/operator/members?q=malee')).json().members;
    expect(byName.map((x: { phone: string }) => x.phone)).toContain(m.username);
    const byAccount = (await op('GET', `/api/operator/members?q=${m.bankAccountNo}`)).json();
    expect(byAccount.members).toHaveLength(1);
    expect(byAccount.members[0]).toMatchObject({ name: 'Malee Search', status: 'active' });
    // a LIKE wildcard is text, not a pattern
    expect((await op('GET', '/api/operator/members?q=%25%25')).json().members).toEqual([]);
    expectCode(await op('GET', '/api/operator/members?q=a'), 400, 'KEY_INVALID');

    const profile = await op('GET', `/api/operator/members/${m.username}`);
    expect(profile.json()).toMatchObject({ phone: m.username, lastLoginAt: expect.any(String) });
    const journal = (await op('GET', `/api/operator/members/${m.username}/journal`)).json();
    expect(journal.entries[0]).toMatchObject({
      kind: 'adjustment',
      postings: expect.arrayContaining([{ account: 'wallet', currency: 'BAHT', amount: 40 }]),
    });

    const note = await op('POST', `/api/operator/members/${m.username}/notes`, {
      text: '<b>called</b> about a late deposit',
    });
    expect(note.json()).toMatchObject({
      author: 'owner',
      text: '<b>called</b> about a late deposit',
    });
    const notes = (await op('GET', `/api/operator/members/${m.username}/notes`)).json().notes;
    expect(notes).toHaveLength(1);
    expectCode(await op('GET', '/api/operator/members/0800000000/notes'), 404, 'NO_USER');
  });
});
