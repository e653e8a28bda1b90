import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { setNavigator } from '@/lib/navigation';
import { queryClient } from '@/lib/react-query';

beforeAll(() => {
  initI18n('en');
});

// A test fails when it prints console.error it did not expect (STYLE: epic-stack discipline).
beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18n.changeLanguage('en');
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  setNavigator(null);
  document.body.style.overflow = '';
});
