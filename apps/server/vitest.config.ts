import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    // every core: vitest's default leaves one to its main process, which only waits (on the
    // 2-core CI machine that was one worker, the test files one after the other)
    maxWorkers: availableParallelism(),
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
