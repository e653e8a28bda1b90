import { describe, expect, it } from 'vitest';
import { bankDisplayName, bankName, currencyName, findBank, moneyPlaceName } from '../bank-names';

describe('bank names (issue 13)', () => {
  it('finds a Thai bank by its letter code, an alias or its 3-digit code', () => {
    expect(findBank('KBANK')?.code).toBe('KBANK');
    expect(findBank('004')?.code).toBe('KBANK');
    expect(findBank('4')?.code).toBe('KBANK');
    expect(findBank(' kbank ')?.code).toBe('KBANK');
    expect(findBank('TMB')?.code).toBe('TTB');
    expect(findBank('011')?.code).toBe('TTB');
    expect(findBank('LHBANK')?.code).toBe('LHB');
    expect(findBank('073')?.code).toBe('LHB');
    expect(findBank('nope')).toBeUndefined();
    expect(findBank(null)).toBeUndefined();
  });

  it('knows every Thai bank code of the issue and the Lao banks', () => {
    const codes = {
      '002': 'BBL',
      '004': 'KBANK',
      '006': 'KTB',
      '011': 'TTB',
      '014': 'SCB',
      '022': 'CIMB',
      '024': 'UOB',
      '025': 'BAY',
      '030': 'GSB',
      '034': 'BAAC',
      '067': 'TISCO',
      '069': 'KKP',
      '073': 'LHB',
    };
    for (const [number, code] of Object.entries(codes)) expect(findBank(number)?.code).toBe(code);
    for (const code of ['BCEL', 'LDB', 'APB', 'JDB']) expect(findBank(code)?.code).toBe(code);
  });

  it('names a bank in th, la (Lao script) and en, full or short', () => {
    expect(bankName('002', 'en')).toBe('Bangkok Bank');
    expect(bankName('KBANK', 'th')).toBe('ธนาคารกสิกรไทย');
    expect(bankName('KBANK', 'la')).toBe('ທະນາຄານກະສິກອນໄທ');
    expect(bankName('014', 'en', { short: true })).toBe('SCB');
    expect(bankName('KTB', 'th', { short: true })).toBe('กรุงไทย');
    expect(bankName('BCEL', 'la')).toBe('ທະນາຄານການຄ້າຕ່າງປະເທດລາວ');
    expect(bankName('WW', 'en')).toBeNull();
  });

  it('prefers the table, then the server names', () => {
    const server = { nameTH: 'ธนาคารอื่น', nameEN: 'Other Bank' };
    expect(bankDisplayName('SCB', server, 'la')).toBe('ທະນາຄານໄທພານິດ');
    expect(bankDisplayName('XYZ', server, 'en')).toBe('Other Bank');
    expect(bankDisplayName('XYZ', server, 'la')).toBe('ธนาคารอื่น');
  });

  it('names the wallet, TrueMoney and a generic bank transfer; games are not its business', () => {
    expect(moneyPlaceName('WALLET', 'th')).toBe('กระเป๋าเงิน');
    expect(moneyPlaceName('WALLET', 'la')).toBe('ກະເປົາເງິນ');
    expect(moneyPlaceName('WALLET', 'en')).toBe('Wallet');
    expect(moneyPlaceName('TRUEMONEY', 'en')).toBe('TrueMoney');
    for (const code of ['MANUAL', 'BANK', 'UNKNOWN']) {
      expect(moneyPlaceName(code, 'en')).toBe('Bank transfer');
      expect(moneyPlaceName(code, 'th')).toBe('โอนผ่านธนาคาร');
      expect(moneyPlaceName(code, 'la')).toBe('ໂອນຜ່ານທະນາຄານ');
    }
    expect(moneyPlaceName('004', 'en')).toBe('KBank');
    expect(moneyPlaceName('PG Slot', 'en')).toBeNull();
  });

  it('writes a currency as the language does', () => {
    expect(currencyName('BAHT', 'th')).toBe('บาท');
    expect(currencyName('BAHT', 'en')).toBe('THB');
    expect(currencyName('THB', 'la')).toBe('ບາດ');
    expect(currencyName('LAK', 'la')).toBe('ກີບ');
    expect(currencyName('LAK', 'en')).toBe('LAK');
    expect(currencyName('USD', 'en')).toBe('USD');
  });
});
