import type { FastifyInstance } from 'fastify';
import { api, fromMinor } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import { currentMember } from '../../kernel/http/member';
import { localeFromHeader } from '../settings/module';
import type { StatementService } from './service';

/** spec §7 Statement: the caller's own lines and slips only. */
export function statementRoutes(app: FastifyInstance, statement: StatementService): void {
  const s = api.statement;
  route(app, s.list, async (req) => {
    const { memberId } = currentMember(req);
    const locale = localeFromHeader(req.headers['accept-language']);
    const page = await statement.statement(memberId, req.body.page, req.body.limit, locale);
    // minor units become wire decimals here, at the boundary
    return {
      total: page.total,
      statements: page.statements.map((e) => ({ ...e, amount: fromMinor(e.amount) })),
    };
  });
  route(app, s.slips, (req) =>
    statement.slips(currentMember(req).memberId, req.body.page, req.body.limit),
  );
  route(app, s.slipImage, (req) =>
    statement.slipUrl(currentMember(req).memberId, req.params.reference),
  );
}
