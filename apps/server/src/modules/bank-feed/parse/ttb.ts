import { AMT } from './amount';
import { parseMask } from './banks';
import { thaiTime, yearFromGregorian2 } from './dates';
import { groups, incoming, ints, type BankParser } from './parser';

/**
 * ttb, the app's TMB (senders `TMBBank`, `ttbbank`): `มีเงิน1,200.00บ.โอนเข้าบ/ชxx7719เหลือ
 * 3,050.00บ.24/05/25@11:42` — last 4 digits of ours, no payer, a **Gregorian** two-digit year.
 */
const FORMAT = new RegExp(
  String.raw`^มีเงิน ?${AMT} ?บ\.? ?(?:โอน)?เข้าบ/ช ?([xX]+\d{4,6}) ?เหลือ ?${AMT} ?บ\.? ?(\d{1,2})/(\d{1,2})/(\d{2}) ?@ ?(\d{1,2}):(\d{2})$`,
);

export const ttb: BankParser = {
  bank: 'TMB',
  parse(text) {
    const m = FORMAT.exec(text);
    if (!m) return null;
    const [amount = '', ours = '', balance, dd = '', mm = '', yy = '', hh = '', mi = ''] =
      groups(m);
    const account = parseMask(ours);
    if (!account) return null;
    const [d = 0, mo = 0, y = 0, h = 0, min = 0] = ints(dd, mm, yy, hh, mi);
    return incoming('TMB', {
      account,
      payer: null,
      amount,
      balance,
      statedAt: thaiTime(yearFromGregorian2(y), mo, d, h, min) ?? undefined,
      channel: 'sms',
    });
  },
};
