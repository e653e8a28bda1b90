import { describe, expect, it } from 'vitest';
import { parseNotification } from './index';

const parse = (text: string, receivedAt: string, sender = 'ttbbank') =>
  parseNotification({ sender, text, receivedAt: new Date(receivedAt) });

describe('ttb (the app code TMB)', () => {
  it('reads a transfer in: last 4, no payer, Gregorian year', () => {
    expect(
      parse('มีเงิน1,200.00บ.โอนเข้าบ/ชxx7719เหลือ3,050.00บ.24/05/25@11:42', '2025-05-24T04:42:10Z'),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'TMB',
      account: { digits: '7719', form: 'last' },
      payer: null,
      amount: 120000,
      statedAt: new Date('2025-05-24T04:42:00Z'),
      balance: 305000,
      channel: 'sms',
    });
  });

  it('reads the older TMBBank spacing without โอน', () => {
    expect(
      parse(
        'มีเงิน 3.00บ.เข้าบ/ชxx5340เหลือ 50,006.00 บ.15/12/20@23:04',
        '2020-12-15T16:05Z',
        'TMBBank',
      ),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'TMB',
      account: { digits: '5340', form: 'last' },
      payer: null,
      amount: 300,
      statedAt: new Date('2020-12-15T16:04:00Z'),
      balance: 5000600,
      channel: 'sms',
    });
  });

  it('ignores an OTP', () => {
    expect(
      parse(
        'ทำรายการโอนเงิน 500.00 บาท ไปยัง xx1234 Bank Ref= K7QZ, OTP= 482913',
        '2025-05-24T04:42Z',
      ),
    ).toStrictEqual({ kind: 'ignored', reason: 'otp' });
  });
});
