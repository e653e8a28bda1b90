import { SLOT_CATEGORIES, type Slot, type SlotCategory } from '@wallet/contract';

export type SlotGroup = { category: SlotCategory; slots: Slot[] };

/** Spec §2: one carousel per category (slot, sport, lotto, in that order); empty ones are left out. */
export function groupSlotsByCategory(slots: readonly Slot[]): SlotGroup[] {
  return SLOT_CATEGORIES.map((category) => ({
    category,
    slots: slots.filter((slot) => slot.category === category),
  })).filter((group) => group.slots.length > 0);
}
