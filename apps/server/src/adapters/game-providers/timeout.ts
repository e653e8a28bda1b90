import { withTimeout } from '../../kernel/lib/timeout';
import { ProviderError } from './interface';

/**
 * A provider call that has not answered within `ms` is in doubt, not failed: it may still be
 * applied, so the caller treats it like any other unknown outcome.
 */
export function providerCallWithin<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return withTimeout(
    promise,
    ms,
    () => new ProviderError('unknown', `${what}: no answer within ${ms} ms`),
  );
}
