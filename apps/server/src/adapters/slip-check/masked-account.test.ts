import { describe, expect, it } from 'vitest';
import { compareMasked, compareName, receiverIsOurs } from './masked-account';

describe('a masked receiver against one of our accounts (visible digits at their positions)', () => {
  it('KBank xxx-x-x6789-x shows digits 6–9 and hides the last: the last 4 would never match', () => {
    expect(compareMasked('xxx-x-x6789-x', '1234567890')).toBe('same');
    expect(compareMasked('xxx-x-x3456-x', '0641234567')).toBe('same');
    expect(compareMasked('XXX-X-X3456-X', '0641234567')).toBe('same');
    // the old rule's reading (the last 4 visible digits as the tail) is wrong for this mask
    expect(compareMasked('xxx-x-x4567-x', '0641234567')).toBe('different');
    expect(compareMasked('xxx-x-x6780-x', '1234567890')).toBe('different');
  });

  it('SCB xxx-xxx123-4 shows the last 4', () => {
    expect(compareMasked('xxx-xxx123-4', '9876541234')).toBe('same');
    expect(compareMasked('xxx-xxx456-8', '4071234568')).toBe('same');
    expect(compareMasked('xxx-xxx123-5', '9876541234')).toBe('different');
  });

  it('* and spaces as well; first 4 + last 4 (EasySlip) keeping positions', () => {
    expect(compareMasked('064*-**4567', '0641234567')).toBe('same');
    expect(compareMasked('0641 xx 4567', '0641234567')).toBe('same');
    expect(compareMasked('0642xx4567', '0641234567')).toBe('different');
  });

  it('a mask of another length: head and tail around one run of wildcards', () => {
    // the docs' 12-character example against a 10-digit account
    expect(compareMasked('0641xxxx4567', '0641234567')).toBe('same');
    expect(compareMasked('xxxx4567', '0641234567')).toBe('same');
    expect(compareMasked('0641xxxx4568', '0641234567')).toBe('different');
    // cannot be aligned: wildcards on both sides of the digits
    expect(compareMasked('x3456-x', '0641234567')).toBe('unknown');
  });

  it('full numbers compare whole', () => {
    expect(compareMasked('064-1-23456-7', '0641234567')).toBe('same');
    expect(compareMasked('0641234568', '0641234567')).toBe('different');
    expect(compareMasked('06412345678', '0641234567')).toBe('different');
  });

  it('too few visible digits, or something else than a mask, say nothing', () => {
    expect(compareMasked('xxx-x-xxxxx-x', '0641234567')).toBe('unknown');
    expect(compareMasked('xxx-x-xx56-x', '0641234567')).toBe('unknown');
    expect(compareMasked('', '0641234567')).toBe('unknown');
    expect(compareMasked('นาย ก', '0641234567')).toBe('unknown');
  });

  it('names: partial, with titles, only in the same script', () => {
    expect(compareName('บจก. ลักกี้ วอลเล็ท', 'บจก. ลักกี้ วอลเล็ท')).toBe(true);
    expect(compareName('บริษัท ลักกี้ วอลเล็ท จำกัด', 'บจก. ลักกี้ วอลเล็ท')).toBe(true);
    expect(compareName('บจก. ลักกี้ ว', 'บจก. ลักกี้ วอลเล็ท')).toBe(true);
    expect(compareName('นาย สมชาย ใจดี', 'บจก. ลักกี้ วอลเล็ท')).toBe(false);
    expect(compareName('LUCKY WALLET CO.,LTD.', 'บจก. ลักกี้ วอลเล็ท')).toBeNull();
    expect(compareName('MR. SOMCHAI J', 'Somchai Jaidee')).toBe(true);
    expect(compareName('', 'Somchai')).toBeNull();
  });

  it('a receiver is ours when an account agrees by digits and no shown name contradicts', () => {
    const accounts = [
      { bankAccountNo: '0641234567', bankAccountName: 'บจก. ลักกี้ วอลเล็ท' },
      { bankAccountNo: '4071234568', bankAccountName: 'บจก. ลักกี้ วอลเล็ท' },
    ];
    expect(receiverIsOurs({ account: 'xxx-x-x3456-x', names: [] }, accounts)).toBe('same');
    expect(receiverIsOurs({ account: 'xxx-xxx456-8', names: ['บจก. ลักกี้ ว'] }, accounts)).toBe(
      'same',
    );
    expect(receiverIsOurs({ account: 'xxx-x-x3456-x', names: ['นาย สมชาย'] }, accounts)).toBe(
      'different',
    );
    expect(receiverIsOurs({ account: 'xxx-x-x9999-x', names: [] }, accounts)).toBe('different');
    expect(receiverIsOurs({ account: 'xxx-x-xxxxx-x', names: [] }, accounts)).toBe('unknown');
    expect(receiverIsOurs({ account: null, names: [] }, accounts)).toBe('unknown');
  });
});

describe('accounts compared', () => {
  it('only baht accounts: a kip account of another length does not make a receiver unknown', () => {
    const accounts = [
      { bankAccountNo: '0641234567', currency: 'BAHT' },
      { bankAccountNo: '0101000123456', currency: 'LAK' },
    ];
    expect(receiverIsOurs({ account: 'xxx-x-x9999-x', names: [] }, accounts)).toBe('different');
    expect(receiverIsOurs({ account: 'xxx-x-x3456-x', names: [] }, accounts)).toBe('same');
  });
});
