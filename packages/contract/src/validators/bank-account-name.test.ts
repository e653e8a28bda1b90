import { describe, expect, it } from 'vitest';
import {
  bankAccountNameNeedsFix,
  normalizeBankAccountName,
  requiresEnglishName,
  validateBankAccountName,
  validateEditedBankAccountName,
} from './bank-account-name';

describe('requiresEnglishName', () => {
  it('is true for KTB, TMB and BBL only', () => {
    expect(requiresEnglishName('KTB')).toBe(true);
    expect(requiresEnglishName('TMB')).toBe(true);
    expect(requiresEnglishName('BBL')).toBe(true);
    expect(requiresEnglishName('ktb')).toBe(true);
    expect(requiresEnglishName('KBANK')).toBe(false);
    expect(requiresEnglishName('SCB')).toBe(false);
    expect(requiresEnglishName('')).toBe(false);
  });
});

describe('validateBankAccountName', () => {
  it('requires a name', () => {
    expect(validateBankAccountName('SCB', '')).toBe('REQUIRED');
    expect(validateBankAccountName('KTB', '   ')).toBe('REQUIRED');
  });

  it('accepts any script at other banks', () => {
    expect(validateBankAccountName('SCB', 'สมชาย ใจดี')).toBeNull();
    expect(validateBankAccountName('KBANK', 'Somchai Jaidee')).toBeNull();
  });

  it('needs English letters and spaces at KTB, TMB and BBL', () => {
    expect(validateBankAccountName('KTB', 'Somchai Jaidee')).toBeNull();
    expect(validateBankAccountName('TMB', 'SOMCHAI JAIDEE')).toBeNull();
    expect(validateBankAccountName('BBL', 'สมชาย ใจดี')).toBe('BANK_ACCOUNT_NAME_ENG');
    expect(validateBankAccountName('KTB', 'Somchai Jaidee2')).toBe('BANK_ACCOUNT_NAME_ENG');
    expect(validateBankAccountName('KTB', "O'Neil")).toBe('BANK_ACCOUNT_NAME_ENG');
    expect(validateBankAccountName('KTB', 'Somchai-Jaidee')).toBe('BANK_ACCOUNT_NAME_ENG');
    expect(validateBankAccountName('KTB', 'Zoë')).toBe('BANK_ACCOUNT_NAME_ENG');
  });
});

describe('validateEditedBankAccountName', () => {
  it('requires a name', () => {
    expect(validateEditedBankAccountName('')).toBe('REQUIRED');
    expect(validateEditedBankAccountName('  ')).toBe('REQUIRED');
  });

  it('accepts letters A-Z and spaces only', () => {
    expect(validateEditedBankAccountName('SOMCHAI JAIDEE')).toBeNull();
    expect(validateEditedBankAccountName('somchai jaidee')).toBeNull();
    expect(validateEditedBankAccountName('สมชาย')).toBe('BANK_ACCOUNT_NAME_ENG');
    expect(validateEditedBankAccountName('SOMCHAI.J')).toBe('BANK_ACCOUNT_NAME_ENG');
  });
});

describe('bankAccountNameNeedsFix (spec §4 forced edit)', () => {
  it('is true only for an English-name bank holding a name that is not A-Z', () => {
    expect(bankAccountNameNeedsFix('KTB', 'สมชาย ใจดี')).toBe(true);
    expect(bankAccountNameNeedsFix('bbl', 'SOMCHAI 2')).toBe(true);
    expect(bankAccountNameNeedsFix('KTB', 'SOMCHAI JAIDEE')).toBe(false);
    expect(bankAccountNameNeedsFix('SCB', 'สมชาย ใจดี')).toBe(false);
  });
});

describe('normalizeBankAccountName', () => {
  it('upper-cases, trims and collapses spaces', () => {
    expect(normalizeBankAccountName('  somchai   jaidee ')).toBe('SOMCHAI JAIDEE');
    expect(normalizeBankAccountName('a\tb')).toBe('A B');
    expect(normalizeBankAccountName('')).toBe('');
    expect(normalizeBankAccountName('สมชาย  ใจดี')).toBe('สมชาย ใจดี');
  });
});
