import type { FastifyInstance } from 'fastify';
import { AppError } from '../../kernel/lib/app-error';
import type { SettingsService } from '../settings/module';

/**
 * Still answered on a terminated site: the login page must learn it is terminated (spec §2), and
 * a payment that arrives must still be recorded (docs/decisions/008).
 */
const ALWAYS_OPEN = [
  '/api/health',
  '/api/lookup/',
  '/api/operator/',
  '/api/docs',
  '/api/payments/',
];

/**
 * spec §8: a body whose message is "gone" sends the member to /terminated. While the site is
 * terminated every other API call answers 410 `{ "message": "gone" }`.
 */
export function terminatedGuard(app: FastifyInstance, settings: SettingsService): void {
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || ALWAYS_OPEN.some((p) => url.startsWith(p))) return;
    if (!(await settings.get('site.active'))) throw new AppError('gone', 410);
  });
}
