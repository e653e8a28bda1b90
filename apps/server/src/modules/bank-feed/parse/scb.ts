import { AMT } from './amount';
import { bankFromText, parseMask } from './banks';
import { thaiTime, thaiTimeNearestBefore, yearFromBuddhist4 } from './dates';
import { groups, incoming, ints, unusable, type BankParser } from './parser';
import { thaiMonth, THAI_MONTH } from './thai-months';
import type { IncomingNotification, Payer, UnparsedNotification } from './types';

/**
 * SCB (SMS sender `027777777`; SCB EASY push). SMS carry no year: the year is the one that
 * puts `DD/MM@HH:MM` nearest before the time received.
 */
const WHEN = String.raw`(\d{1,2})/(\d{1,2})@(\d{1,2}):(\d{2})`;
const NAME = String.raw`([A-Z][A-Za-z.'-]*(?: [A-Za-z.'-]+)*?)`;
/** `x640193` — SCB shows the last 6 digits of an account. */
const ACCT = String.raw`x(\d{4,10})`;

/** `18/05@14:44 1,200.00 จากKTB/x552817เข้าx640193 ใช้ได้21,430.50บ` (payer at another bank). */
const FROM_BANK = new RegExp(
  String.raw`^${WHEN} ${AMT} จาก([A-Z]{2,6})/x(\d{4,10}) ?เข้า ?${ACCT} ใช้ได้ ?${AMT} ?บ?\.?$`,
);
/** `12/05@20:29 700.00 โอนจากWIRAPHON SAKUเข้าx640193 ใช้ได้4,900.00บ` (payer at SCB: a name). */
const FROM_SCB = new RegExp(
  String.raw`^${WHEN} ${AMT} โอนจาก ?${NAME} ?เข้า ?${ACCT} ใช้ได้ ?${AMT} ?บ?\.?$`,
);
/**
 * `เงิน 850.00บ เข้าบ/ชx640193 19/05@10:02 ใช้ได้ 22,280.50บ` and the bulk/payroll form
 * `เงินโอน/เงินเดือน 37,282.42บ เข้าบ/ชx055215 25/04@03:39` (no balance). Payroll and bulk
 * transfers are credited to the account at once, so they are money in like any other (spec:
 * every baht that reaches the account is accounted for); with no payer shown they can never be
 * credited automatically — they wait for staff.
 */
const MONEY_IN = new RegExp(
  String.raw`^(?:เงิน|เงินโอน/เงินเดือน) ${AMT} ?บ\.? เข้าบ/ช ?${ACCT} ${WHEN}(?: ใช้ได้ ?${AMT} ?บ?\.?)?$`,
);
/**
 * English SMS: `Transfer from KBNK/x204816 amount THB 950.00 to your account x640193 on
 * 19/05@09:24 Available balance is THB 23,230.50.`, `Transfer from <NAME> amount …`.
 */
const EN_TRANSFER = new RegExp(
  String.raw`^Transfer from (?:([A-Z]{2,6})/x(\d{4,10})|${NAME}) amount THB ${AMT} to your (?:account|A/C) ${ACCT} on ${WHEN}\.?(?: Available balance is THB ${AMT}\.?)?$`,
);
/** `Cash/transfer deposit amount THB <amt> via CDM to your A/C x<ours> on DD/MM@HH:MM …`. */
const EN_DEPOSIT = new RegExp(
  String.raw`^Cash/transfer deposit amount THB ${AMT} via \S+ to your (?:account|A/C) ${ACCT} on ${WHEN}\.?(?: Available balance is THB ${AMT}\.?)?$`,
);
/**
 * SCB EASY push: `คุณได้รับเงิน 69.89 บาท ผ่านรายการพร้อมเพย์จาก KTB / xxxxxx6048 เข้าบัญชี
 * xxxxxx1083 เมื่อ 17 พ.ค. 2568 - 16:28` (payer bank + last 4, Buddhist four-digit year).
 */
const EASY_PUSH = new RegExp(
  String.raw`^คุณได้รับเงิน ${AMT} บาท ผ่านรายการ\S*?จาก ?(\S+?) ?/ ?([xX]+\d+) เข้าบัญชี ([xX]+\d+) เมื่อ (\d{1,2}) ${THAI_MONTH} (\d{4}) ?- ?(\d{1,2}):(\d{2})$`,
);

type Result = IncomingNotification | UnparsedNotification;

/** `DD/MM@HH:MM` → the instant, in the year nearest before receivedAt. */
function smsTime(receivedAt: Date, dd: string, mm: string, hh: string, mi: string) {
  const [d = 0, mo = 0, h = 0, min = 0] = ints(dd, mm, hh, mi);
  return thaiTimeNearestBefore(receivedAt, mo, d, h, min) ?? undefined;
}

function payerAtBank(code: string, digits: string): Payer {
  const bank = bankFromText(code);
  const payer: Payer = { bankShown: code, digits, digitsAt: 'last' };
  return bank ? { bank, ...payer } : payer;
}

const last = (digits: string) => ({ digits, form: 'last' as const });

function parseSms(text: string, receivedAt: Date): Result | null {
  let m = FROM_BANK.exec(text);
  if (m) {
    const [
      dd = '',
      mm = '',
      hh = '',
      mi = '',
      amount = '',
      code = '',
      from = '',
      ours = '',
      balance,
    ] = groups(m);
    return incoming('SCB', {
      account: last(ours),
      payer: payerAtBank(code, from),
      amount,
      balance,
      statedAt: smsTime(receivedAt, dd, mm, hh, mi),
      channel: 'sms',
    });
  }
  m = FROM_SCB.exec(text);
  if (m) {
    const [dd = '', mm = '', hh = '', mi = '', amount = '', name = '', ours = '', balance] =
      groups(m);
    return incoming('SCB', {
      account: last(ours),
      payer: { bank: 'SCB', name: name.toUpperCase() },
      amount,
      balance,
      statedAt: smsTime(receivedAt, dd, mm, hh, mi),
      channel: 'sms',
    });
  }
  m = MONEY_IN.exec(text);
  if (m) {
    const [amount = '', ours = '', dd = '', mm = '', hh = '', mi = '', balance] = groups(m);
    return incoming('SCB', {
      account: last(ours),
      payer: null,
      amount,
      balance: balance || undefined,
      statedAt: smsTime(receivedAt, dd, mm, hh, mi),
      channel: 'sms',
    });
  }
  m = EN_TRANSFER.exec(text);
  if (m) {
    const [code, from, name, amount = '', ours = '', dd = '', mm = '', hh = '', mi = '', bal] =
      groups(m);
    return incoming('SCB', {
      account: last(ours),
      payer: code
        ? payerAtBank(code, from ?? '')
        : { bank: 'SCB', name: (name ?? '').toUpperCase() },
      amount,
      balance: bal || undefined,
      statedAt: smsTime(receivedAt, dd, mm, hh, mi),
      channel: 'sms',
    });
  }
  m = EN_DEPOSIT.exec(text);
  if (m) {
    const [amount = '', ours = '', dd = '', mm = '', hh = '', mi = '', balance] = groups(m);
    return incoming('SCB', {
      account: last(ours),
      payer: null,
      amount,
      balance: balance || undefined,
      statedAt: smsTime(receivedAt, dd, mm, hh, mi),
      channel: 'sms',
    });
  }
  return null;
}

function parsePush(text: string): Result | null {
  const m = EASY_PUSH.exec(text);
  if (!m) return null;
  const [
    amount = '',
    code = '',
    from = '',
    ours = '',
    dd = '',
    month = '',
    yyyy = '',
    hh = '',
    mi = '',
  ] = groups(m);
  const account = parseMask(ours);
  const payerMask = parseMask(from);
  const mo = thaiMonth(month);
  if (!account || !payerMask) return null;
  if (mo === null) return unusable('SCB', `month "${month}" unknown`);
  const [d = 0, y = 0, h = 0, min = 0] = ints(dd, yyyy, hh, mi);
  const bank = bankFromText(code);
  const payer: Payer = { bankShown: code, digits: payerMask.digits, digitsAt: payerMask.form };
  return incoming('SCB', {
    account,
    payer: bank ? { bank, ...payer } : payer,
    amount,
    statedAt: thaiTime(yearFromBuddhist4(y), mo, d, h, min) ?? undefined,
    channel: 'push',
  });
}

export const scb: BankParser = {
  bank: 'SCB',
  parse: (text, receivedAt) => parseSms(text, receivedAt) ?? parsePush(text),
};
