import { describe, expect, it } from 'vitest';
import { parseNotification } from './index';

const parse = (text: string, receivedAt: string, sender = '027777777') =>
  parseNotification({ sender, text, receivedAt: new Date(receivedAt) });

const account = { digits: '640193', form: 'last' };

describe('SCB SMS (no year: the one nearest before the time received)', () => {
  it('reads a transfer from another bank: bank code and last 6', () => {
    expect(
      parse('18/05@14:44 1,200.00 จากKTB/x552817เข้าx640193 ใช้ได้21,430.50บ', '2025-05-18T07:44:20Z'),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'SCB',
      account,
      payer: { bank: 'KTB', bankShown: 'KTB', digits: '552817', digitsAt: 'last' },
      amount: 120000,
      statedAt: new Date('2025-05-18T07:44:00Z'),
      balance: 2143050,
      channel: 'sms',
    });
  });

  it('normalises the letter codes to the app bank codes', () => {
    const payerOf = (code: string) => {
      const line = parse(
        `18/05@14:44 1.00 จาก${code}/x552817เข้าx640193 ใช้ได้1.00บ`,
        '2025-05-18T07:45Z',
      );
      return line.kind === 'incoming' ? line.payer?.bank : line.kind;
    };
    expect(payerOf('KBNK')).toBe('KBANK');
    expect(payerOf('BBLA')).toBe('BBL');
    expect(payerOf('KTBA')).toBe('KTB');
    expect(payerOf('BAAC')).toBe('BAAC');
    expect(payerOf('TBNK')).toBe('TMB');
    expect(payerOf('GSBA')).toBe('GSB');
    expect(payerOf('ZZZZ')).toBeUndefined(); // shown but unknown: bankShown stays, bank absent
  });

  it('reads a transfer from SCB: the payer English name, no digits', () => {
    expect(
      parse(
        '12/05@20:29 700.00 โอนจากWIRAPHON SAKUเข้าx640193 ใช้ได้4,900.00บ',
        '2025-05-12T13:30:00Z',
      ),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'SCB',
      account,
      payer: { bank: 'SCB', name: 'WIRAPHON SAKU' },
      amount: 70000,
      statedAt: new Date('2025-05-12T13:29:00Z'),
      balance: 490000,
      channel: 'sms',
    });
  });

  it('reads money in without payer', () => {
    expect(
      parse('เงิน 850.00บ เข้าบ/ชx640193 19/05@10:02 ใช้ได้ 22,280.50บ', '2025-05-19T03:02:30Z'),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'SCB',
      account,
      payer: null,
      amount: 85000,
      statedAt: new Date('2025-05-19T03:02:00Z'),
      balance: 2228050,
      channel: 'sms',
    });
  });

  it('reads a bulk/payroll transfer as money in (no payer, no balance)', () => {
    expect(
      parse('เงินโอน/เงินเดือน 37,282.42บ เข้าบ/ชx055215 25/04@03:39', '2025-04-24T20:40:00Z'),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'SCB',
      account: { digits: '055215', form: 'last' },
      payer: null,
      amount: 3728242,
      statedAt: new Date('2025-04-24T20:39:00Z'),
      balance: null,
      channel: 'sms',
    });
  });

  it('reads the English SMS from another bank (double spaces and all)', () => {
    expect(
      parse(
        'Transfer from KBNK/x204816 amount THB 950.00 to your account x640193  on 19/05@09:24  Available balance is THB 23,230.50.',
        '2025-05-19T02:25:00Z',
      ),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'SCB',
      account,
      payer: { bank: 'KBANK', bankShown: 'KBNK', digits: '204816', digitsAt: 'last' },
      amount: 95000,
      statedAt: new Date('2025-05-19T02:24:00Z'),
      balance: 2323050,
      channel: 'sms',
    });
  });

  it('reads the English SMS from SCB (a name) and a cash deposit (no payer)', () => {
    expect(
      parse(
        'Transfer from Wiraphon Saku amount THB 300.00 to your account x640193 on 19/05@11:00 Available balance is THB 1,000.00.',
        '2025-05-19T04:00:10Z',
      ),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'SCB',
      account,
      payer: { bank: 'SCB', name: 'WIRAPHON SAKU' },
      amount: 30000,
      statedAt: new Date('2025-05-19T04:00:00Z'),
      balance: 100000,
      channel: 'sms',
    });
    expect(
      parse(
        'Cash/transfer deposit amount THB 2,000.00 via CDM to your A/C x640193 on 19/05@12:30 Available balance is THB 3,000.00.',
        '2025-05-19T05:31:00Z',
      ),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'SCB',
      account,
      payer: null,
      amount: 200000,
      statedAt: new Date('2025-05-19T05:30:00Z'),
      balance: 300000,
      channel: 'sms',
    });
  });

  it('puts a text without year in the year nearest before its arrival, around New Year', () => {
    const stated = (text: string, receivedAt: string) => {
      const line = parse(text, receivedAt);
      return line.kind === 'incoming' ? line.statedAt : line;
    };
    const at = (when: string) => `เงิน 1.00บ เข้าบ/ชx640193 ${when} ใช้ได้ 1.00บ`;
    // 23:58 on 31 December, received 00:03 on 1 January 2025 (Thai time): last year's
    expect(stated(at('31/12@23:58'), '2024-12-31T17:03:00Z')).toStrictEqual(
      new Date('2024-12-31T16:58:00Z'),
    );
    // a phone clock a few minutes behind the bank's: 00:01 on 1 January is next year's
    expect(stated(at('01/01@00:01'), '2024-12-31T16:59:00Z')).toStrictEqual(
      new Date('2024-12-31T17:01:00Z'),
    );
    // days ahead of the time received: last year's (and so stale for the caller)
    expect(stated(at('25/12@10:00'), '2025-12-20T03:00:00Z')).toStrictEqual(
      new Date('2024-12-25T03:00:00Z'),
    );
    // 29 February exists only in leap years
    expect(stated(at('29/02@10:00'), '2025-03-01T03:00:00Z')).toStrictEqual(
      new Date('2024-02-29T03:00:00Z'),
    );
    expect(stated(at('31/02@10:00'), '2025-03-01T03:00:00Z')).toStrictEqual({
      kind: 'unparsed',
      note: 'SCB format, no such date',
    });
  });
});

describe('SCB EASY push', () => {
  it('reads the payer bank and last 4, a Buddhist four-digit year and a Thai month', () => {
    expect(
      parse(
        'คุณได้รับเงิน 69.89 บาท ผ่านรายการพร้อมเพย์จาก KTB / xxxxxx6048 เข้าบัญชี xxxxxx1083 เมื่อ 17 พ.ค. 2568 - 16:28',
        '2025-05-17T09:28:05Z',
        'SCB EASY',
      ),
    ).toStrictEqual({
      kind: 'incoming',
      bank: 'SCB',
      account: { digits: '1083', form: 'last' },
      payer: { bank: 'KTB', bankShown: 'KTB', digits: '6048', digitsAt: 'last' },
      amount: 6989,
      statedAt: new Date('2025-05-17T09:28:00Z'),
      balance: null,
      channel: 'push',
    });
  });
});

describe('SCB texts that never credit', () => {
  it.each([
    [
      'a withdrawal/transfer out',
      'ถอน/โอนเงิน 10,000.00บ บ/ชx833473 18/05@12:29 ใช้ได้657.53บ',
      'outgoing',
    ],
    ['an ENET payment', 'ชำระเงิน 500.00 บ ผ่านENETจากบ/ช x055215 ใช้ได้ 1,354.62 บ', 'outgoing'],
    [
      'a card payment',
      'ขอบคุณที่ใช้จ่ายผ่านบัตร SCB x055215 ที่ AFTER YOU-101 THE TH จำนวน 635.00 บาท วันที่ 02/07',
      'card',
    ],
    [
      'a cheque not yet cleared',
      'เช็คเข้า 8,730.00บ. เข้าบ/ช x055215 ผ่าน TELL ใช้ได้ 1,892.02บ.',
      'cheque',
    ],
    ['an OTP', '<OTP 482913> โอนเงิน 1,000.00 บาท ไปยังบัญชี x1234 (Ref. QWER) ห้ามบอกรหัสนี้แก่ผู้อื่น', 'otp'],
  ])('ignores %s', (_, text, reason) => {
    expect(parse(text, '2025-05-18T07:45:00Z')).toStrictEqual({ kind: 'ignored', reason });
  });
});
