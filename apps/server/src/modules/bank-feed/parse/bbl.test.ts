import { describe, expect, it } from 'vitest';
import { parseNotification } from './index';

const parse = (text: string, sender = 'BANGKOKBANK') =>
  parseNotification({ sender, text, receivedAt: new Date('2025-05-19T03:00:00Z') });

describe('Bangkok Bank', () => {
  it('reads a deposit/transfer in: no date, no time, no payer', () => {
    expect(parse('ฝาก/โอนเงินเข้าบ/ชX5127ผ่านMB 2,500.00บ ใช้ได้ 9,104.39บ')).toStrictEqual({
      kind: 'incoming',
      bank: 'BBL',
      account: { digits: '5127', form: 'last' },
      payer: null,
      amount: 250000,
      statedAt: null,
      balance: 910439,
      channel: 'sms',
    });
  });

  it('reads a PromptPay arrival', () => {
    expect(parse('เงินเข้าบ/ชX0272 จากพร้อมเพย์ผ่านMB 12,000.00บ เงินในบ/ชใช้ได้46,769.66บ')).toStrictEqual(
      {
        kind: 'incoming',
        bank: 'BBL',
        account: { digits: '0272', form: 'last' },
        payer: null,
        amount: 1200000,
        statedAt: null,
        balance: 4676966,
        channel: 'sms',
      },
    );
  });

  it('ignores money going out', () => {
    expect(parse('ถอน/โอน/จ่ายเงินจากบ/ชX5127 ผ่านMB 500.00บ ใช้ได้ 8,604.39บ')).toStrictEqual({
      kind: 'ignored',
      reason: 'outgoing',
    });
  });
});
