import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, buildPath, type Endpoint } from '@wallet/contract';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { registerAndLogin } from '../../test/members';

/** Every `:name` filled with a harmless value, so the route (not a 404) answers. */
const pathOf = (e: Endpoint) =>
  buildPath(
    e.path,
    Object.fromEntries([...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => [m[1]!, 'x1'])),
  );

/**
 * The access table of the whole contract (every route, new ones included): member calls refuse
 * a caller without a session, operator calls refuse anyone without the operator token — a
 * member's session included.
 */
describe('who may call what', () => {
  let app: FastifyInstance;
  let member: { authorization: string };
  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', false);
    member = (await registerAndLogin(app)).auth;
  });
  afterAll(() => app.close());

  it.each(
    allEndpoints.filter((e) => e.access === 'member').map((e) => [`${e.method} ${e.path}`, e]),
  )('%s needs a member session', async (_name, e) => {
    const res = await app.inject({
      method: e.method,
      url: pathOf(e),
      payload: e.body ? {} : undefined,
    });
    expect([res.statusCode, res.json().message]).toEqual([401, 'UNAUTHORIZED']);
  });

  it.each(
    allEndpoints.filter((e) => e.access === 'operator').map((e) => [`${e.method} ${e.path}`, e]),
  )('%s needs the operator token, not a member session', async (_name, e) => {
    for (const headers of [{}, member]) {
      const res = await app.inject({
        method: e.method,
        url: pathOf(e),
        headers,
        payload: e.body ? {} : undefined,
      });
      expect([res.statusCode, res.json().message]).toEqual([401, 'OPERATOR_UNAUTHORIZED']);
    }
  });

  it.each(
    allEndpoints.filter((e) => e.access === 'device').map((e) => [`${e.method} ${e.path}`, e]),
  )('%s needs a device token, not a member session nor the operator token', async (_name, e) => {
    for (const headers of [{}, member, operatorHeaders]) {
      const res = await app.inject({
        method: e.method,
        url: pathOf(e),
        headers,
        payload: e.body ? {} : undefined,
      });
      expect([res.statusCode, res.json().message]).toEqual([401, 'BANK_DEVICE_UNAUTHORIZED']);
    }
  });
});
