import { describe, expect, it } from 'vitest';
import { parseNotification } from './index';

describe('BAAC', () => {
  it('reads a PromptPay transfer in: last 4, no payer, BE year, seconds', () => {
    expect(
      parseNotification({
        sender: 'BAAC',
        text: '20/05/68 17:52:48 บัญชี x9576 รับโอนพร้อมเพย์ จำนวน 10.00 บาท ยอดเงินคงเหลือ 10.39 บาท',
        receivedAt: new Date('2025-05-20T10:53:00Z'),
      }),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'BAAC',
      account: { digits: '9576', form: 'last' },
      payer: null,
      amount: 1000,
      statedAt: new Date('2025-05-20T10:52:48Z'),
      balance: 1039,
    });
  });
});
