/**
 * What a forwarded bank text says (issue 26, docs/integrations/bank-notifications.md). Pure data:
 * the parse library neither reads nor writes anything.
 */

/** Banks whose texts about our own deposit accounts are parsed; the app's bank codes (ttb = TMB). */
export const FEED_BANKS = ['KBANK', 'SCB', 'KTB', 'BBL', 'BAY', 'TMB', 'GSB', 'BAAC'] as const;
export type FeedBank = (typeof FEED_BANKS)[number];

/**
 * Every Thai bank code a member may register (apps/server settings `banks`); a payer's bank, as
 * shown in a text, is normalised to one of these.
 */
export const THAI_BANK_CODES = [
  ...FEED_BANKS,
  'KKP',
  'CIMB',
  'UOB',
  'LHB',
  'TISCO',
  'GHB',
] as const;
export type ThaiBankCode = (typeof THAI_BANK_CODES)[number];

/**
 * Which positions of an account number the visible digits hold: `last` — they are its last
 * digits (`x640193`, `X-4417`); `before-last` — they end one digit before the last, which is
 * masked (`X730215X`: KBank's old form, digits 4–9 of 10 = `substr(acct, -7, 6)`; KTB's
 * `X73104X`; Krungsri's `xxx604218x`). The brief calls KBank's case `kbank-middle`.
 */
export type DigitsAt = 'last' | 'before-last';

/** An account number as a text shows it. */
export type MaskedAccount = {
  /** The visible digits, in order (never empty). */
  digits: string;
  form: DigitsAt;
  /** Leading digits also shown (GSB's `0209XXXX6615` → first `0209`, digits `6615`). */
  first?: string;
};

/** The payer as the text shows it; at least one field is set. */
export type Payer = {
  /** The payer's bank, normalised to the app's codes; absent when not shown or not known. */
  bank?: ThaiBankCode;
  /** The bank exactly as shown (`KBNK`, `ไทยพาณิชย์`), also when it could not be normalised. */
  bankShown?: string;
  digits?: string;
  digitsAt?: DigitsAt;
  /** Leading digits also shown (GSB MyMo). */
  firstDigits?: string;
  /** SCB→SCB: the payer's name in English letters, first name + start of surname, upper case. */
  name?: string;
};

export type IncomingNotification = {
  kind: 'incoming';
  /** The bank that sent the text, i.e. the bank of the receiving account (ours). */
  bank: FeedBank;
  /** The receiving account; null when the text does not show it (Krungthai NEXT, cut-off push). */
  account: MaskedAccount | null;
  /** null when the text shows no payer (BBL, Krungsri, KTB SMS, ttb, money-in lines). */
  payer: Payer | null;
  /** Minor units (satang), a positive integer. */
  amount: number;
  /** The time the text states, as an instant (Thai time, UTC+7); null when it states none. */
  statedAt: Date | null;
  /** Minor units; null when the text shows none. */
  balance: number | null;
  channel?: 'sms' | 'push';
  /** The text was cut off (push notifications): later fields are missing. */
  truncated?: true;
};

export const IGNORED_REASONS = [
  'outgoing',
  'otp',
  'card',
  'cheque',
  'balance',
  'marketing',
] as const;
export type IgnoredReason = (typeof IGNORED_REASONS)[number];

/** A text that must never credit (money out, codes, cheques not yet cleared, adverts). */
export type IgnoredNotification = { kind: 'ignored'; reason: IgnoredReason };

/** A text no parser knows: kept for staff, never dropped. `note` says what was recognised. */
export type UnparsedNotification = { kind: 'unparsed'; note?: string };

export type ParsedNotification = IncomingNotification | IgnoredNotification | UnparsedNotification;

export type NotificationInput = { sender: string; text: string; receivedAt: Date };
