/** Where an HTTP adapter posts, and how long it waits. */
export interface JsonEndpoint {
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token: string | undefined;
  timeoutMs: number;
}

/**
 * The one way our HTTP adapters (SMS gateway, slip check, payment gateway) call out: a JSON
 * POST with an optional bearer token and a hard timeout, so no outside service can hold a
 * member's request open. Network failures and timeouts reject; the caller decides what a
 * status means.
 */
export function postJson(endpoint: JsonEndpoint, body: unknown): Promise<Response> {
  return fetch(endpoint.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(endpoint.timeoutMs),
  });
}
