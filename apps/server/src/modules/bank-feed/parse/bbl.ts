import { AMT } from './amount';
import { groups, incoming, type BankParser } from './parser';

/**
 * Bangkok Bank (sender `BANGKOKBANK`): no date, no time, no payer — the time received stands
 * for the stated time. `ฝาก/โอนเงินเข้าบ/ชX5127ผ่านMB 2,500.00บ ใช้ได้ 9,104.39บ`,
 * `เงินเข้าบ/ชX0272 จากพร้อมเพย์ผ่านMB 12,000.00บ เงินในบ/ชใช้ได้46,769.66บ`.
 */
const FORMAT = new RegExp(
  String.raw`^(?:ฝาก/โอนเงินเข้า|เงินเข้า)บ/ช ?X(\d{4}) ?(?:จาก\S*?)?ผ่าน ?\S+? ${AMT} ?บ\.? (?:เงินในบ/ช ?)?ใช้ได้ ?${AMT} ?บ\.?$`,
);

export const bbl: BankParser = {
  bank: 'BBL',
  parse(text) {
    const m = FORMAT.exec(text);
    if (!m) return null;
    const [ours = '', amount = '', balance] = groups(m);
    return incoming('BBL', {
      account: { digits: ours, form: 'last' },
      payer: null,
      amount,
      balance,
      statedAt: null,
      channel: 'sms',
    });
  },
};
