import { ERROR_CODES, LOCALES, SLIP_REASON_CODES } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { resources } from '@/locales';
import { ApiError, CLIENT_ERROR_CODES } from '../api-error';
import { changeLocale, errorMessage, i18n, setSiteCurrency, translateCode } from '../i18n';
import { storage } from '../storage';

const THAI = /[\u0E00-\u0E7F]/;
const LAO = /[\u0E80-\u0EFF]/;
const script = { th: THAI, la: LAO, en: /[A-Za-z]/ } as const;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('message table coverage', () => {
  it.each(LOCALES)('%s has a non-empty text in its own script for every ErrorCode', (locale) => {
    const { errors, publicErrors } = resources[locale].translation;
    const texts: Record<string, unknown> = { ...errors, ...publicErrors };
    for (const code of [...ERROR_CODES, ...CLIENT_ERROR_CODES]) {
      const text: unknown = texts[code];
      expect(typeof text === 'string' && text.trim().length > 0, `${locale} ${code}`).toBe(true);
      expect(String(text), `${locale} ${code}`).toMatch(script[locale]);
    }
  });

  it.each(LOCALES)('%s has a text for every slip reason code', (locale) => {
    const reasons = resources[locale].translation.slipReasons as Record<string, string>;
    for (const code of SLIP_REASON_CODES) {
      expect(reasons[code]?.trim(), `${locale} ${code}`).toMatch(script[locale]);
    }
  });

  it('th and la have exactly the keys of en', () => {
    const en = keysOf(resources.en.translation).sort();
    expect(keysOf(resources.th.translation).sort()).toEqual(en);
    expect(keysOf(resources.la.translation).sort()).toEqual(en);
  });
});

describe('translating server codes (spec §8)', () => {
  it('uses the message table when a key exists and the raw text otherwise', async () => {
    await i18n.changeLanguage('th');
    expect(translateCode('WRONG_CREDENTIAL')).toBe('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
    expect(translateCode('Bank maintenance until 02:00')).toBe('Bank maintenance until 02:00');
    expect(errorMessage(new ApiError('TIMEOUT', 0))).toMatch(THAI);
    expect(errorMessage(new Error('boom'))).toBe(i18n.t('common.unexpected'));
  });

  it('remembers the chosen language and sets <html lang> (Lao is "lo")', async () => {
    await changeLocale('la');
    expect(storage.getLocale()).toBe('la');
    expect(document.documentElement.lang).toBe('lo');
    await changeLocale('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('only remembers a language already shown: no change is announced, no text renders again', async () => {
    await changeLocale('th');
    localStorage.clear();
    const announced: string[] = [];
    const listen = (lng: string) => announced.push(lng);
    i18n.on('languageChanged', listen);
    try {
      await changeLocale('th');
      expect(storage.getLocale()).toBe('th');
      expect(announced).toEqual([]);
      await changeLocale('en');
      expect(announced).toEqual(['en']);
    } finally {
      i18n.off('languageChanged', listen);
    }
  });
});

describe('the currency in texts', () => {
  it('says baht on the Thai site and kip on the Lao one, in each language', async () => {
    const text = () => i18n.t('responsible.limits.unlimited', { used: '100' });
    await changeLocale('en');
    expect(text()).toBe('No limit. Deposited in this period: 100 baht.');
    setSiteCurrency('LA');
    try {
      expect(text()).toBe('No limit. Deposited in this period: 100 kip.');
      await changeLocale('la');
      expect(text()).toContain('100 ກີບ');
      await changeLocale('th');
      expect(text()).toContain('100 กีบ');
    } finally {
      setSiteCurrency('TH');
    }
    expect(text()).toContain('100 บาท');
    // no text is left with the word written in (or an unfilled placeholder)
    for (const locale of LOCALES) {
      const all = JSON.stringify(resources[locale].translation);
      expect(all, locale).not.toMatch(/\bbaht\b(?!":| \(BAHT\))/);
    }
  });
});
