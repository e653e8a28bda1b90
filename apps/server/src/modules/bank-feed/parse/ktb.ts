import { AMT } from './amount';
import { bankFromText, parseMask } from './banks';
import { thaiTime, thaiTimeNearestBefore, yearFromGregorian2 } from './dates';
import { groups, incoming, ints, type BankParser } from './parser';
import type { Payer } from './types';

/**
 * Krungthai (SMS sender `Krungthai`; Krungthai NEXT push). SMS show our account as `X<5>X` and
 * no payer; the old forms carry a **Gregorian** two-digit year (`11-09-18` = 2018), the
 * current one none (`17-05@16:27`, the year nearest before the time received).
 */
const WHEN = String.raw`(\d{1,2})-(\d{1,2})(?:-(\d{2}))?@(\d{1,2}):(\d{2})`;

/**
 * `17-05@16:27 บชX73104X:เงินเข้า 2,000.00บ ใช้ได้ 13,861.55บ`,
 * `11-09-18@02:08 บช X29499X:เงินเข้า +180.00 บ. ใช้ได้ 180.70 บ.`
 */
const SMS_TH = new RegExp(
  String.raw`^${WHEN} บช ?(X\d{4,6}X) ?: ?เงินเข้า ?\+?${AMT} ?บ\.?(?: ใช้ได้ ?${AMT} ?บ\.?)?$`,
);
/** `11-09-18@02:08 Acct X29499X: Deposit +180.00 THB Avail 180.70 THB` */
const SMS_EN = new RegExp(
  String.raw`^${WHEN} Acct ?(X\d{4,6}X) ?: ?Deposit ?\+?${AMT} ?THB(?: Avail(?:able)? ?${AMT} ?THB)?\.?$`,
);
/**
 * Krungthai NEXT push: `ได้รับ +59.84 บาท เข้าพร้อมเพย์ จากบัญชี ไทยพาณิชย์ XXX-X-XX805-8` —
 * payer bank (a Thai name) and 4 visible digits; no time, no receiving account (PromptPay).
 */
const NEXT_PUSH = new RegExp(
  String.raw`^ได้รับ \+?${AMT} บาท เข้าพร้อมเพย์ จากบัญชี (.{2,40}?) ([Xx\d][Xx\d-]{3,20})$`,
);

export const ktb: BankParser = {
  bank: 'KTB',
  parse(text, receivedAt) {
    const sms = SMS_TH.exec(text) ?? SMS_EN.exec(text);
    if (sms) {
      const [dd = '', mm = '', yy, hh = '', mi = '', ours = '', amount = '', balance] = groups(sms);
      const account = parseMask(ours);
      if (!account) return null;
      const [d = 0, mo = 0, h = 0, min = 0] = ints(dd, mm, hh, mi);
      const statedAt = yy
        ? thaiTime(yearFromGregorian2(Number(yy)), mo, d, h, min)
        : thaiTimeNearestBefore(receivedAt, mo, d, h, min);
      return incoming('KTB', {
        account,
        payer: null,
        amount,
        balance: balance || undefined,
        statedAt: statedAt ?? undefined,
        channel: 'sms',
      });
    }
    const push = NEXT_PUSH.exec(text);
    if (!push) return null;
    const [amount = '', bankShown = '', mask = ''] = groups(push);
    const from = parseMask(mask);
    if (!from) return null;
    const bank = bankFromText(bankShown);
    const payer: Payer = { bankShown, digits: from.digits, digitsAt: from.form };
    if (from.first) payer.firstDigits = from.first;
    return incoming('KTB', {
      account: null,
      payer: bank ? { bank, ...payer } : payer,
      amount,
      statedAt: null,
      channel: 'push',
    });
  },
};
