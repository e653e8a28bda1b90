import { describe, expect, it, vi } from 'vitest';

/**
 * A prerendered public page starts with the public part of the messages only (lib/i18n): the
 * error texts come after it works. Fresh modules: the suite's setup started the whole table.
 */
async function publicStart() {
  vi.resetModules();
  const i18nModule = await import('../i18n');
  i18nModule.initI18n('th', 'public');
  await i18nModule.i18nReady();
  return i18nModule;
}

describe('the error texts, a part of their own', () => {
  it('are not on a public start; the calls that got no answer are said at once', async () => {
    const { i18n, translateCode } = await publicStart();
    expect(i18n.exists('login.submit')).toBe(true);
    expect(i18n.exists('errors.WRONG_CREDENTIAL')).toBe(false);
    // said without the error texts: an offline page cannot fetch them
    expect(translateCode('NETWORK_ERROR')).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("the register page's own phone check is said from the public part, in every language", async () => {
    const { changeLocale, i18n, translateCode } = await publicStart();
    // typed in the first idle moment, before the error texts: words, never the code
    expect(i18n.exists('errors.WRONG_CREDENTIAL')).toBe(false);
    expect(translateCode('PHONE_NUMBER_REQUIRE_10_DIGIT')).toBe('เบอร์โทรศัพท์ต้องมี 10 หลัก');
    for (const [locale, words] of [
      ['la', 'ເບີໂທລະສັບຕ້ອງມີ 10 ຕົວເລກ'],
      ['en', 'The phone number must have 10 digits.'],
    ] as const) {
      await changeLocale(locale);
      expect(i18n.exists('errors.WRONG_CREDENTIAL')).toBe(false);
      expect(translateCode('PHONE_NUMBER_REQUIRE_10_DIGIT')).toBe(words);
    }
  });

  it('arrive with loadErrorTexts, in every language switched to after', async () => {
    const { changeLocale, i18n, loadErrorTexts, translateCode } = await publicStart();
    await loadErrorTexts();
    expect(translateCode('WRONG_CREDENTIAL')).toBe('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
    expect(i18n.exists('responsible.errors.excluded')).toBe(true);
    await changeLocale('en');
    expect(translateCode('WRONG_CREDENTIAL')).toMatch(/phone number or password/i);
  });

  it('a code asked for before they arrived has the texts render again once they are there', async () => {
    const { i18n, translateCode } = await publicStart();
    const rendered = vi.fn();
    i18n.on('languageChanged', rendered);
    expect(translateCode('WRONG_CREDENTIAL')).toBe('WRONG_CREDENTIAL');
    await vi.waitFor(() => expect(rendered).toHaveBeenCalled());
    expect(translateCode('WRONG_CREDENTIAL')).toBe('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
  });

  it('a language switch does not wait for them: it works when they cannot load, and they are asked again', async () => {
    vi.doMock('@/locales/la/error-texts', () => {
      throw new Error('offline');
    });
    try {
      const { changeLocale, currentLocale, i18n, loadErrorTexts, translateCode } =
        await publicStart();
      await loadErrorTexts();
      await changeLocale('la');
      expect(currentLocale()).toBe('la');
      expect(i18n.t('login.submit')).toMatch(/[\u0E80-\u0EFF]/);
      // what a call without an answer gives is still said
      expect(translateCode('TIMEOUT')).toMatch(/[\u0E80-\u0EFF]/);
      await expect(loadErrorTexts()).rejects.toThrow();
      vi.doUnmock('@/locales/la/error-texts');
      await loadErrorTexts();
      expect(translateCode('WRONG_CREDENTIAL')).toMatch(/[\u0E80-\u0EFF]/);
    } finally {
      vi.doUnmock('@/locales/la/error-texts');
    }
  });
});
