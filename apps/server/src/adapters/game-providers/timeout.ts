import { ProviderError } from './interface';

/**
 * A provider call that has not answered within `ms` is in doubt, not failed: it may still be
 * applied, so the caller treats it like any other unknown outcome.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderError('unknown', `${what}: no answer within ${ms} ms`)),
      ms,
    );
  });
  // the late answer (or failure) of a call we gave up on is dropped, not left unhandled
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
