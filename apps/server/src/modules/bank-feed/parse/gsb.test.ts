import { describe, expect, it } from 'vitest';
import { parseNotification } from './index';

const parse = (text: string) =>
  parseNotification({ sender: 'MyMo', text, receivedAt: new Date('2025-05-24T08:04:20Z') });

const FULL =
  'เงินเข้า: มีการฝาก/โอนเงิน 1,500.00 บาท จากบัญชี KBNK 0427XXXX3318 เข้าบัญชี GSBA 0209XXXX6615 วันที่ 24 พ.ค. 2568 เวลา 15:04 น. คงเหลือ 6,215.40 บาท';

describe('GSB MyMo push', () => {
  it('reads the whole text: payer bank, first and last 4, Thai month, BE year', () => {
    expect(parse(FULL)).toStrictEqual({
      kind: 'incoming',
      bank: 'GSB',
      account: { digits: '6615', form: 'last', first: '0209' },
      payer: {
        bank: 'KBANK',
        bankShown: 'KBNK',
        digits: '3318',
        digitsAt: 'last',
        firstDigits: '0427',
      },
      amount: 150000,
      statedAt: new Date('2025-05-24T08:04:00Z'),
      balance: 621540,
      channel: 'push',
    });
  });

  it('reads a text cut off after the payer bank: bank known, digits not', () => {
    expect(parse('เงินเข้า: มีการฝาก/โอนเงิน 10.00 บาท จากบัญชี KBNK')).toStrictEqual({
      kind: 'incoming',
      bank: 'GSB',
      account: null,
      payer: { bank: 'KBANK', bankShown: 'KBNK' },
      amount: 1000,
      statedAt: null,
      balance: null,
      channel: 'push',
      truncated: true,
    });
  });

  it('takes the payer digits of a cut text only when the next word has begun', () => {
    const payerOf = (text: string) => {
      const line = parse(text);
      return line.kind === 'incoming' ? line.payer : line;
    };
    expect(payerOf(FULL.slice(0, FULL.indexOf('3318') + 2))).toStrictEqual({
      bank: 'KBANK',
      bankShown: 'KBNK',
    });
    expect(payerOf(FULL.slice(0, FULL.indexOf('เข้าบัญชี') + 4))).toStrictEqual({
      bank: 'KBANK',
      bankShown: 'KBNK',
      digits: '3318',
      digitsAt: 'last',
      firstDigits: '0427',
    });
    expect(payerOf('เงินเข้า: มีการฝาก/โอนเงิน 10.00 บาท จากบั')).toBeNull();
  });

  it('leaves a text cut before the amount is whole unparsed', () => {
    expect(parse('เงินเข้า: มีการฝาก/โอนเงิน 1,5')).toStrictEqual({ kind: 'unparsed' });
    expect(parse('เงินเข้า: มีการฝาก/โอนเงิน 1,500.00')).toStrictEqual({ kind: 'unparsed' });
  });
});
