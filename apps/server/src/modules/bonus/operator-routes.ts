import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import { route } from '../../kernel/http/route';
import type { BonusRepo } from './repo';
import type { BonusCatalogue } from './catalogue';
import type { BonusService } from './service';
import type { MemberRepo } from '../../kernel/members/repo';
import type { RoundsIngest } from '../rounds/module';
import { activeBonusOf, definitionOf, recordOf } from './wire';

export interface Deps {
  bonusRepo: BonusRepo;
  bonusCatalogue: BonusCatalogue;
  bonuses: BonusService;
  members: MemberRepo;
  rounds: RoundsIngest;
  roundsEnded: { count: number };
}

/** Operator calls of the bonus module (`bonuses`, `bonus:set`, `bonus:member`, `rounds:sync`). */
export function operatorBonusRoutes(app: FastifyInstance, services: Deps): void {
  const o = api.operatorBonus;
  route(app, o.bonuses, async () => {
    const [list, counts] = await Promise.all([
      services.bonusRepo.catalogue(),
      services.bonusRepo.countsByCode(),
    ]);
    return {
      bonuses: list.map((b) => ({
        ...definitionOf(b),
        received: counts.get(b.code)?.received ?? 0,
        active: counts.get(b.code)?.open ?? 0,
      })),
    };
  });
  route(app, o.setBonus, async (req) => {
    if (req.params.code !== req.body.code) throw new AppError('BONUS_INVALID', 400, 'code differs');
    await services.bonusCatalogue.set(req.body);
    return definitionOf((await services.bonusRepo.bonus(req.body.code))!);
  });
  route(app, o.memberBonus, async (req) => {
    const member = await services.members.byPhone(req.params.phone);
    if (!member) throw new AppError('NO_USER', 404);
    const [view, history] = await Promise.all([
      services.bonuses.view(member.id),
      services.bonusRepo.history(member.id),
    ]);
    return {
      phone: member.phone,
      active: view ? activeBonusOf(view, 'en') : null,
      history: history.map(recordOf),
    };
  });
  route(app, o.roundsSync, async () => {
    const before = services.roundsEnded.count;
    const providers = await services.rounds.sync();
    return { providers, bonusesEnded: services.roundsEnded.count - before };
  });
}
