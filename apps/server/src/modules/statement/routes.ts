import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../http/route';
import { currentMember } from '../auth/member-auth';
import type { StatementService } from './service';

/** spec §7 Statement: the caller's own lines and slips only. */
export function statementRoutes(app: FastifyInstance, statement: StatementService): void {
  const s = api.statement;
  route(app, s.list, (req) =>
    statement.statement(currentMember(req).memberId, req.body.page, req.body.limit),
  );
  route(app, s.slips, (req) =>
    statement.slips(currentMember(req).memberId, req.body.page, req.body.limit),
  );
  route(app, s.slipImage, (req) =>
    statement.slipUrl(currentMember(req).memberId, req.params.reference),
  );
}
