import type { SlotCategory } from '@wallet/contract';

export interface CatalogueSlot {
  code: string;
  name: string;
  category: SlotCategory;
  /** Artwork colours (adapters/game-providers/artwork.ts). */
  colors: [string, string];
  /** What the logo says (short). */
  mark: string;
}

/**
 * The slots of spec §3, for exactly the providers §7 names (auto-login list), in the three
 * categories of §3 (slot · sports and casino · lotto). Seeded into `game_slots` at start; an
 * operator's later edits of a row are kept. Names and artwork are ours.
 */
export const CATALOGUE: readonly CatalogueSlot[] = [
  { code: 'pg', name: 'PG Slot', category: 'slot', colors: ['#f97316', '#7c2d12'], mark: 'PG' },
  {
    code: 'pgslot',
    name: 'PG Slot Classic',
    category: 'slot',
    colors: ['#eab308', '#713f12'],
    mark: 'PGS',
  },
  { code: 'joker2', name: 'Joker', category: 'slot', colors: ['#a855f7', '#3b0764'], mark: 'JK' },
  {
    code: 'slotracha',
    name: 'Slot Racha',
    category: 'slot',
    colors: ['#ef4444', '#450a0a'],
    mark: 'SR',
  },
  {
    code: 'areaslot',
    name: 'Area Slot',
    category: 'slot',
    colors: ['#06b6d4', '#083344'],
    mark: 'AS',
  },
  {
    code: 'betflix',
    name: 'Betflix',
    category: 'slot',
    colors: ['#e11d48', '#1c1917'],
    mark: 'BF',
  },
  {
    code: 'askmebet',
    name: 'AskMeBet',
    category: 'sport',
    colors: ['#22c55e', '#052e16'],
    mark: 'AMB',
  },
  { code: 'usun', name: 'USUN', category: 'sport', colors: ['#3b82f6', '#172554'], mark: 'US' },
  { code: 'circus', name: 'Circus', category: 'sport', colors: ['#ec4899', '#500724'], mark: 'CC' },
  {
    code: 'huayhd',
    name: 'Huay HD',
    category: 'lotto',
    colors: ['#14b8a6', '#042f2e'],
    mark: 'HD',
  },
  {
    code: 'imi',
    name: 'IMI Lotto',
    category: 'lotto',
    colors: ['#f59e0b', '#451a03'],
    mark: 'IMI',
  },
];

export const catalogueSlot = (code: string) => CATALOGUE.find((s) => s.code === code);
