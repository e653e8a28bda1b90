import { AMT } from './amount';
import { parseMask } from './banks';
import { thaiTime, yearFromBuddhist2 } from './dates';
import { groups, incoming, ints, type BankParser } from './parser';
import type { Payer } from './types';

/**
 * KBank (sender `KBank`), Buddhist two-digit years:
 * - old: `08/03/67 09:15 บชX482913X รับโอนจากX730215X 1500.00บ คงเหลือ12450.75บ` and
 *   money in without payer `… บชX482913X เงินเข้า500.00บ[ คงเหลือ…บ]`; 6 digits between X's,
 *   no thousands commas;
 * - current: `14/05/68 11:08 บช X-8821 รับโอนจาก X-4417 2,350.00 คงเหลือ 18,402.10 บ.` and
 *   `… บช X-8821 เงินเข้า 999.63 คงเหลือ 8,236.90 บ.`; last 4 digits.
 */
const FORMAT = new RegExp(
  String.raw`^(\d{1,2})/(\d{1,2})/(\d{2}) (\d{1,2}):(\d{2}) บช ?(X-?\d{4,6}X?) ` +
    String.raw`(?:รับโอนจาก ?(X-?\d{4,6}X?) ?|เงินเข้า ?)${AMT}(?: ?บ\.?)?` +
    String.raw`(?: คงเหลือ ?${AMT}(?: ?บ\.?)?)?$`,
);

export const kbank: BankParser = {
  bank: 'KBANK',
  parse(text) {
    const m = FORMAT.exec(text);
    if (!m) return null;
    const [
      dd = '',
      mm = '',
      yy = '',
      hh = '',
      mi = '',
      ours = '',
      payerShown,
      amount = '',
      balance,
    ] = groups(m);
    const account = parseMask(ours);
    const payerMask = payerShown ? parseMask(payerShown) : null;
    if (!account || (payerShown && !payerMask)) return null;
    const [d = 0, mo = 0, y = 0, h = 0, min = 0] = ints(dd, mm, yy, hh, mi);
    const old = account.form === 'before-last';
    // The old form shows the 6 middle digits (4–9) only for a transfer between KBank accounts
    // (interbank arrivals were `เงินเข้า`), so its payer is a KBank account: peers match it
    // against `substr(acct, -7, 6)` of members registered at KBank. Whether the current
    // `รับโอนจาก X-nnnn` is KBank-only is not known, so its bank is left unstated.
    let payer: Payer | null = null;
    if (payerMask) {
      payer = { digits: payerMask.digits, digitsAt: payerMask.form };
      if (payerMask.form === 'before-last') payer = { bank: 'KBANK', ...payer };
    }
    return incoming('KBANK', {
      account,
      payer,
      amount,
      balance: balance || undefined,
      statedAt: thaiTime(yearFromBuddhist2(y), mo, d, h, min) ?? undefined,
      ...(old ? { channel: 'sms' as const } : {}),
    });
  },
};
