import { describe, expect, it } from 'vitest';
import { parseNotification } from './index';

const parse = (text: string, receivedAt: string, sender = 'KBank') =>
  parseNotification({ sender, text, receivedAt: new Date(receivedAt) });

describe('KBank', () => {
  it('reads the old format with the payer: 6 middle digits of a KBank account, BE year', () => {
    expect(
      parse(
        '08/03/67 09:15 บชX482913X รับโอนจากX730215X 1500.00บ คงเหลือ12450.75บ',
        '2024-03-08T02:15:40Z',
      ),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'KBANK',
      account: { digits: '482913', form: 'before-last' },
      payer: { bank: 'KBANK', digits: '730215', digitsAt: 'before-last' },
      amount: 150000,
      statedAt: new Date('2024-03-08T02:15:00Z'), // 09:15 in 2567 BE, Thai time
      balance: 1245075,
      channel: 'sms',
    });
  });

  it('reads the old money-in line without payer, with and without balance', () => {
    expect(parse('08/09/61 22:59 บชX153594X เงินเข้า500.00บ', '2018-09-08T16:00:00Z')).toStrictEqual({
      kind: 'incoming',
      bank: 'KBANK',
      account: { digits: '153594', form: 'before-last' },
      payer: null,
      amount: 50000,
      statedAt: new Date('2018-09-08T15:59:00Z'),
      balance: null,
      channel: 'sms',
    });
    expect(
      parse('30/10/61 14:42 บชX341626X เงินเข้า1.00 คงเหลือ3087.29บ', '2018-10-30T07:43:00Z'),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'KBANK',
      account: { digits: '341626', form: 'before-last' },
      payer: null,
      amount: 100,
      statedAt: new Date('2018-10-30T07:42:00Z'),
      balance: 308729,
      channel: 'sms',
    });
  });

  it('reads the current format with the payer: last 4, bank not stated', () => {
    expect(
      parse(
        '14/05/68 11:08 บช X-8821 รับโอนจาก X-4417 2,350.00 คงเหลือ 18,402.10 บ.',
        '2025-05-14T04:08:30Z',
      ),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'KBANK',
      account: { digits: '8821', form: 'last' },
      payer: { digits: '4417', digitsAt: 'last' },
      amount: 235000,
      statedAt: new Date('2025-05-14T04:08:00Z'),
      balance: 1840210,
    });
  });

  it('reads the current money-in line without payer', () => {
    expect(
      parse('17/05/68 16:27 บช X-9426 เงินเข้า 999.63 คงเหลือ 8,236.90 บ.', '2025-05-17T09:28:00Z'),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'KBANK',
      account: { digits: '9426', form: 'last' },
      payer: null,
      amount: 99963,
      statedAt: new Date('2025-05-17T09:27:00Z'),
      balance: 823690,
    });
  });

  it('keeps the stated day of a text sent at 23:58 and received after midnight', () => {
    const line = parse(
      '31/12/67 23:58 บชX482913X รับโอนจากX730215X 500.00บ คงเหลือ12950.75บ',
      '2024-12-31T17:01:00Z', // 00:01 on 1 January 2025, Thai time
    );
    expect(line).toMatchObject({ kind: 'incoming', amount: 50000, balance: 1295075 });
    expect(line.kind === 'incoming' && line.statedAt).toStrictEqual(
      new Date('2024-12-31T16:58:00Z'),
    );
  });

  it('refuses a day that does not exist and a year that cannot be Buddhist', () => {
    expect(parse('31/02/68 09:15 บชX482913X เงินเข้า500.00บ', '2025-03-01T00:00:00Z')).toStrictEqual({
      kind: 'unparsed',
      note: 'KBANK format, no such date',
    });
    // `25` read as BE is 1982: a Gregorian year in a KBank text is not a KBank text
    expect(parse('14/05/25 11:08 บช X-8821 เงินเข้า 10.00', '2025-05-14T04:08:30Z')).toMatchObject({
      kind: 'unparsed',
    });
  });

  it('takes the KBank format only from KBank', () => {
    expect(
      parse(
        '14/05/68 11:08 บช X-8821 รับโอนจาก X-4417 2,350.00 คงเหลือ 18,402.10 บ.',
        '2025-05-14T04:08:30Z',
        '+66812345678',
      ),
    ).toStrictEqual({
      kind: 'unparsed',
      note: 'KBANK format from an unexpected sender "+66812345678"',
    });
    expect(
      parse('14/05/68 11:08 บช X-8821 เงินเข้า 10.00 คงเหลือ 1.00 บ.', '2025-05-14T04:09Z', 'K PLUS'),
    ).toMatchObject({ kind: 'incoming', amount: 1000 });
  });

  it('ignores money going out', () => {
    expect(
      parse('29/10/61 10:03 หักบชX341626X เข้าX180745X 1000.00 คงเหลือ1285.29บ', '2018-10-29T03:04Z'),
    ).toStrictEqual({ kind: 'ignored', reason: 'outgoing' });
    expect(
      parse('17/05/68 16:27 บช X-9426 เงินออก 100.00 คงเหลือ 8,136.90 บ.', '2025-05-17T09:28Z'),
    ).toStrictEqual({ kind: 'ignored', reason: 'outgoing' });
  });
});
