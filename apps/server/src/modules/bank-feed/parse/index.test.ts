import { describe, expect, it } from 'vitest';
import { parseNotification, type NotificationInput } from './index';

const received = new Date('2025-05-19T03:05:00Z');
const parse = (text: string, sender = 'KBank', receivedAt = received) =>
  parseNotification({ sender, text, receivedAt });

/** One example per bank family, with the sender it comes from. */
const EXAMPLES: readonly (readonly [bank: string, sender: string, text: string])[] = [
  ['KBANK', 'KBank', '08/03/67 09:15 บชX482913X รับโอนจากX730215X 1500.00บ คงเหลือ12450.75บ'],
  ['KBANK', 'KBank', '14/05/68 11:08 บช X-8821 รับโอนจาก X-4417 2,350.00 คงเหลือ 18,402.10 บ.'],
  ['SCB', '027777777', '18/05@14:44 1,200.00 จากKTB/x552817เข้าx640193 ใช้ได้21,430.50บ'],
  ['SCB', '027777777', 'เงิน 850.00บ เข้าบ/ชx640193 19/05@10:02 ใช้ได้ 22,280.50บ'],
  [
    'SCB',
    'SCB EASY',
    'คุณได้รับเงิน 69.89 บาท ผ่านรายการพร้อมเพย์จาก KTB / xxxxxx6048 เข้าบัญชี xxxxxx1083 เมื่อ 17 พ.ค. 2568 - 16:28',
  ],
  ['KTB', 'Krungthai', '17-05@16:27 บชX73104X:เงินเข้า 2,000.00บ ใช้ได้ 13,861.55บ'],
  ['KTB', 'Krungthai NEXT', 'ได้รับ +59.84 บาท เข้าพร้อมเพย์ จากบัญชี ไทยพาณิชย์ XXX-X-XX805-8'],
  ['BBL', 'BANGKOKBANK', 'ฝาก/โอนเงินเข้าบ/ชX5127ผ่านMB 2,500.00บ ใช้ได้ 9,104.39บ'],
  ['BAY', 'Krungsri', 'โอนเข้า xxx604218x  980.00 เหลือ 3,700.00 (17/5/68,16:27)'],
  ['TMB', 'TMBBank', 'มีเงิน1,200.00บ.โอนเข้าบ/ชxx7719เหลือ3,050.00บ.24/05/25@11:42'],
  [
    'GSB',
    'MyMo',
    'เงินเข้า: มีการฝาก/โอนเงิน 1,500.00 บาท จากบัญชี KBNK 0427XXXX3318 เข้าบัญชี GSBA 0209XXXX6615 วันที่ 24 พ.ค. 2568 เวลา 15:04 น. คงเหลือ 6,215.40 บาท',
  ],
  [
    'BAAC',
    'BAAC',
    '20/05/68 17:52:48 บัญชี x9576 รับโอนพร้อมเพย์ จำนวน 10.00 บาท ยอดเงินคงเหลือ 10.39 บาท',
  ],
];

describe('parseNotification: who may send what', () => {
  it.each(EXAMPLES)('takes the %s text from %s', (bank, sender, text) => {
    expect(parse(text, sender)).toMatchObject({ kind: 'incoming', bank });
  });

  it('takes no bank format from another bank or a phone number (one parser per text)', () => {
    const strangers = [...EXAMPLES.map(([bank, sender]) => [bank, sender]), ['', '+66812345678']];
    for (const [bank, , text] of EXAMPLES)
      for (const [senderBank, sender = ''] of strangers)
        if (senderBank !== bank)
          expect(parse(text, sender), `${bank} text from ${sender}`).toStrictEqual({
            kind: 'unparsed',
            note: `${bank} format from an unexpected sender "${sender}"`,
          });
  });

  it('compares senders without case, spaces or punctuation', () => {
    const [, , text] = EXAMPLES[0]!;
    expect(parse(text, 'KBANK')).toMatchObject({ kind: 'incoming' });
    expect(parse(text, ' kbank ')).toMatchObject({ kind: 'incoming' });
    expect(parse(text, 'K-Bank')).toMatchObject({ kind: 'incoming' });
    expect(parse(text, 'KBank2')).toMatchObject({ kind: 'unparsed' });
  });
});

describe('parseNotification: texts that never credit', () => {
  it.each([
    ['an SCB OTP', '<OTP 123456> กรุณาใส่รหัสเพื่อยืนยันการโอนเงิน 1,000.00 บาท (Ref.ABCD)', 'otp'],
    ['a ttb OTP', 'โอนเงิน 2,000.00 บาท เข้าบ/ช xx1234 Bank Ref= 7QZK, OTP= 482913', 'otp'],
    [
      'an OTP dressed as a deposit',
      '08/03/67 09:15 บชX482913X รับโอนจากX730215X 1500.00บ OTP 123456',
      'otp',
    ],
    ['marketing', 'ยินดีด้วย! รับสิทธิพิเศษ ดอกเบี้ย 2% คลิก https://example.com/promo', 'marketing'],
    ['a balance notice', 'ยอดเงินคงเหลือ บ/ชx640193 ณ 19/05 คือ 22,280.50 บาท', 'balance'],
    [
      'an English withdrawal',
      'Withdrawal THB 500.00 from your A/C x640193 on 19/05@10:02',
      'outgoing',
    ],
  ])('ignores %s', (_, text, reason) => {
    expect(parse(text, '027777777')).toStrictEqual({ kind: 'ignored', reason });
  });
});

describe('parseNotification: hostile input never throws', () => {
  const unparsed = { kind: 'unparsed' };
  it.each([
    ['empty', ''],
    ['whitespace', '  \n\t '],
    ['10 kB of text', 'เงิน 850.00บ เข้าบ/ชx640193 '.repeat(400)],
    ['a real text padded to 10 kB', `${' '.repeat(10_000)}เงิน 850.00บ เข้าบ/ชx640193 19/05@10:02`],
    ['emoji', '💰💰💰 โอนเงินเข้า 💸🎉'],
    ['emoji in a real text', '08/03/67 09:15 บชX482913X รับโอนจากX730215X 1500.00บ 🎉'],
    ['an amount 1e9', '08/03/67 09:15 บชX482913X รับโอนจากX730215X 1e9บ'],
    ['an amount of a billion', '14/05/68 11:08 บช X-8821 เงินเข้า 1,000,000,000.00 คงเหลือ 1.00 บ.'],
    ['an amount 0.001', '14/05/68 11:08 บช X-8821 เงินเข้า 0.001 คงเหลือ 1.00 บ.'],
    ['a zero amount', '14/05/68 11:08 บช X-8821 เงินเข้า 0.00 คงเหลือ 1.00 บ.'],
    ['a negative amount', '08/03/67 09:15 บชX482913X รับโอนจากX730215X -500.00บ'],
    ['a balance that is not an amount', '14/05/68 11:08 บช X-8821 เงินเข้า 1.00 คงเหลือ 1e3 บ.'],
    ['31 February', '31/02/68 09:15 บชX482913X เงินเข้า500.00บ'],
    ['hour 25', '14/05/68 25:08 บช X-8821 เงินเข้า 1.00 คงเหลือ 1.00 บ.'],
    ['control characters', '\u0000\u0001\u0007\u001b[31m'],
    ['a lone surrogate', '\uD800 เงินเข้า'],
    ['a commas bomb', `14/05/68 11:08 บช X-8821 เงินเข้า ${'1,'.repeat(450)}1.00`],
  ])('gives unparsed for %s', (_, text) => {
    expect(parse(text)).toMatchObject(unparsed);
  });

  it('gives unparsed for a year-less text when the time received is not a time', () => {
    expect(
      parse('เงิน 850.00บ เข้าบ/ชx640193 19/05@10:02 ใช้ได้ 22,280.50บ', '027777777', new Date('x')),
    ).toMatchObject(unparsed);
  });

  it('gives unparsed for values of the wrong type (JSON from a device)', () => {
    const odd = (input: unknown) => parseNotification(input as NotificationInput);
    expect(odd({ sender: 'KBank', text: null, receivedAt: received })).toMatchObject(unparsed);
    expect(odd({ sender: 'KBank', text: 42, receivedAt: received })).toMatchObject(unparsed);
    expect(odd({ sender: null, text: EXAMPLES[0]![2], receivedAt: received })).toMatchObject(
      unparsed,
    );
    expect(odd(null)).toMatchObject(unparsed);
  });

  it('answers quickly on adversarial text', () => {
    const started = performance.now();
    for (const text of [
      `${'1'.repeat(990)}x`,
      `14/05/68 11:08 บช X-8821 รับโอนจาก ${'X-1'.repeat(300)}`,
      `Transfer from ${'A '.repeat(490)}`,
      `เงินเข้า: มีการฝาก/โอนเงิน 1.00 บาท${' จากบัญชี'.repeat(90)}`,
    ])
      parse(text, '027777777');
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('keeps a text nobody knows as unparsed', () => {
    expect(parse('สวัสดีครับ', '+66812345678')).toStrictEqual({ kind: 'unparsed' });
  });
});
