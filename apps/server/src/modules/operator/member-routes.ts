import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import { route } from '../../kernel/http/route';
import type { ApiOf } from '../../kernel/module';
import type { MemberRepo } from '../../kernel/members/repo';
import type { authModule } from '../auth/module';

/** Operator corrections to member records (support work; every route needs the operator token). */
export type OperatorMemberDeps = { members: MemberRepo } & Pick<
  ApiOf<typeof authModule>,
  'sessions'
>;

export function operatorMemberRoutes(app: FastifyInstance, services: OperatorMemberDeps): void {
  const member = async (phone: string) => {
    const row = await services.members.byPhone(phone);
    if (!row) throw new AppError('NO_USER', 404);
    return row;
  };

  route(app, api.operator.setMemberStatus, async (req) => {
    const row = await member(req.params.phone);
    await services.members.update(row.id, { status: req.body.status });
    // A suspended member is signed out everywhere at once (spec §8 INACTIVE_USER on next login).
    if (req.body.status === 'suspended') await services.sessions.revokeAllOf(row.id);
    return { phone: row.phone, status: req.body.status };
  });

  route(app, api.operator.setMemberBankAccountName, async (req) => {
    const row = await member(req.params.phone);
    // Stored as the bank holds it (only trimmed): the member's own edits go through §5 rules.
    await services.members.update(row.id, { bankAccountName: req.body.bankAccountName });
    return { phone: row.phone, bankAccountName: req.body.bankAccountName };
  });
}
