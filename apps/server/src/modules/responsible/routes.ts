import type { FastifyInstance } from 'fastify';
import { api, toMinor, type DepositLimits } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import { currentMember } from '../../kernel/http/member';
import type { Limits } from './windows';
import type { ResponsibleService } from './service';

const minorOrNull = (amount: number | null) => (amount === null ? null : toMinor(amount));
const limitsOf = (body: DepositLimits): Limits => ({
  daily: minorOrNull(body.daily),
  weekly: minorOrNull(body.weekly),
  monthly: minorOrNull(body.monthly),
});

/** Issue 15: the member's own responsible-play settings; every change answers the new state. */
export function responsibleRoutes(app: FastifyInstance, responsible: ResponsibleService): void {
  const r = api.responsible;
  const stateOf = (member: { memberId: number; sessionId: number }) =>
    responsible.state(member.memberId, member.sessionId);

  route(app, r.state, (req) => stateOf(currentMember(req)));
  route(app, r.setLimits, async (req) => {
    const member = currentMember(req);
    await responsible.setLimits(member.memberId, limitsOf(req.body), 'member');
    return stateOf(member);
  });
  route(app, r.confirmLimits, async (req) => {
    const member = currentMember(req);
    await responsible.confirmLimits(member.memberId, 'member');
    return stateOf(member);
  });
  route(app, r.setRealityCheck, async (req) => {
    const member = currentMember(req);
    await responsible.setRealityCheck(member.memberId, req.body.intervalMinutes, 'member');
    return stateOf(member);
  });
  route(app, r.realityCheck, (req) => {
    const member = currentMember(req);
    return responsible.realityCheck(member.memberId, member.sessionId);
  });
  route(app, r.timeout, async (req) => {
    const member = currentMember(req);
    await responsible.takeTimeout(member.memberId, req.body.period, 'member');
    return stateOf(member);
  });
  route(app, r.exclusion, async (req) => {
    const member = currentMember(req);
    await responsible.exclude(member.memberId, req.body.period, 'member');
    return stateOf(member);
  });
  route(app, r.liftExclusion, async (req) => {
    const member = currentMember(req);
    await responsible.requestLift(member.memberId, 'member');
    return stateOf(member);
  });
  route(app, r.history, async (req) => ({
    events: await responsible.history(currentMember(req).memberId),
  }));
}
