import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkStatus } from '../network-status';

describe('network status (issue 13)', () => {
  afterEach(() => networkStatus.answered());

  it('is unreachable after a call got no answer, until one gets any answer or the browser is back online', () => {
    const listener = vi.fn();
    const stop = networkStatus.subscribe(listener);
    expect(networkStatus.isReachable()).toBe(true);
    networkStatus.failed();
    expect(networkStatus.isReachable()).toBe(false);
    networkStatus.failed();
    expect(listener).toHaveBeenCalledTimes(1);
    networkStatus.answered();
    expect(networkStatus.isReachable()).toBe(true);
    networkStatus.failed();
    window.dispatchEvent(new Event('online'));
    expect(networkStatus.isReachable()).toBe(true);
    stop();
  });
});
