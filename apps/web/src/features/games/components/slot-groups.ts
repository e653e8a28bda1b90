import { SLOT_CATEGORIES, type Slot, type SlotCategory } from '@wallet/contract';

export type SlotGroup = { category: SlotCategory; slots: Slot[] };

/** Accounts the member has and that hold money, then open but empty ones, then the others. */
const rank = (slot: Slot): number => (!slot.isActive ? 2 : slot.amount > 0 ? 0 : 1);

/**
 * Issue 13: the member's own accounts come first, funded ones before empty ones (the server's
 * order otherwise). A carousel of three or more starts with its second slide in front (the first
 * stands to its left, half behind it), so when the first in rank is the member's it takes that
 * front place and the next stands beside it: a funded account is never half hidden behind one
 * the member does not have.
 */
export function orderForCarousel(slots: readonly Slot[]): Slot[] {
  const ordered = slots
    .map((slot, index) => ({ slot, index }))
    .sort((a, b) => rank(a.slot) - rank(b.slot) || a.index - b.index)
    .map(({ slot }) => slot);
  const [first, second, ...rest] = ordered;
  if (!first || !second || rest.length === 0 || !first.isActive) return ordered;
  return [second, first, ...rest];
}

/**
 * Spec §2: one carousel per category (slot, sport, lotto, in that order); empty ones are left
 * out. Within a category the member's accounts lead (orderForCarousel).
 */
export function groupSlotsByCategory(slots: readonly Slot[]): SlotGroup[] {
  return SLOT_CATEGORIES.map((category) => ({
    category,
    slots: orderForCarousel(slots.filter((slot) => slot.category === category)),
  })).filter((group) => group.slots.length > 0);
}
