import { z } from 'zod';
import { LAO_CURRENCIES, SLOT_CATEGORIES, UPLOAD_TIMEOUT_MS, WALLET_CODE } from '../constants';
import { MessageResponse, defineEndpoint } from '../endpoint';
import { SLIP_REASON_CODES } from '../errors';
import { Amount, BankName, IsoDate, RecordId } from './common';

/** §3 Slot: one game account of the member at one provider. */
export const Slot = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(SLOT_CATEGORIES),
  isActive: z.boolean(),
  amount: Amount,
  ftWalletSlot: z.number().positive().describe('wallet factor: shown amount = amount × factor'),
  logo: z.string(),
  background: z.string(),
  web: z.string().nullable(),
  android: z.string().nullable(),
  ios: z.string().nullable(),
  /**
   * Added: set by GET /api/wallet and refresh/slot when the provider did not answer in time or
   * failed; `amount` is then the last known balance (a slow provider never blocks home longer
   * than GAME_BALANCE_TIMEOUT_MS).
   */
  unavailable: z.boolean().optional(),
  /**
   * Added (spec §2 home): when the provider was asked for `amount` (GET /api/wallet and
   * refresh/slot read every active game); absent when it was not read now (`unavailable`).
   */
  readAt: IsoDate.optional(),
});
export type Slot = z.infer<typeof Slot>;

export const WalletBalance = z.object({ amount: Amount });

export const WalletResponse = z.object({
  profile: z.object({
    _id: RecordId,
    name: z.string(),
    username: z.string(),
    coin: z.number().int().nonnegative(),
  }),
  bankAccount: z.object({
    bank: BankName,
    bankAccountName: z.string(),
    bankAccountNo: z.string(),
    bankCode: z.string(),
  }),
  wallet: WalletBalance,
  /**
   * Added (spec §2 step 4, §9): the wallet's currency, chosen at registration on the Lao
   * deployment (LAK or BAHT); every figure the member sees is in it. Absent from an older copy
   * (a rolling deploy): the client falls back to the deployment's currency.
   */
  currency: z.enum(LAO_CURRENCIES).optional(),
  invite: z.object({
    amount: Amount,
    success: z
      .number()
      .min(0)
      .max(10_000)
      .describe('percent of the reward the balance must reach when received as a bonus (0: none)'),
    fail: z.number().min(0).max(100),
    /** Added (decision 011): flagged rewards waiting for staff, not in `amount`; only when > 0. */
    reviewing: Amount.optional().describe('added: waiting for staff review, not receivable yet'),
  }),
  slots: z.array(Slot),
  /**
   * Added (decision 026): where the member's money stood when this answer was read (it only
   * grows). The socket's `money:version` on connecting says where it stands then: a screen holding
   * an older answer has missed money and reads again. Absent from an older copy.
   */
  moneyVersion: z.number().int().nonnegative().optional(),
});
export type WalletResponse = z.infer<typeof WalletResponse>;

/** §3 Game account: credentials plus the form fields a provider's login page needs. */
export const GameAccount = z.object({
  username: z.string(),
  password: z.string(),
  event: z.record(z.string(), z.string()),
});
export type GameAccount = z.infer<typeof GameAccount>;

const SlotCodeParams = z.object({ slotCode: z.string().min(1).max(50) });
/** §7: a transfer side is the wallet or a slot code. */
export const TransferSide = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .describe(`"${WALLET_CODE}" or a slot code`);

export const TransferRequest = z.strictObject({
  from: TransferSide,
  to: TransferSide,
  amount: Amount,
});
export type TransferRequest = z.input<typeof TransferRequest>;

/** Answer of the calls that move money: the wallet balance once the movement is recorded. */
export const MoneyMovedResponse = z.object({ message: z.string(), wallet: WalletBalance });
export type MoneyMovedResponse = z.infer<typeof MoneyMovedResponse>;

const AmountRequest = z.strictObject({ amount: Amount });

/**
 * A slip received (issue 13): whether its QR could be read (no: staff check it by eye, and the
 * member knows now), and how long staff review usually takes (median of the last week's slips,
 * minutes; null before there is any).
 */
export const SlipUploaded = z.object({
  message: z.string(),
  qrFound: z.boolean(),
  credited: z
    .boolean()
    .optional()
    .describe('the slip check service verified it and the wallet was credited at once'),
  creditedAmount: Amount.nullable()
    .optional()
    .describe('the amount credited at once, in the wallet currency (null when not credited)'),
  reason: z
    .enum(SLIP_REASON_CODES)
    .nullable()
    .optional()
    .describe('refused at once by the slip check with this §8 code (else null)'),
  reviewEstimateMinutes: z.number().int().nonnegative().nullable(),
});
export type SlipUploaded = z.infer<typeof SlipUploaded>;

export const walletApi = {
  wallet: defineEndpoint({
    method: 'GET',
    path: '/api/wallet',
    summary: 'Profile, bank account, wallet balance, invite bonus and game accounts',
    access: 'member',
    response: WalletResponse,
  }),
  refreshSlots: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/refresh/slot',
    summary: 'Game accounts with balances fetched again from the providers',
    access: 'member',
    response: z.object({ slots: z.array(Slot) }),
  }),
  activate: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/activate/:slotCode',
    summary: 'Open the game account of one provider',
    access: 'member',
    params: SlotCodeParams,
    response: MessageResponse,
    moves: 'launch',
  }),
  account: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/account/:slotCode',
    summary: 'Credentials of one game account',
    access: 'member',
    params: SlotCodeParams,
    response: GameAccount,
    moves: 'launch',
  }),
  resetPassword: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/resetpassword/:slotCode',
    summary: 'Reset the password of one game account (it stays active)',
    access: 'member',
    params: SlotCodeParams,
    response: MessageResponse,
    moves: 'launch',
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/wallet/add',
    summary: 'Deposit an amount into the wallet',
    access: 'member',
    moves: 'deposit',
    body: AmountRequest,
    response: MoneyMovedResponse,
    idempotent: true,
  }),
  transfer: defineEndpoint({
    method: 'POST',
    path: '/api/wallet/transfer',
    summary: 'Move an amount between the wallet and a game account',
    access: 'member',
    moves: 'transfer_to_game',
    body: TransferRequest,
    response: MoneyMovedResponse,
    idempotent: true,
  }),
  transferAll: defineEndpoint({
    method: 'POST',
    path: '/api/wallet/transferAll',
    summary: 'Move every game balance to the target account',
    access: 'member',
    moves: 'transfer_to_game',
    body: z.strictObject({ to: TransferSide }),
    response: MoneyMovedResponse,
    idempotent: true,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/api/wallet/withdraw',
    summary: 'Withdraw an amount to the member bank account',
    access: 'member',
    moves: 'withdraw',
    body: AmountRequest,
    response: MoneyMovedResponse,
    idempotent: true,
  }),
  withdrawAll: defineEndpoint({
    method: 'POST',
    path: '/api/wallet/withdrawAll',
    summary: 'Withdraw from the withdraw modal; after a bonus any remainder is forfeited (§9)',
    access: 'member',
    moves: 'withdraw',
    body: AmountRequest,
    response: MoneyMovedResponse,
    idempotent: true,
  }),
  slip: defineEndpoint({
    method: 'POST',
    path: '/api/wallet/slip',
    summary: 'Upload a bank transfer slip for checking (multipart file)',
    access: 'member',
    moves: 'deposit',
    multipart: true,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    response: SlipUploaded,
    idempotent: true,
  }),
  truelink: defineEndpoint({
    method: 'POST',
    path: '/api/wallet/truelink',
    summary: 'Deposit by TrueMoney wallet link (minimum 2 baht)',
    access: 'member',
    moves: 'deposit',
    body: z.strictObject({
      link: z.string().min(1).max(4096).describe('the link, encrypted by the client (§7)'),
    }),
    response: MoneyMovedResponse,
    idempotent: true,
  }),
} as const;
