import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import type { SlotAdmin } from './slot-admin';

/** Staff: which provider serves each slot, its product code and whether members see it. */
export function slotAdminRoutes(app: FastifyInstance, deps: { slotAdmin: SlotAdmin }): void {
  const { slotAdmin } = deps;
  const o = api.operatorSlots;
  route(app, o.slots, () => slotAdmin.list());
  route(
    app,
    o.setSlot,
    (req) =>
      slotAdmin.set(req.params.code, {
        provider: req.body.provider,
        product: req.body.product,
        status: req.body.status,
      }),
    // read outside the act's transaction: the act's own transaction carries the audit row
    { auditBefore: async (req) => (await slotAdmin.one(req.params.code)) ?? null },
  );
}
