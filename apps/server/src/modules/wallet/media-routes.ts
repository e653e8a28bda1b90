import type { FastifyInstance } from 'fastify';
import { backgroundSvg, logoSvg } from '../../adapters/game-providers/artwork';
import { CATALOGUE } from '../../adapters/game-providers/catalogue';
import { AppError } from '../../kernel/lib/app-error';

/** Our artwork for the catalogue slots (spec §3 logo and background), as SVG. */
export function mediaRoutes(app: FastifyInstance): void {
  const files = new Map<string, string>();
  for (const slot of CATALOGUE) {
    files.set(`${slot.code}/logo.svg`, logoSvg(slot));
    files.set(`${slot.code}/background.svg`, backgroundSvg(slot));
  }
  app.get<{ Params: { code: string; file: string } }>(
    '/media/providers/:code/:file',
    { config: { access: 'public' } },
    async (request, reply) => {
      const svg = files.get(`${request.params.code}/${request.params.file}`);
      if (!svg) throw new AppError('NOT_FOUND', 404);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(svg);
    },
  );
}
