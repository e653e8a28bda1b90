import { REQUEST_TIMEOUT_MS } from './constants';
import type { Endpoint } from './endpoint';

export function timeoutOf(endpoint: Endpoint): number {
  return endpoint.timeoutMs ?? REQUEST_TIMEOUT_MS;
}

/** Fills `:name` segments, encoding each value; throws when one is missing (a programming error). */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
