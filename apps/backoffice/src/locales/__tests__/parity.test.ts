import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { th } from '../th';

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('locales', () => {
  it('th and en have the same keys', () => {
    expect(keys(th).sort()).toEqual(keys(en).sort());
  });

  it('no text is empty', () => {
    for (const [name, messages] of Object.entries({ th, en })) {
      const empty = keys(messages).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, name).toEqual([]);
    }
  });
});
