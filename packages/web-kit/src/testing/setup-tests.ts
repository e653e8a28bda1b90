// as in the apps: zod is set up before the contract builds a schema (decision 009)
import '@wallet/contract/zod-setup';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// a test fails when it prints a console.error it did not expect (as in the apps)
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
});
