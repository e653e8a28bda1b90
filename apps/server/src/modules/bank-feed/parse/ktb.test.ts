import { describe, expect, it } from 'vitest';
import { parseNotification } from './index';

const parse = (text: string, receivedAt: string, sender = 'Krungthai') =>
  parseNotification({ sender, text, receivedAt: new Date(receivedAt) });

describe('Krungthai', () => {
  it('reads the current SMS: X<5>X, no payer, no year', () => {
    expect(
      parse('17-05@16:27 บชX73104X:เงินเข้า 2,000.00บ ใช้ได้ 13,861.55บ', '2025-05-17T09:27:40Z'),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'KTB',
      account: { digits: '73104', form: 'before-last' },
      payer: null,
      amount: 200000,
      statedAt: new Date('2025-05-17T09:27:00Z'),
      balance: 1386155,
      channel: 'sms',
    });
  });

  it('reads the old SMS with a Gregorian year and a + sign', () => {
    const expected = {
      kind: 'incoming',
      bank: 'KTB',
      account: { digits: '29499', form: 'before-last' },
      payer: null,
      amount: 18000,
      statedAt: new Date('2018-09-10T19:08:00Z'), // 02:08 on 11 September 2018, Thai time
      balance: 18070,
      channel: 'sms',
    };
    expect(
      parse('11-09-18@02:08 บช X29499X:เงินเข้า +180.00 บ. ใช้ได้ 180.70 บ.', '2018-09-10T19:09Z'),
    ).toStrictEqual(expected);
    expect(
      parse(
        '11-09-18@02:08 Acct X29499X: Deposit +180.00 THB Avail 180.70 THB',
        '2018-09-10T19:09Z',
      ),
    ).toStrictEqual(expected);
  });

  it('reads the Krungthai NEXT push: payer bank in Thai and 4 digits, no time', () => {
    expect(
      parse(
        'ได้รับ +59.84 บาท เข้าพร้อมเพย์ จากบัญชี ไทยพาณิชย์ XXX-X-XX805-8',
        '2025-05-17T09:28:05Z',
        'Krungthai NEXT',
      ),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'KTB',
      account: null,
      payer: { bank: 'SCB', bankShown: 'ไทยพาณิชย์', digits: '8058', digitsAt: 'last' },
      amount: 5984,
      statedAt: null,
      balance: null,
      channel: 'push',
    });
    const line = parse(
      'ได้รับ +1,000.00 บาท เข้าพร้อมเพย์ จากบัญชี ธ.กสิกรไทย XXX-X-X1234-X',
      '2025-05-17T09:28:05Z',
      'Krungthai NEXT',
    );
    expect(line.kind === 'incoming' && line.payer).toStrictEqual({
      bank: 'KBANK',
      bankShown: 'ธ.กสิกรไทย',
      digits: '1234',
      digitsAt: 'before-last',
    });
  });

  it('refuses a negative amount', () => {
    expect(
      parse('17-05@16:27 บชX73104X:เงินเข้า -2,000.00บ ใช้ได้ 13,861.55บ', '2025-05-17T09:27:40Z'),
    ).toStrictEqual({ kind: 'unparsed', note: 'KTB format, amount "-2,000.00" refused' });
  });
});
