import type { Slot, WalletResponse } from '@wallet/contract';
import { lookupReplies, mockApi } from './test-utils';

/** One game account as GET /api/wallet answers it (§3 Slot); closed unless told otherwise. */
export function slot(code: string, fields: Partial<Slot> = {}): Slot {
  return {
    code,
    name: code.toUpperCase(),
    category: 'slot',
    isActive: false,
    amount: 0,
    ftWalletSlot: 1,
    logo: `/media/providers/${code}/logo.svg`,
    background: `/media/providers/${code}/background.svg`,
    web: `/demo-provider/login?game=${code}`,
    android: null,
    ios: null,
    ...fields,
  };
}

/** The catalogue of the demo server: 6 slot games, 3 sports, 2 lotto; PG Slot and AskMeBet open. */
export function demoSlots(): Slot[] {
  return [
    slot('pg', { name: 'PG Slot', isActive: true, amount: 250.5 }),
    slot('pgslot', { name: 'PG Slot Classic' }),
    slot('joker2', { name: 'Joker' }),
    slot('slotracha', { name: 'Slot Racha' }),
    slot('areaslot', { name: 'Area Slot' }),
    slot('betflix', { name: 'Betflix' }),
    slot('askmebet', {
      name: 'AskMeBet',
      category: 'sport',
      isActive: true,
      amount: 40,
      ftWalletSlot: 1.5,
    }),
    slot('usun', { name: 'USUN', category: 'sport' }),
    slot('circus', { name: 'Circus', category: 'sport' }),
    slot('huayhd', { name: 'Huay HD', category: 'lotto' }),
    slot('imi', { name: 'IMI Lotto', category: 'lotto' }),
  ];
}

export function walletBody(
  fields: {
    amount?: number;
    slots?: Slot[];
    name?: string;
    invite?: WalletResponse['invite'];
    currency?: WalletResponse['currency'];
  } = {},
): WalletResponse {
  return {
    profile: { _id: '1001', name: fields.name ?? 'Somchai', username: '0812345678', coin: 0 },
    bankAccount: {
      bank: { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
      bankAccountName: 'SOMCHAI JAIDEE',
      bankAccountNo: '1234567890',
      bankCode: 'KBANK',
    },
    wallet: { amount: fields.amount ?? 1000 },
    ...(fields.currency ? { currency: fields.currency } : {}),
    invite: fields.invite ?? { amount: 0, success: 0, fail: 0 },
    slots: fields.slots ?? demoSlots(),
  };
}

export const profileBody = {
  profile: {
    _id: '1001',
    name: 'Somchai',
    username: '0812345678',
    createdAt: '2025-01-15T10:30:00.000Z',
  },
  bankAccount: {
    bankCode: 'KBANK',
    bankAccountName: 'SOMCHAI JAIDEE',
    bankAccountNo: '1234567890',
    bank: { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
  },
};

/** GET /api/bonus/check/active with nothing active (issue 8). */
export const noActiveBonus = { body: { status: false, type: null, bonus: null } };

/** The member API around /user/home; `extra` adds or replaces handlers. */
export function mockHomeApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...lookupReplies,
    'GET /api/account/profile': { body: profileBody },
    'GET /api/wallet': { body: walletBody() },
    'GET /api/bonus/check/active': noActiveBonus,
    'GET /api/spinwheel/active': { body: { isActive: false } },
    ...extra,
  });
}

export const callsTo = (fetch: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetch.mock.calls.filter(
    ([url, init]) =>
      new URL(String(url), 'http://localhost').pathname === path &&
      (init?.method ?? 'GET') === method,
  );
