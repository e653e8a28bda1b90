import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingMoney } from '../pending-money';
import { backoffDelay, isInProgress, pollWhile } from '../poll-backoff';

describe('poll backoff (issue 13)', () => {
  it('waits 3 s, 5 s, 10 s, then 20 s, and stops after 10 minutes', () => {
    expect(backoffDelay(0)).toBe(3_000);
    expect(backoffDelay(2_999)).toBe(3_000);
    expect(backoffDelay(3_000)).toBe(5_000);
    expect(backoffDelay(8_000)).toBe(10_000);
    expect(backoffDelay(18_000)).toBe(20_000);
    expect(backoffDelay(9 * 60_000)).toBe(20_000);
    expect(backoffDelay(10 * 60_000)).toBe(false);
    expect(backoffDelay(40_000, 30_000)).toBe(false);
  });

  it('polls a query while its answer shows something in progress', () => {
    const interval = pollWhile((statuses: string[]) => statuses.some(isInProgress));
    const query = { state: { data: ['success', 'processing'] as string[] | undefined } };
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    expect(interval(query)).toBe(3_000);
    clock.mockReturnValue(1_000_000 + 3_000);
    expect(interval(query)).toBe(5_000);
    query.state.data = ['SUCCESS', 'Failed'];
    expect(interval(query)).toBe(false);
    // in progress again: the backoff starts over
    query.state.data = ['processing'];
    expect(interval(query)).toBe(3_000);
    query.state.data = undefined;
    expect(interval(query)).toBe(false);
  });
});

describe('pending money (issue 13)', () => {
  let now = 5_000_000;
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => pendingMoney.dropAll());

  it('polls from the latest mark with the backoff, for at most 10 minutes', () => {
    expect(pendingMoney.pollDelay()).toBe(false);
    pendingMoney.mark('slip:a', 'deposit');
    expect(pendingMoney.has('deposit')).toBe(true);
    expect(pendingMoney.has('withdraw')).toBe(false);
    expect(pendingMoney.pollDelay()).toBe(3_000);
    now += 20_000;
    expect(pendingMoney.pollDelay()).toBe(20_000);
    // marking the same slip again does not restart it; a new withdrawal does
    pendingMoney.mark('slip:a', 'deposit');
    expect(pendingMoney.pollDelay()).toBe(20_000);
    pendingMoney.mark('withdraw:1', 'withdraw');
    expect(pendingMoney.pollDelay()).toBe(3_000);
    now += 10 * 60_000;
    expect(pendingMoney.pollDelay()).toBe(false);
    expect(pendingMoney.has()).toBe(false);
  });

  it('looks at a fixed pace while an entry asks for one (issue 26: a bank transfer watched)', () => {
    pendingMoney.mark('bank-transfer', 'deposit', { every: 2_000, until: now + 10 * 60_000 });
    expect(pendingMoney.has('deposit')).toBe(true);
    expect(pendingMoney.pollDelay()).toBe(2_000);
    now += 60_000;
    expect(pendingMoney.pollDelay()).toBe(2_000);
    // the backoff of another mark does not slow it down
    pendingMoney.mark('slip:a', 'deposit');
    expect(pendingMoney.pollDelay()).toBe(2_000);
    pendingMoney.drop('slip:a');
    now += 9 * 60_000;
    expect(pendingMoney.pollDelay()).toBe(false);
    expect(pendingMoney.has('deposit')).toBe(false);
    // dropped with the other deposits once "Money received" is said
    pendingMoney.mark('bank-transfer', 'deposit', { every: 2_000 });
    pendingMoney.dropAll('deposit');
    expect(pendingMoney.pollDelay()).toBe(false);
  });

  it('ends with a QR expiry, keeps a settled deposit briefly, and forgets a dropped one', () => {
    const listener = vi.fn();
    const unsubscribe = pendingMoney.subscribe(listener);
    pendingMoney.mark('qr:KBANK', 'deposit', { until: now + 60_000 });
    expect(listener).toHaveBeenCalledTimes(1);
    now += 61_000;
    expect(pendingMoney.has('deposit')).toBe(false);

    pendingMoney.mark('qr:KBANK', 'deposit');
    pendingMoney.settle('qr:KBANK');
    now += 59_000;
    expect(pendingMoney.has('deposit')).toBe(true);
    now += 2_000;
    expect(pendingMoney.has('deposit')).toBe(false);

    pendingMoney.mark('notice:1', 'deposit');
    pendingMoney.drop('notice:1');
    expect(pendingMoney.has()).toBe(false);
    unsubscribe();
  });

  it('drops one kind or everything', () => {
    pendingMoney.mark('slip:a', 'deposit');
    pendingMoney.mark('withdraw:1', 'withdraw');
    pendingMoney.dropAll('deposit');
    expect(pendingMoney.has('deposit')).toBe(false);
    expect(pendingMoney.has('withdraw')).toBe(true);
    pendingMoney.dropAll();
    expect(pendingMoney.has()).toBe(false);
  });
});
