import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * A clock tests can move forward (env TEST_CLOCK=true with TEST_MODE=true): browser tests of
 * rules measured in hours and days (a limit raise waits 24 h, a break lasts 7 days) move the
 * server's time instead of sleeping (issue 15). The server's `now` reads it everywhere.
 */
export class TestClock {
  private offsetMs = 0;

  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }

  /** Back to real time (a spec that moved the clock leaves it as it found it). */
  reset(): Date {
    this.offsetMs = 0;
    return this.now();
  }
}

/**
 * `POST /api/test/clock {"advanceMs": N}` moves the test clock on; `{"reset": true}` brings it
 * back to real time. An operator call like any other (an owner's key or the operator token,
 * `settings.write`), and each move is in the audit log: time moved is every rule moved.
 * Not in the contract: it exists only on a server started with TEST_CLOCK=true.
 */
export function testClockRoutes(app: FastifyInstance, clock: TestClock) {
  app.post<{ Body: { advanceMs?: unknown; reset?: unknown } | null }>(
    '/api/test/clock',
    { config: { access: 'operator', permission: 'settings.write' } },
    async (request) => {
      const reset = request.body?.reset === true;
      const ms = request.body?.advanceMs;
      const valid =
        typeof ms === 'number' && Number.isInteger(ms) && ms >= 0 && ms <= 400 * 86_400_000;
      if (!reset && !valid) throw new AppError('KEY_INVALID', 400);
      return app.acts.record(request, null, async () => ({
        now: (reset ? clock.reset() : clock.advance(ms as number)).toISOString(),
      }));
    },
  );
}
