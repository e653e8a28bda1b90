import type { FastifyInstance } from 'fastify';
import { tokensMatch } from '../modules/operator/token';
import { AppError } from './app-error';

/**
 * A clock tests can move forward (env TEST_CLOCK=true, never in production): browser tests of
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
 * `POST /api/test/clock {"advanceMs": N}` with the operator token moves the test clock on;
 * `{"reset": true}` brings it back to real time.
 * Not in the contract: it exists only on a server started with TEST_CLOCK=true.
 */
export function testClockRoutes(app: FastifyInstance, clock: TestClock, operatorToken: string) {
  app.post<{ Body: { advanceMs?: unknown; reset?: unknown } | null }>(
    '/api/test/clock',
    { config: { access: 'public' } },
    async (request) => {
      const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!tokensMatch(given, operatorToken)) {
        throw new AppError('OPERATOR_UNAUTHORIZED', 401);
      }
      if (request.body?.reset === true) return { now: clock.reset().toISOString() };
      const ms = request.body?.advanceMs;
      if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > 400 * 86_400_000) {
        throw new AppError('KEY_INVALID', 400);
      }
      return { now: clock.advance(ms).toISOString() };
    },
  );
}
