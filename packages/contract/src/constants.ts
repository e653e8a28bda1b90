/** Business constants and limits of spec §9. */
export const CLIENT_VERSION = '1.1.14';

export const REQUEST_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 300_000;
export const LOADER_DELAY_MS = 200;
export const TOAST_DURATION_MS = 4_000;

export const PHONE_LENGTH = 10;
export const LAO_CURRENCIES = ['LAK', 'BAHT'] as const;
export type Currency = (typeof LAO_CURRENCIES)[number];
export const DEFAULT_LAO_CURRENCY: Currency = 'LAK';
export const ENGLISH_NAME_BANKS = ['KTB', 'TMB', 'BBL'] as const;

export const REGISTER_REDIRECT_MS = 2_000;
export const AGREEMENT_MODAL_DELAY_MS = 1_500;

export const PAGE_SIZE = {
  statement: 10,
  slip: 10,
  invite: 10,
  refund: 10,
  coupon: 3,
  chatHistory: 10,
} as const;
export const FIRST_PAGE = 1;

export const CHAT = {
  textMax: 2000,
  imageMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 20 * 1024 * 1024,
  allowedExtensions: ['mov', 'mp4', 'png', 'jpeg', 'jpg', 'gif'],
  imageExtensions: ['png', 'jpeg', 'jpg', 'gif'],
  videoExtensions: ['mov', 'mp4'],
  socketCheckMs: 5_000,
  markReadDelayMs: 1_000,
  scrollBottomThresholdPx: 60,
  optionalSocketReconnectMs: 500,
} as const;

export const WALLET_LINK_MIN_BAHT = 2;
export const TRANSFER_MIN_BAHT = 1;
export const QR_MIN_AMOUNT = 1;

/**
 * QR providers: §7's KBANK (a PromptPay QR), WW and E2P, all in baht; BCEL (added, the Lao
 * deployment): a BCEL OnePay QR in kip (integrations/lao-payments.md).
 */
export const QR_BANKS = ['KBANK', 'WW', 'E2P', 'BCEL'] as const;
export type QrBank = (typeof QR_BANKS)[number];
/**
 * The one currency each QR provider's payload is in: a member is offered, and may create, only
 * the QRs of their wallet's currency (a PromptPay QR says 764, a OnePay QR 418).
 */
export const QR_CURRENCY: Record<QrBank, Currency> = {
  KBANK: 'BAHT',
  WW: 'BAHT',
  E2P: 'BAHT',
  BCEL: 'LAK',
};
/** §9 quick amounts and §5 minimums per QR provider, in the provider's currency. */
export const QR_QUICK_AMOUNTS: Record<QrBank, readonly number[]> = {
  KBANK: [10, 20, 50, 100, 500, 1000],
  WW: [100, 200, 300, 500, 1000],
  E2P: [50, 100, 200, 500, 1000],
  BCEL: [10_000, 20_000, 50_000, 100_000, 500_000, 1_000_000],
};
export const QR_MINIMUM: Record<QrBank, number> = {
  KBANK: QR_MIN_AMOUNT,
  WW: 100,
  E2P: 50,
  BCEL: 1_000,
};
/**
 * Deposit methods that exist only in Thailand (PromptPay and TrueMoney): a LAK member is neither
 * offered nor allowed them (METHOD_CURRENCY).
 */
export const BAHT_ONLY_METHODS = ['truelink', 'KBANK', 'WW', 'E2P'] as const;

export const SPIN_WHEEL = {
  canvasPx: 350,
  minExtraTurns: 2,
  maxExtraTurns: 4,
  coinsPerSpin: 1,
} as const;
export const CAROUSEL_CARDS = 3;

export const LOCALES = ['th', 'la', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'th';
export const LAO_DEFAULT_LOCALE: Locale = 'la';

/** §3 local storage keys. */
export const STORAGE_KEYS = {
  token: 'token',
  inviteCode: 'code',
  locale: 'locale',
  rememberAgreement: 'remember-agreement',
  lastSync: 'last_sync',
  guestId: 'guest-id',
} as const;

/**
 * The member's language as a cookie too (beside the `locale` storage key of spec §3): the server
 * reads it to send the public pages prerendered in that language, before any script runs.
 */
export const LOCALE_COOKIE = 'lang';

/**
 * A hint, never a credential: this browser keeps a member session (the token itself stays in
 * storage, spec §3). The server sends member home prerendered only where it is set; a guest
 * asking for a member page gets the app's own page, which sends them to /login.
 */
export const SIGNED_IN_COOKIE = 'signed-in';

/** §7: every call carries a header marking the requester as a wallet user. */
export const WALLET_USER_HEADER = 'wallet-user';

export const SLOT_CATEGORIES = ['slot', 'sport', 'lotto'] as const;
export type SlotCategory = (typeof SLOT_CATEGORIES)[number];
export const STATEMENT_TYPES = [
  'deposit',
  'bonus',
  'finish_bonus',
  'withdraw',
  'transfer',
] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];
export const TRANSACTION_STATUSES = ['processing', 'success', 'failed'] as const;
export const WALLET_CODE = 'WALLET';

/** Added (security policy, not in the spec): password length accepted on register and change. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** Added: longest free-text field we store (names, codes). */
export const TEXT_MAX_LENGTH = 100;
/** Added: §5 only fixes 10 digits outside Lao; Lao numbers are digits only, 8–13 long. */
export const LAO_PHONE_LENGTH = { min: 8, max: 13 } as const;
