import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import type { Database } from './db/client';
import { assembleModules } from './assemble';
import { createKernel, type Kernel } from './kernel';
import { defineModule, type ModuleContext } from './module';

/** Modules of this test only: the rules of the list hold whatever the app's modules are. */
const clock = defineModule({ name: 'clock', create: ({ kernel }) => ({ time: kernel.now }) });

const counter = defineModule({
  name: 'counter',
  needs: [clock],
  create: ({ use }) => {
    const { time } = use(clock);
    return { at: () => time().getTime() };
  },
  jobs: ({ at }) => [{ name: 'count', everyMs: 1_000, run: async () => void at() }],
});
const sneaky = defineModule({
  name: 'sneaky',
  // names nothing, then reaches for the clock anyway
  create: ({ use }) => ({ time: use(clock).time }),
});
const worded = defineModule({
  name: 'worded',
  create: ({ options }: ModuleContext<{ word: string }>) => ({ word: options.word }),
});

/** The order, needs and options rules of the module list (decision 022). */
describe('assembling modules', () => {
  let database: Database;
  let kernel: Kernel;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    const app = Fastify();
    kernel = createKernel(
      database.db,
      {
        now: () => new Date(0),
        sessionTtlMs: 1,
        staffSession: { idleMinutes: 1, hours: 1 },
        games: {
          credentialsKey: Buffer.alloc(32),
          demoFaultRate: 0,
          providerTimeoutMs: 1,
          balanceTimeoutMs: 1,
          recoveryIntervalMs: 0,
          recoveryGraceMs: 1,
          askmebet: undefined,
          betflix: undefined,
          roundsSyncIntervalMs: 0,
          rewardsIntervalMs: 0,
        },
        webhookSecret: 'x',
        embedded: database.driver === 'pglite',
      },
      app.log,
    );
  });
  afterAll(() => database.close());

  it('creates modules in list order, hands each what it needs, and collects their jobs', async () => {
    const app = Fastify();
    const { apis, jobs } = await assembleModules(app, kernel, [
      clock,
      counter,
      worded.with({ word: 'hi' }),
    ]);
    expect((apis.get('counter') as { at(): number }).at()).toBe(0);
    expect(apis.get('worded')).toEqual({ word: 'hi' });
    expect(jobs.map((j) => j.name)).toEqual(['count']);
    await app.close();
  });

  it('refuses a module listed before one it needs, one that uses what it did not name, and one listed twice', async () => {
    await expect(assembleModules(Fastify(), kernel, [counter, clock])).rejects.toThrow(
      'module counter needs clock, listed after it',
    );
    await expect(assembleModules(Fastify(), kernel, [clock, sneaky])).rejects.toThrow(
      'module sneaky uses clock without naming it in needs',
    );
    await expect(assembleModules(Fastify(), kernel, [clock, clock])).rejects.toThrow(
      'module clock is listed twice',
    );
  });
});
