import '@wallet/contract/zod-setup';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { csrf } from '@/lib/csrf';
import { i18n, initI18n } from '@/lib/i18n';
import { setNavigator } from '@/lib/navigation';

// a screen's first look on a slow or busy machine (the 2-core CI box running other test files):
// loading a lazy dialog's module can take over the default second; a real failure still fails
configure({ asyncUtilTimeout: 3_000 });

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
