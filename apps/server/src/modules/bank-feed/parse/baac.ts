import { AMT } from './amount';
import { parseMask } from './banks';
import { thaiTime, yearFromBuddhist2 } from './dates';
import { groups, incoming, ints, type BankParser } from './parser';

/**
 * BAAC (ธ.ก.ส.): `20/05/68 17:52:48 บัญชี x9576 รับโอนพร้อมเพย์ จำนวน 10.00 บาท
 * ยอดเงินคงเหลือ 10.39 บาท` — last 4 of ours, no payer, Buddhist two-digit year, seconds.
 * Whether it comes as SMS or as the A-Mobile push is not known, so no channel is stated.
 */
const FORMAT = new RegExp(
  String.raw`^(\d{1,2})/(\d{1,2})/(\d{2}) (\d{1,2}):(\d{2})(?::(\d{2}))? บัญชี ([xX]+\d{4,6}) รับโอน(?:พร้อมเพย์|เงิน)? จำนวน ${AMT} บาท(?: ยอดเงินคงเหลือ ${AMT} บาท)?$`,
);

export const baac: BankParser = {
  bank: 'BAAC',
  parse(text) {
    const m = FORMAT.exec(text);
    if (!m) return null;
    const [dd = '', mm = '', yy = '', hh = '', mi = '', ss = '', ours = '', amount = '', balance] =
      groups(m);
    const account = parseMask(ours);
    if (!account) return null;
    const [d = 0, mo = 0, y = 0, h = 0, min = 0, s = 0] = ints(dd, mm, yy, hh, mi, ss || '0');
    return incoming('BAAC', {
      account,
      payer: null,
      amount,
      balance: balance || undefined,
      statedAt: thaiTime(yearFromBuddhist2(y), mo, d, h, min, s) ?? undefined,
    });
  },
};
