/**
 * The error-code catalogue of spec §8, as one typed list. Every failure the server sends is
 * `{ "message": <code> }`; the web app translates each code (th/la/en) through its message table.
 * Codes marked "added" are not in the spec: they cover failures the spec's client never had to name
 * (malformed requests, unknown routes, operator access); see docs/decisions/004-error-responses.md.
 */
export const ERROR_CODE_GROUPS = {
  auth: [
    'UNAUTHORIZED',
    'EXPIRED_AUTH_TOKEN',
    'INVALID_USER_1',
    'INVALID_USER_2',
    'INVALID_USER_3',
    'INVALID_USER_4',
    'INVALID_IP',
  ],
  otp: [
    'OTP_BLOCK',
    'OTP_TOKEN_INVALID',
    'OTP_NOT_EXIST',
    'OTP_VERIFIED',
    'OTP_EXPIRED',
    'OTP_CODE_INVALID',
    'OTP_CODE_VALID',
    'OTP_SEND_FAIL',
    'OTP_VERIFY_FAIL',
    'UNVERIFIED_OTP',
  ],
  registration: [
    'EXISTING_USER',
    'EXISTING_BANK',
    'INVALID_USER_INFO',
    'GAME_ACTIVATION_FAIL',
    'INVALID_BANK',
    'BANK_ACCOUNT_NAME_ENG',
    'REGISTER_FAIL',
    'NO_USER',
    'WRONG_PASSWORD',
    'REQUEST_LIMIT',
    'REQUEST_LIMIT_1MIN',
    'WRONG_CREDENTIAL',
    'INACTIVE_USER',
    'LOGIN_FAIL',
    'PHONE_NUMBER_REQUIRE_10_DIGIT',
  ],
  bonus: [
    'BONUS_REMAINING',
    'BONUS_ALREADY_ACTIVE',
    'BONUS_MAX_CLAIMED',
    'BONUS_CONDITION',
    'BONUS_CLEAR',
    'BONUS_FULL',
    'INVITE_COLLECT',
    'INVITE_INACTIVE',
    'NO_INVITE_BONUS',
    'NO_INVITEE_PLAY_INFO',
    'INVITE_BONUS_SUCCESS',
    'INVITE_BONUS_FAIL',
  ],
  general: [
    'INTERNAL_SERVER_ERROR',
    'KEY_MISSING',
    'KEY_INVALID',
    'NO_DATA',
    'NO_PROMOTION',
    'PROMOTION_RECEIVED',
    'QR_FAIL',
  ],
  refund: ['NO_REFUND', 'REFUND_CONDITION', 'REFUND_SUCCESS', 'REFUND_INACTIVE', 'REFUND_MINIMUM'],
  wallet: [
    'NO_BANK',
    'NO_WALLET',
    'SLOT_ALREADY_ACTIVE',
    'SLOT_ACTIVATE_FAIL',
    'SLOT_NO_ACCOUNT',
    'SLOT_RESET_PASSWORD_FAIL',
    'TRANSFER_MINIMUM',
    'NO_GAME',
    'MONEY_NOT_ENOUGH',
    'TRANSFER_FAIL',
  ],
  slip: [
    'SLIP_UPLOAD_FAIL',
    'SLIP_NO_FILE',
    'SLIP_INVALID_FILE',
    'TRUELINK_DUPLICATE',
    'TRUELINK_INVALID',
  ],
  coupon: [
    'NO_CLAIMABLE_COUPON',
    'INVALID_PRIZE_CODE',
    'INVALID_CODE',
    'INVALID_COUPON_TYPE',
    'COUPON_EXPIRED',
  ],
  // added: request-level failures (malformed JSON, unknown route, body too large, site gone…)
  request: [
    'INVALID_JSON',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'NOT_FOUND',
    'METHOD_NOT_ALLOWED',
    'SERVICE_UNAVAILABLE',
    'SITE_TERMINATED',
  ],
  // added: operator API
  operator: ['OPERATOR_UNAUTHORIZED', 'SETTING_UNKNOWN', 'SETTING_INVALID'],
  // added: money-moving requests (docs/decisions/007): an Idempotency-Key reused for other
  // parameters, a transfer to the account it comes from, and a transfer the provider has not
  // confirmed yet (the money is safe in flight and settles on its own).
  money: ['IDEMPOTENCY_KEY_REUSED', 'TRANSFER_SAME_ACCOUNT', 'TRANSFER_PENDING'],
  // added: deposits and withdrawals (docs/decisions/008). WITHDRAW_MIN/WITHDRAW_MAX: the amount
  // is outside the limits of GET /api/lookup/withdraw (the client shows them with the numbers it
  // read there); DEPOSIT_MINIMUM: below deposit.minimum (or 2 baht for a wallet link);
  // DEPOSIT_MAXIMUM: above deposit.maximum (issue 13; the deposit lookup shows it);
  // SLIP_UPLOAD_CLOSED: inside the daily closed hours of GET /api/lookup/slip;
  // SLIP_REFNO_DUPLICATED: that slip (bank + reference) was uploaded before; QR_EXISTS: a live QR
  // of that bank is shown already; WEBHOOK_SIGNATURE_INVALID: a payment gateway call not signed
  // with our secret; ALREADY_PROCESSED: an operator decision on a deposit or withdrawal that is
  // no longer waiting.
  // added: bonuses (issue 8). BONUS_NOT_ENDED: the condition is met, end the bonus before
  // withdrawing; BONUS_FORFEIT_CHANGED: ending now would forfeit more than the member confirmed;
  // NO_ACTIVE_BONUS: nothing to end; BONUS_ENDING: the bonus is being ended (games emptied);
  // BONUS_INVALID: an operator definition refused (e.g. banner html with scripts).
  bonusAdded: [
    'BONUS_NOT_ENDED',
    'BONUS_FORFEIT_CHANGED',
    'NO_ACTIVE_BONUS',
    'BONUS_ENDING',
    'BONUS_INVALID',
  ],
  // added: invite and refund (issue 9). REFUND_RECEIVED: this period's refund was received
  // already (a second tap).
  rewardsAdded: ['REFUND_RECEIVED'],
  // added: prize wheel (issue 10). NO_COIN: no coin left to spin; SPINWHEEL_INACTIVE: the wheel
  // is switched off; COUPON_CLAIMED: the success message of a claim; SPINWHEEL_INVALID: an
  // operator's wheel refused (html with scripts, a slice code reused).
  spinAdded: ['NO_COIN', 'SPINWHEEL_INACTIVE', 'COUPON_CLAIMED', 'SPINWHEEL_INVALID'],
  // added: staff and the back-office (issue 11). STAFF_UNAUTHORIZED: no live back-office
  // session; STAFF_FORBIDDEN: the role does not allow the call; CSRF_INVALID: a write without the
  // session's CSRF token; SETUP_LINK_INVALID: unknown, used or expired setup link; TOTP_INVALID:
  // the authenticator code was wrong at setup; STAFF_EXISTS: that login is taken;
  // APPROVE_NOTE_REQUIRED: a deposit approved for another amount than it shows needs a note.
  staffAdded: [
    'STAFF_UNAUTHORIZED',
    'STAFF_FORBIDDEN',
    'CSRF_INVALID',
    'SETUP_LINK_INVALID',
    'TOTP_INVALID',
    'STAFF_EXISTS',
    'APPROVE_NOTE_REQUIRED',
  ],
  // added: responsible play (issue 15). DEPOSIT_LIMIT: a deposit limit would be passed (details:
  // remaining, freesAt, period); LIMIT_PENDING: a raise confirmed before its 24 hours (details:
  // confirmableAt); ACCOUNT_TIMEOUT / SELF_EXCLUDED: the member took a break or excluded
  // themself (details: until); EXCLUSION_ACTIVE: asked to lift an exclusion before its term ends.
  responsibleAdded: [
    'DEPOSIT_LIMIT',
    'LIMIT_PENDING',
    'ACCOUNT_TIMEOUT',
    'SELF_EXCLUDED',
    'EXCLUSION_ACTIVE',
  ],
  // added: chat (issue 12). CHAT_GUEST_INVALID: a guest id without its server-signed token, or a
  // forged one; CHAT_FORBIDDEN: another member's or guest's conversation; CHAT_FILE_NOT_SUPPORTED
  // and CHAT_FILE_TOO_LARGE: §8's chat alerts, decided on the file's content; CHAT_FILE_UNKNOWN: a
  // media message naming a file this party did not upload; CHAT_TOO_FAST: too many messages in a
  // minute.
  chatAdded: [
    'CHAT_GUEST_INVALID',
    'CHAT_FORBIDDEN',
    'CHAT_FILE_NOT_SUPPORTED',
    'CHAT_FILE_TOO_LARGE',
    'CHAT_FILE_UNKNOWN',
    'CHAT_TOO_FAST',
  ],
  deposit: [
    'WITHDRAW_MIN',
    'WITHDRAW_MAX',
    'DEPOSIT_MINIMUM',
    'DEPOSIT_MAXIMUM',
    'SLIP_UPLOAD_CLOSED',
    'SLIP_REFNO_DUPLICATED',
    'QR_EXISTS',
    'WEBHOOK_SIGNATURE_INVALID',
    'ALREADY_PROCESSED',
  ],
  // added: login step-up (issue 14). LOGIN_OTP_REQUIRED: the phone, or the network the login
  // comes from, had many failed logins lately, so the login needs a fresh SMS code (POST
  // /api/login/otp) beside the password; the password was not checked. Not a lock: the owner
  // with the password and the code gets in.
  loginAdded: ['LOGIN_OTP_REQUIRED'],
  // added: money in the member's currency (the Lao deployment, decision 021). METHOD_CURRENCY:
  // a deposit method, QR or link of another currency than the member's wallet (a LAK member
  // asking for a PromptPay QR or a TrueMoney link); SLIP_CURRENCY: a slip of the other country
  // (a Thai slip QR from a LAK member, a BCEL OneProof from a BAHT member); AMOUNT_WHOLE_KIP: a
  // kip amount with a fraction (kip is paid in whole kip).
  currencyAdded: ['METHOD_CURRENCY', 'SLIP_CURRENCY', 'AMOUNT_WHOLE_KIP'],
  // added: the bank feed (issue 26). BANK_DEVICE_UNAUTHORIZED: a forwarding device's token is
  // wrong or revoked; BANK_ACCOUNT_UNKNOWN: a device for an account that is not one of the
  // deposit accounts; BANK_LINE_DECIDED: assign or dismiss of a line no longer waiting (credited,
  // assigned, dismissed, ignored, or still being processed); BANK_LINE_AMOUNT: assigning a line
  // whose text shows no amount needs one.
  bankFeedAdded: [
    'BANK_DEVICE_UNAUTHORIZED',
    'BANK_ACCOUNT_UNKNOWN',
    'BANK_LINE_DECIDED',
    'BANK_LINE_AMOUNT',
  ],
  // added: which provider serves a slot (operator's choice). PROVIDER_NOT_CONFIGURED: a slot set
  // to a provider the server has no adapter for; SLOT_PROVIDER_IN_USE: the provider cannot change
  // while a member holds money in the slot (a game balance or a pending transfer);
  // SLOT_PROVIDER_CHANGED: a transfer into a slot whose provider changed (or that was hidden)
  // while the transfer was being made: nothing moved.
  slotsAdded: ['PROVIDER_NOT_CONFIGURED', 'SLOT_PROVIDER_IN_USE', 'SLOT_PROVIDER_CHANGED'],
  // added: a transfer into a game that the aggregator refused for its agent credit (decision
  // 024): the member's money went back to the wallet; staff top the credit up
  providersAdded: ['PROVIDER_CREDIT_LOW'],
} as const;

export type ErrorCodeGroup = keyof typeof ERROR_CODE_GROUPS;
export type ErrorCode = (typeof ERROR_CODE_GROUPS)[ErrorCodeGroup][number];

/** Every code once, in catalogue order (BONUS_REMAINING is listed under bonus and coupon in §8). */
export const ERROR_CODES: readonly ErrorCode[] = [
  ...new Set(Object.values(ERROR_CODE_GROUPS).flat()),
];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** Slip reason codes (§8 table): shown in brackets beside a slip's status. */
export const SLIP_REASON_CODES = [
  'UPLOADED_FILE_NOT_EXIST',
  'IMG_SIZE_UNABLE_TO_PROCESS',
  'CANNOT_READ_CROPPED_IMAGE',
  'DEST_ACC_INVALID',
  'SLIP_REFNO_DUPLICATED',
  'UNSTABLE_REFNO_ON_SLIP',
  'TRIPPLE_WRONG_CAPTCHA',
  'INVALID_SLIP',
  'NOT_MATCH',
  'EXPIRED_SLIP',
  // issue 14: a second payment to a QR already paid, kept for staff
  'PAID_AGAIN',
  'UNKNOW_ERROR',
] as const;
export type SlipReasonCode = (typeof SLIP_REASON_CODES)[number];

/**
 * §8 response handling: a body whose message is "gone" means the site or account is terminated;
 * "invalid-token" and the Thai "cannot verify identity" text mean the session is no longer valid.
 */
export const GONE_MESSAGE = 'gone';
export const INVALID_TOKEN_MESSAGES = ['invalid-token', 'ไม่สามารถยืนยันตัวตนได้'] as const;
export const SESSION_ERROR_CODES: readonly ErrorCode[] = [
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INVALID_USER_3',
  'INVALID_USER_4',
];
