import { describe, expect, it, vi } from 'vitest';
import { startRecoveryJob } from './recovery-job';

describe('transfer recovery job', () => {
  it('runs at start and on its interval, one run at a time, and stops', async () => {
    vi.useFakeTimers();
    try {
      let release: () => void = () => undefined;
      const run = vi.fn(
        () =>
          new Promise<{
            settled: number;
            reversed: number;
            stillPending: number;
            requestsClosed: number;
          }>((resolve) => {
            release = () =>
              resolve({ settled: 1, reversed: 0, stillPending: 0, requestsClosed: 0 });
          }),
      );
      const log = { info: vi.fn(), error: vi.fn() };
      const stop = startRecoveryJob({ run }, 1_000, log);
      expect(run).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(3_000); // still running: no second run on top
      expect(run).toHaveBeenCalledTimes(1);
      release();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(run).toHaveBeenCalledTimes(2);
      expect(log.info).toHaveBeenCalledWith(
        expect.objectContaining({ recovery: expect.anything() }),
        'transfers recovered',
      );
      stop();
      release();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
