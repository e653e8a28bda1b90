import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import { route } from '../../kernel/http/route';
import { currentMember } from '../../kernel/http/member';
import type { BonusService } from '../bonus/module';
import { activeBonusOf } from '../bonus/module';
import { localeFromHeader } from '../settings/module';
import type { CouponService } from './coupons';
import type { SpinService } from './service';
import { wheelView, type WheelVersions } from './wheel';

const localeOf = (req: { headers: { 'accept-language'?: string } }) =>
  localeFromHeader(req.headers['accept-language']);

/** spec §7 Spin wheel, plus the public odds and the fairness calls (issue 10). */
export function spinwheelRoutes(
  app: FastifyInstance,
  deps: {
    spins: SpinService;
    coupons: CouponService;
    wheels: WheelVersions;
    bonuses: BonusService;
  },
): void {
  const { spins, coupons, wheels, bonuses } = deps;
  const s = api.spinwheel;

  route(app, s.active, async () => ({ isActive: await spins.isActive() }));
  route(app, s.setup, (req) => spins.setup(currentMember(req).memberId, localeOf(req)));
  route(app, s.spin, (req) => spins.spin(currentMember(req).memberId, localeOf(req)));
  route(app, s.coupons, async (req) =>
    coupons.list(currentMember(req).memberId, req.query.page, req.query.limit, localeOf(req)),
  );
  route(app, s.claim, async (req) => {
    const { memberId } = currentMember(req);
    await spins.requireActive();
    const { bonusId, ...paid } = await coupons.claim(memberId, req.body.coupon);
    const view = bonusId === null ? null : await bonuses.view(memberId);
    return { ...paid, bonus: view ? activeBonusOf(view, localeOf(req)) : null };
  });
  route(app, s.odds, async (req) => {
    const wheel =
      req.query.version === undefined
        ? await wheels.live()
        : await wheels.version(req.query.version);
    if (!wheel) throw new AppError('NO_DATA', 404);
    return { wheel: wheelView(wheel, localeOf(req)), earn: await spins.earnRule() };
  });
  route(app, s.spins, (req) =>
    spins.history(currentMember(req).memberId, req.query.page, req.query.limit, localeOf(req)),
  );
  route(app, s.rotateSeed, (req) => spins.rotate(currentMember(req).memberId, req.body.clientSeed));
}
