import type { Locale } from '@wallet/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Translator, useTranslation, i18n as appTranslator, type MessageKey } from '../translator';

const tables: Record<Locale, object> = {
  en: {
    greet: 'Hello {{name}}, {{ currency }}',
    games_one: '{{count}} game',
    games_other: '{{count}} games',
    nested: { deep: { text: 'deep' } },
  },
  th: { greet: 'สวัสดี {{name}}', games_one: '{{count}} เกม', games_other: '{{count}} เกม' },
  la: { greet: 'ສະບາຍດີ {{name}}' },
};

// the test tables' keys are not the app's: `t` is typed for the app's own table
const key = (text: string) => text as MessageKey;

async function started(locale: Locale = 'en'): Promise<Translator> {
  const translator = new Translator();
  await translator.start(locale, async (lng) => tables[lng]);
  return translator;
}

describe('Translator', () => {
  it('fills placeholders from the values, then from the defaults; a missing one leaves nothing', async () => {
    const translator = await started();
    translator.defaults = { currency: 'baht' };
    expect(translator.t(key('greet'), { name: 'Nok' })).toBe('Hello Nok, baht');
    expect(translator.t(key('greet'))).toBe('Hello , baht');
    expect(translator.t(key('nested.deep.text'))).toBe('deep');
  });

  it('picks the plural form by count: English inflects, Thai does not', async () => {
    const translator = await started();
    expect(translator.t(key('games'), { count: 1 })).toBe('1 game');
    expect(translator.t(key('games'), { count: 0 })).toBe('0 games');
    expect(translator.t(key('games'), { count: 2 })).toBe('2 games');
    await translator.changeLanguage('th');
    expect(translator.t(key('games'), { count: 1 })).toBe('1 เกม');
  });

  it('answers the key itself for a text it does not have, and says whether one exists', async () => {
    const translator = await started();
    expect(translator.t(key('nested.missing'))).toBe('nested.missing');
    expect(translator.t(key('nested.deep'))).toBe('nested.deep');
    expect(translator.exists('games')).toBe(true);
    expect(translator.exists('nested.deep.text')).toBe(true);
    expect(translator.exists('nested.deep')).toBe(false);
  });

  it('switches once the table is there, announcing it; files a later part beside the first', async () => {
    const translator = await started();
    const heard: string[] = [];
    translator.on('languageChanged', (lng) => heard.push(lng));
    await translator.changeLanguage('la');
    expect(translator.language).toBe('la');
    expect(translator.t(key('greet'), { name: 'A' })).toBe('ສະບາຍດີ A');
    translator.addMessages('la', { nested: { deep: { text: 'ເລິກ' } } });
    expect(translator.t(key('nested.deep.text'))).toBe('ເລິກ');
    expect(translator.t(key('greet'), { name: 'A' })).toBe('ສະບາຍດີ A');
    expect(heard).toEqual(['la']);
  });

  it('keeps the language shown when a table cannot be fetched, and fetches it again on the next try', async () => {
    const translator = new Translator();
    let fail = true;
    await translator.start('en', async (lng) => {
      if (lng === 'th' && fail) throw new Error('offline');
      return tables[lng];
    });
    await expect(translator.changeLanguage('th')).rejects.toThrow('offline');
    expect(translator.language).toBe('en');
    expect(translator.t(key('greet'), { name: 'A' })).toBe('Hello A, ');
    fail = false;
    await translator.changeLanguage('th');
    expect(translator.t(key('greet'), { name: 'A' })).toBe('สวัสดี A');
  });

  it("gives the hook's users a new t when the texts change, so memos follow", async () => {
    const { result } = renderHook(() => useTranslation());
    const first = result.current.t;
    expect(first('common.close')).toBe('Close');
    await act(() => appTranslator.changeLanguage('th'));
    expect(result.current.t).not.toBe(first);
    expect(result.current.t('common.close')).toBe('ปิด');
  });
});
