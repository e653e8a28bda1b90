import { describe, expect, it } from 'vitest';
import { localeFromHeader } from './localized';

describe('localeFromHeader', () => {
  it.each([
    [undefined, 'th'],
    ['', 'th'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['la', 'la'],
    ['lo', 'la'],
    ['lo-LA', 'la'],
    ['th-TH', 'th'],
    ['fr, en;q=0.5', 'en'],
    ['de', 'th'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});
