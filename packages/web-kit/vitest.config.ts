import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Source-only package: vitest runs the .ts/.tsx files as they are, in a browser-like DOM
// because everything here (fetch, focus, clipboard, DOMPurify, <img>) is browser code.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
  },
});
