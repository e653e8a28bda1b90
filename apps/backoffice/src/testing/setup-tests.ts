import '@wallet/contract/zod-setup';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { csrf } from '@/lib/csrf';
import { i18n, initI18n } from '@/lib/i18n';
import { setNavigator } from '@/lib/navigation';

beforeAll(() => {
  initI18n('en');
});

// a test fails when it prints a console.error it did not expect
beforeEach(async () => {
  window.localStorage.clear();
  await i18n.changeLanguage('en');
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  setNavigator(null);
  csrf.set(null);
});
