import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import { currentMember } from '../../kernel/http/member';
import type { AccountService } from './service';

const ok = { message: 'OK' };

export function accountRoutes(app: FastifyInstance, accounts: AccountService): void {
  const a = api.account;
  route(app, a.validate, async (req) => {
    await accounts.validate(req.body);
    return ok;
  });
  route(app, a.register, async (req) => {
    await accounts.register(req.body, { ip: req.ip });
    return ok;
  });
  route(app, a.profile, (req) => accounts.profile(currentMember(req).memberId));
  route(app, a.updateProfile, async (req) => {
    await accounts.updateProfile(currentMember(req).memberId, req.body);
    return ok;
  });
  route(app, a.updateBankAccountName, async (req) => {
    await accounts.updateBankAccountName(currentMember(req).memberId, req.body);
    return ok;
  });
  route(app, a.changePassword, async (req) => {
    await accounts.changePassword(currentMember(req), req.body);
    return ok;
  });
}
