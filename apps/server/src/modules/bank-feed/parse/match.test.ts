import { describe, expect, it } from 'vitest';
import { parseNotification } from './index';
import { payerMatches } from './match';
import type { Payer } from './types';

const payerOf = (
  sender: string,
  text: string,
  receivedAt = '2025-05-19T03:05:00Z',
): Payer | null => {
  const line = parseNotification({ sender, text, receivedAt: new Date(receivedAt) });
  if (line.kind !== 'incoming') throw new Error(`not incoming: ${JSON.stringify(line)}`);
  return line.payer;
};

describe('payerMatches', () => {
  it('KBank old: the 6 shown digits are digits 4–9 of a KBank account', () => {
    const payer = payerOf(
      'KBank',
      '08/03/67 09:15 บชX482913X รับโอนจากX730215X 1500.00บ คงเหลือ12450.75บ',
    );
    expect(payerMatches(payer, { bankCode: 'KBANK', accountNo: '1237302154' })).toBe(true);
    expect(payerMatches(payer, { bankCode: 'KBANK', accountNo: '123-7-30215-4' })).toBe(true);
    expect(payerMatches(payer, { bankCode: 'KBANK', accountNo: '1234730215' })).toBe(false); // last 6
    expect(payerMatches(payer, { bankCode: 'KBANK', accountNo: '1237302164' })).toBe(false);
    expect(payerMatches(payer, { bankCode: 'SCB', accountNo: '1237302154' })).toBe(false);
    expect(payerMatches(payer, { bankCode: 'KBANK', accountNo: '730215' })).toBe(false); // too short
  });

  it('KBank current: last 4, any bank (the text does not say)', () => {
    const payer = payerOf(
      'KBank',
      '14/05/68 11:08 บช X-8821 รับโอนจาก X-4417 2,350.00 คงเหลือ 18,402.10 บ.',
    );
    expect(payerMatches(payer, { bankCode: 'KBANK', accountNo: '012-3-45441-7' })).toBe(true);
    expect(payerMatches(payer, { bankCode: 'BBL', accountNo: '0123454417' })).toBe(true);
    expect(payerMatches(payer, { bankCode: 'KBANK', accountNo: '0123454418' })).toBe(false);
  });

  it('SCB from another bank: the bank and the last 6', () => {
    const payer = payerOf(
      '027777777',
      '18/05@14:44 1,200.00 จากKTB/x552817เข้าx640193 ใช้ได้21,430.50บ',
    );
    expect(payerMatches(payer, { bankCode: 'KTB', accountNo: '9815528170' })).toBe(false);
    expect(payerMatches(payer, { bankCode: 'KTB', accountNo: '9819552817' })).toBe(true);
    expect(payerMatches(payer, { bankCode: 'KBANK', accountNo: '9819552817' })).toBe(false);
  });

  it('a bank shown but not known matches nobody', () => {
    const payer = payerOf('027777777', '18/05@14:44 1.00 จากZZZZ/x552817เข้าx640193 ใช้ได้1.00บ');
    expect(payer).toStrictEqual({ bankShown: 'ZZZZ', digits: '552817', digitsAt: 'last' });
    expect(payerMatches(payer, { bankCode: 'KTB', accountNo: '9819552817' })).toBe(false);
  });

  it('SCB from SCB: the shown English name starts the member account name', () => {
    const payer = payerOf(
      '027777777',
      '12/05@20:29 700.00 โอนจากWIRAPHON SAKUเข้าx640193 ใช้ได้4,900.00บ',
    );
    const scb = (accountName: string | null) =>
      payerMatches(payer, { bankCode: 'SCB', accountNo: '1112223334', accountName });
    expect(scb('Wiraphon Sakulthai')).toBe(true);
    expect(scb('WIRAPHON  SAKULTHAI')).toBe(true);
    expect(scb('Mr. Wiraphon Sakulthai')).toBe(true);
    expect(scb('Wiraphon Somsak')).toBe(false);
    expect(scb('Wiraphon')).toBe(false);
    expect(scb('วิราภรณ์ สกุลไทย')).toBe(false); // a Thai name cannot be compared
    expect(scb(null)).toBe(false);
    expect(
      payerMatches(payer, {
        bankCode: 'KBANK',
        accountNo: '1112223334',
        accountName: 'Wiraphon Sakulthai',
      }),
    ).toBe(false);
  });

  it('a name too short to say anything matches nobody', () => {
    expect(
      payerMatches(
        { bank: 'SCB', name: 'W A' },
        { bankCode: 'SCB', accountNo: '1', accountName: 'W ANAN' },
      ),
    ).toBe(false);
  });

  it('GSB: leading and last digits both', () => {
    const payer = payerOf(
      'MyMo',
      'เงินเข้า: มีการฝาก/โอนเงิน 1,500.00 บาท จากบัญชี KBNK 0427XXXX3318 เข้าบัญชี GSBA 0209XXXX6615 วันที่ 24 พ.ค. 2568 เวลา 15:04 น. คงเหลือ 6,215.40 บาท',
    );
    expect(payerMatches(payer, { bankCode: 'KBANK', accountNo: '0427553318' })).toBe(true);
    expect(payerMatches(payer, { bankCode: 'KBANK', accountNo: '0428553318' })).toBe(false);
    expect(payerMatches(payer, { bankCode: 'KBANK', accountNo: '0427553319' })).toBe(false);
  });

  it('Krungthai NEXT: payer bank from its Thai name, last 4', () => {
    const payer = payerOf(
      'Krungthai NEXT',
      'ได้รับ +59.84 บาท เข้าพร้อมเพย์ จากบัญชี ไทยพาณิชย์ XXX-X-XX805-8',
    );
    expect(payerMatches(payer, { bankCode: 'SCB', accountNo: '123-4-56805-8' })).toBe(true);
    expect(payerMatches(payer, { bankCode: 'KTB', accountNo: '123-4-56805-8' })).toBe(false);
  });

  it('ttb under its older codes', () => {
    const payer: Payer = { bank: 'TMB', bankShown: 'TBNK', digits: '4417', digitsAt: 'last' };
    expect(payerMatches(payer, { bankCode: 'TMB', accountNo: '0001114417' })).toBe(true);
    expect(payerMatches(payer, { bankCode: 'ttb', accountNo: '0001114417' })).toBe(true);
  });

  it('no payer, or a cut-off payer with no digits, matches nobody', () => {
    expect(payerMatches(null, { bankCode: 'KBANK', accountNo: '0427553318' })).toBe(false);
    const cut = payerOf('MyMo', 'เงินเข้า: มีการฝาก/โอนเงิน 10.00 บาท จากบัญชี KBNK');
    expect(cut).toStrictEqual({ bank: 'KBANK', bankShown: 'KBNK' });
    expect(payerMatches(cut, { bankCode: 'KBANK', accountNo: '0427553318' })).toBe(false);
    expect(payerMatches({}, { bankCode: 'KBANK', accountNo: '0427553318' })).toBe(false);
    expect(
      payerMatches({ digits: '', digitsAt: 'last' }, { bankCode: 'KBANK', accountNo: '1' }),
    ).toBe(false);
  });
});
