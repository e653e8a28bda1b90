import { z } from 'zod';
import { SLOT_CATEGORIES } from '../constants';
import { defineEndpoint } from '../endpoint';

/**
 * Which game provider serves each slot is the operator's choice (back-office and CLI): the
 * slot's provider (an adapter the server has configured), the provider's own product code, and
 * whether members see the slot. A provider change is refused while any member holds money in the
 * slot (SLOT_PROVIDER_IN_USE); it closes the slot's game accounts, which exist only at the old
 * provider, so members activate again at the new one.
 */

/** `active`: members see and use the slot; `hidden`: they do not (recovery still settles). */
export const SLOT_STATUSES = ['active', 'hidden'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** An adapter name as `game_slots.provider` holds it. */
export const ProviderName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'a provider name: lower-case letters, digits, - or _');

export const OperatorSlot = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(SLOT_CATEGORIES),
  provider: z.string(),
  product: z.string().nullable().describe("the provider's own product or game code; null: lobby"),
  status: z.enum(SLOT_STATUSES),
  /**
   * Members holding money in the slot: a non-zero game balance in the ledger, or a transfer of
   * the slot still pending. While it is above 0 the provider cannot change.
   */
  membersWithMoney: z.number().int().min(0),
});
export type OperatorSlot = z.infer<typeof OperatorSlot>;

const SlotCode = z.object({ code: z.string().min(1).max(50) });

export const operatorSlotsApi = {
  slots: defineEndpoint({
    method: 'GET',
    path: '/api/operator/slots',
    summary:
      'Every game slot with its provider, product, status and how many members hold money there, and the providers the server has configured',
    access: 'operator',
    permission: 'settings.read',
    response: z.object({
      slots: z.array(OperatorSlot),
      providers: z.array(z.string()).describe('configured adapter names'),
    }),
  }),
  setSlot: defineEndpoint({
    method: 'POST',
    path: '/api/operator/slots/:code',
    summary:
      "Change a slot's provider, product or status (with a reason). A provider change is refused while a member holds money in the slot (SLOT_PROVIDER_IN_USE) and closes the slot's game accounts",
    access: 'operator',
    permission: 'settings.write',
    params: SlotCode,
    body: z.strictObject({
      provider: ProviderName.optional(),
      product: z
        .string()
        .trim()
        .min(1)
        .max(100)
        .nullable()
        .optional()
        .describe("the provider's product code; null: the provider's lobby"),
      status: z.enum(SLOT_STATUSES).optional(),
      reason: z.string().trim().min(3).max(500),
    }),
    response: OperatorSlot.extend({
      /** Game accounts closed by a provider change (0 otherwise). */
      accountsClosed: z.number().int().min(0),
    }),
  }),
} as const;
