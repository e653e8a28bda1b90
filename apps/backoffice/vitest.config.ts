import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      // every core: vitest's default leaves one to its main process, which only waits (on the
      // 2-core CI machine that was one worker, the test files one after the other)
      maxWorkers: availableParallelism(),
      setupFiles: ['./src/testing/setup-tests.ts'],
      // a test that waits up to 3 s for a screen (setup-tests) needs room for a few such waits
      testTimeout: 15_000,
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
      css: false,
    },
  }),
);
