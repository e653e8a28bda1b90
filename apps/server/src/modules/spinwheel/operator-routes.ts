import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import { route } from '../../kernel/http/route';
import type { SpinwheelRepo } from './repo';
import type { WheelVersions } from './wheel';
import type { CoinService } from './coins';
import type { CouponService } from './coupons';
import type { MemberRepo } from '../../kernel/members/repo';
import type { SpinService } from './service';

export interface Deps {
  spinwheelRepo: SpinwheelRepo;
  wheels: WheelVersions;
  coins: CoinService;
  coupons: CouponService;
  members: MemberRepo;
  spins: SpinService;
}

/** Operator calls of the prize wheel (`spinwheel`, `spinwheel:set`, `coins`, `coupon:issue`, `coins:earn`, `spin:verify`). */
export function operatorSpinwheelRoutes(app: FastifyInstance, services: Deps): void {
  const o = api.operatorSpinwheel;
  const { spinwheelRepo, wheels } = services;
  const memberOf = async (phone: string) => {
    const member = await services.members.byPhone(phone);
    if (!member) throw new AppError('NO_USER', 404);
    return member;
  };

  route(app, o.wheel, async () => {
    const live = await wheels.live();
    const versions = await spinwheelRepo.wheelVersions();
    return {
      live: live ? { version: live.version, definition: live.definition } : null,
      versions: versions.map((v) => ({
        version: v.version,
        createdAt: new Date(v.created_at).toISOString(),
        reason: v.reason,
        slices: Number(v.slices),
        spins: Number(v.spins),
      })),
    };
  });
  route(app, o.setWheel, async (req) => ({
    version: await wheels.publish(req.body.wheel, req.body.reason),
  }));
  route(
    app,
    o.grantCoins,
    async (req) => {
      const member = await memberOf(req.params.phone);
      const coins = await services.coins.grant(member.id, req.body.coins, req.body.reason);
      return { phone: member.phone, coins };
    },
    { idempotencyScope: async (req) => (await memberOf(req.params.phone)).id },
  );
  route(
    app,
    o.issueCoupon,
    async (req) => {
      const member = await memberOf(req.params.phone);
      return services.coupons.issue(member.id, req.body.slice, req.body.reason);
    },
    { idempotencyScope: async (req) => (await memberOf(req.params.phone)).id },
  );
  route(app, o.earnCoins, () => services.coins.earn());
  route(app, o.verifySpin, (req) => services.spins.verify(Number(req.params.id)));
}
