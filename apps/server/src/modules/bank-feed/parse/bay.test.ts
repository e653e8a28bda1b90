import { describe, expect, it } from 'vitest';
import { parseNotification } from './index';

describe('Krungsri', () => {
  it('reads a transfer in: digits 4–9 of ours, no payer, unpadded BE date', () => {
    expect(
      parseNotification({
        sender: 'Krungsri',
        text: 'โอนเข้า xxx604218x  980.00 เหลือ 3,700.00 (17/5/68,16:27)',
        receivedAt: new Date('2025-05-17T09:27:30Z'),
      }),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'BAY',
      account: { digits: '604218', form: 'before-last' },
      payer: null,
      amount: 98000,
      statedAt: new Date('2025-05-17T09:27:00Z'),
      balance: 370000,
      channel: 'sms',
    });
  });
});
