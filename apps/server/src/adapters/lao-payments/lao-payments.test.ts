import { validate } from 'promptparse';
import { anyId } from 'promptparse/generate';
import { describe, expect, it } from 'vitest';
import { crc16, encode, parseQr, withCrc } from './emvco';
import { onePayQr, readOnePayQr } from './onepay-qr';
import { readOneProof } from './oneproof';
import { oneProofPayload } from '../../test/slip-image';

const merchant = { mcid: 'mch5c2f0404102fb', mcc: '7995', shopCode: 'LW01' };

const proof = oneProofPayload;

describe('EMVCo for Lao payments', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789').toString(16).toUpperCase()).toBe('29B1');
  });

  it('writes the CRC as BCEL\'s SDK does (unpadded, over "6304") and reads both forms back', () => {
    // find bodies whose CRC is below 0x1000, so the SDK's 3-digit form shows
    let short: string | null = null;
    for (let i = 0; i < 5000 && !short; i++) {
      const body = encode([
        ['00', '01'],
        ['62', [['01', `INV${i}`]]],
      ]);
      if (crc16(`${body}6304`) < 0x1000) short = body;
    }
    expect(short).not.toBeNull();
    const unpadded = withCrc(short!, { padded: false });
    expect(unpadded.slice(short!.length, short!.length + 4)).toBe('6303');
    expect(parseQr(unpadded)?.sub('62', '01')).toMatch(/^INV\d+$/);
    const padded = withCrc(short!, { padded: true });
    expect(padded.slice(short!.length, short!.length + 5)).toBe('63040');
    expect(parseQr(padded)).not.toBeNull();
    // one character changed: the CRC no longer matches
    expect(parseQr(unpadded.replace('INV', 'INW'))).toBeNull();
  });
});

describe('BCEL OnePay QR', () => {
  it("asks for kip (418) in whole kip with BCEL's marker, merchant and our reference", () => {
    const payload = onePayQr(merchant, { kip: 50_000, reference: 'Q123', description: 'deposit' });
    const qr = parseQr(payload)!;
    expect(qr.fields.get('00')).toBe('01');
    expect(qr.fields.get('01')).toBe('11');
    expect(qr.sub('33', '00')).toBe('BCEL');
    expect(qr.sub('33', '01')).toBe('ONEPAY');
    expect(qr.sub('33', '02')).toBe(merchant.mcid);
    expect(qr.fields.get('53')).toBe('418');
    expect(qr.fields.get('54')).toBe('50000');
    expect(qr.fields.get('58')).toBe('VTE');
    expect(qr.fields.get('60')).toBe('LA');
    expect(qr.sub('62', '07')).toBe('LW01');
    expect(readOnePayQr(payload)).toEqual({
      mcid: merchant.mcid,
      currency: '418',
      kip: 50_000,
      reference: 'Q123',
    });
    // never a Thai QR: no PromptPay template, no baht
    expect(payload).not.toContain('A000000677010111');
    expect(qr.fields.get('53')).not.toBe('764');
  });

  it('refuses a fraction of a kip or nothing at all', () => {
    for (const kip of [0, -5, 1.5]) {
      expect(() => onePayQr(merchant, { kip, reference: 'Q1', description: '' })).toThrow();
    }
  });
});

describe('BCEL OneProof', () => {
  it('reads the ticket and reference of a BCEL receipt', () => {
    expect(readOneProof(proof('T202611260001', 'FCC998877'))).toEqual({
      type: 'TRANSFER',
      ticket: 'T202611260001',
      fccref: 'FCC998877',
    });
  });

  it('refuses what promptparse lets through: a Thai PromptPay QR, no marker, no ticket', () => {
    const promptPay = anyId({ type: 'MSISDN', target: '0812345678', amount: 100 });
    // promptparse's check joins its markers with && and answers an empty proof
    expect(validate.bcelOneProof(promptPay)).toEqual({
      type: undefined,
      ticket: undefined,
      fccref: undefined,
    });
    expect(readOneProof(promptPay)).toBeNull();
    expect(readOneProof(proof('', 'FCC1'))).toBeNull();
    expect(readOneProof(proof('T1', ''))).toBeNull();
    const unmarked = withCrc(
      encode([
        ['00', '01'],
        [
          '33',
          [
            ['00', 'XBANK'],
            ['03', 'T1'],
            ['04', 'F1'],
          ],
        ],
      ]),
      { padded: true },
    );
    expect(readOneProof(unmarked)).toBeNull();
    expect(readOneProof('not a qr at all')).toBeNull();
  });
});
