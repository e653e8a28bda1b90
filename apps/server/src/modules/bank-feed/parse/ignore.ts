import type { IgnoredReason } from './types';

/**
 * Texts that must never credit, recognised by words no incoming text of any format carries.
 * OTP is checked before the bank formats (a code message is never a deposit, whatever else it
 * says); the others only after no incoming format matched, so that a word list can never
 * swallow money that came in.
 */
const OTP = [/\bOTP\b/i, /รหัสผ่านครั้งเดียว/, /\bone[- ]time password\b/i];

const NEVER: readonly (readonly [IgnoredReason, readonly RegExp[]])[] = [
  // SCB `เช็คเข้า 8,730.00บ. เข้าบ/ช x055215 ผ่าน TELL ใช้ได้ …`: a cheque deposited is not yet
  // cleared money (it may bounce); the clearing shows up as no separate text we know of.
  ['cheque', [/เช็ค/, /\bcheque\b/i, /ผ่าน ?TELL\b/]],
  // SCB `ขอบคุณที่ใช้จ่ายผ่านบัตร SCB x055215 ที่ … จำนวน 635.00 บาท`: spending on a card.
  ['card', [/ใช้จ่ายผ่านบัตร/, /บัตรเครดิต/, /บัตรเดบิต/, /\b(?:credit|debit) card\b/i]],
  // KBank `หักบชX…X เข้าX…X`, `เงินออก`; SCB `ถอน/โอนเงิน …`, `ชำระเงิน … ผ่านENETจากบ/ช`,
  // fees; BBL `ถอน/โอน/จ่ายเงินจากบ/ช…`; English withdrawals and payments.
  [
    'outgoing',
    [
      /หัก ?บ\/?ช/,
      /หักเงิน/,
      /หักค่าธรรมเนียม/,
      /เงินออก/,
      /ถอน/,
      /โอนให้/,
      /โอนไป/,
      /ชำระ/,
      /ผ่าน ?ENET/i,
      /จ่ายเงินจาก/,
      /^(?:withdraw|payment|transfer to|debit)/i,
      /\bwithdrawal\b/i,
    ],
  ],
  ['marketing', [/https?:\/\//i, /\bwww\./i, /\bbit\.ly\b/i, /คลิก/, /โปรโมชั่น|โปรโมชัน/, /สิทธิพิเศษ/]],
];

/** A balance notice: names a balance and no money coming in. */
const BALANCE = /คงเหลือ|ใช้ได้|ยอดเงิน|balance|\bavail/i;
const INCOMING_WORDS = /เข้า|รับโอน|ได้รับ|deposit|transfer from|received/i;

export function isOtp(text: string): boolean {
  return OTP.some((re) => re.test(text));
}

/** Why a text that no format took must never credit; null when it may be money (unparsed). */
export function neverCredits(text: string): IgnoredReason | null {
  for (const [reason, patterns] of NEVER) if (patterns.some((re) => re.test(text))) return reason;
  if (BALANCE.test(text) && !INCOMING_WORDS.test(text)) return 'balance';
  return null;
}
