import { AMT } from './amount';
import { bankFromText, parseMask } from './banks';
import { thaiTime, yearFromBuddhist4 } from './dates';
import { groups, incoming, ints, unusable, type BankParser } from './parser';
import { thaiMonth, THAI_MONTH } from './thai-months';
import type { MaskedAccount, Payer } from './types';

/**
 * GSB MyMo push, the most complete text: `เงินเข้า: มีการฝาก/โอนเงิน 1,500.00 บาท จากบัญชี KBNK
 * 0427XXXX3318 เข้าบัญชี GSBA 0209XXXX6615 วันที่ 24 พ.ค. 2568 เวลา 15:04 น. คงเหลือ 6,215.40
 * บาท`. Push texts get cut off (`… จากบัญชี KBNK` and nothing more).
 */
const HEAD = new RegExp(String.raw`^เงินเข้า ?: ?มีการฝาก/โอนเงิน ${AMT} บาท(.*)$`);
const FULL = new RegExp(
  String.raw`^ จากบัญชี (\S+) (\S+) เข้าบัญชี \S+ (\S+) วันที่ (\d{1,2}) ${THAI_MONTH} (\d{4}) เวลา (\d{1,2}):(\d{2})(?: ?น\.)?(?: คงเหลือ ${AMT} บาท)?$`,
);

function payerOf(code: string, mask: MaskedAccount | null): Payer | null {
  const bank = bankFromText(code);
  if (!bank && !mask) return null;
  const payer: Payer = { bankShown: code };
  if (bank) payer.bank = bank;
  if (mask) {
    payer.digits = mask.digits;
    payer.digitsAt = mask.form;
    if (mask.first) payer.firstDigits = mask.first;
  }
  return payer;
}

/**
 * A cut-off text keeps what is complete: the amount (it must be followed by `บาท`, else the
 * text is unparsed — the amount may itself be cut), the payer's bank when its code is known,
 * the payer's digits only when the next word has begun (a mask at the very end may be cut).
 * The receiving account, the time and the balance are taken only from a whole text.
 */
function truncated(amount: string, rest: string) {
  const from = ' จากบัญชี ';
  if (!from.startsWith(rest) && !rest.startsWith(from)) return unusable('GSB', 'unknown wording');
  const m = /^ จากบัญชี (\S+)(?: (\S+) )?/.exec(rest);
  const [code = '', maskShown = ''] = m ? groups(m) : [];
  const mask = maskShown ? parseMask(maskShown) : null;
  return incoming('GSB', {
    account: null,
    payer: code ? payerOf(code, mask) : null,
    amount,
    statedAt: null,
    channel: 'push',
    truncated: true,
  });
}

export const gsb: BankParser = {
  bank: 'GSB',
  parse(text) {
    const head = HEAD.exec(text);
    if (!head) return null;
    const [amount = '', rest = ''] = groups(head);
    const full = FULL.exec(rest);
    if (!full) return truncated(amount, rest);
    const [code = '', from = '', ours = '', dd = '', month = '', yyyy = '', hh = '', mi = '', bal] =
      groups(full);
    const account = parseMask(ours);
    const mo = thaiMonth(month);
    if (!account) return unusable('GSB', `account "${ours}" unreadable`);
    if (mo === null) return unusable('GSB', `month "${month}" unknown`);
    const [d = 0, y = 0, h = 0, min = 0] = ints(dd, yyyy, hh, mi);
    return incoming('GSB', {
      account,
      payer: payerOf(code, parseMask(from)),
      amount,
      balance: bal || undefined,
      statedAt: thaiTime(yearFromBuddhist4(y), mo, d, h, min) ?? undefined,
      channel: 'push',
    });
  },
};
