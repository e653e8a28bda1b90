import { AMT } from './amount';
import { parseMask } from './banks';
import { thaiTime, yearFromBuddhist2 } from './dates';
import { groups, incoming, ints, type BankParser } from './parser';

/**
 * Krungsri (sender `Krungsri`): `โอนเข้า xxx604218x  980.00 เหลือ 3,700.00 (17/5/68,16:27)` —
 * our account with digits 4–9 shown, no payer, an unpadded Buddhist two-digit date.
 */
const FORMAT = new RegExp(
  String.raw`^โอนเข้า ([xX]+\d{4,8}[xX]?) ${AMT}(?: ?บ\.?)? เหลือ ${AMT}(?: ?บ\.?)? ?\((\d{1,2})/(\d{1,2})/(\d{2}), ?(\d{1,2}):(\d{2})\)$`,
);

export const bay: BankParser = {
  bank: 'BAY',
  parse(text) {
    const m = FORMAT.exec(text);
    if (!m) return null;
    const [ours = '', amount = '', balance, dd = '', mm = '', yy = '', hh = '', mi = ''] =
      groups(m);
    const account = parseMask(ours);
    if (!account) return null;
    const [d = 0, mo = 0, y = 0, h = 0, min = 0] = ints(dd, mm, yy, hh, mi);
    return incoming('BAY', {
      account,
      payer: null,
      amount,
      balance,
      statedAt: thaiTime(yearFromBuddhist2(y), mo, d, h, min) ?? undefined,
      channel: 'sms',
    });
  },
};
