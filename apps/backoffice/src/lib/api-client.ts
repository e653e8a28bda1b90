import { type Endpoint, type QueryOf, type ResponseOf } from '@wallet/contract';
import {
  createTransport,
  type Call,
  type BodyPart,
  type OptionalArgs,
  type ParamsPart,
} from '@wallet/web-kit/api';
import { CSRF_CODE, SESSION_CODES } from './api-error';
import { csrf } from './csrf';
import { isOnPath, navigateTo } from './navigation';

export type RequestOptions<E extends Endpoint> = ParamsPart<E> &
  BodyPart<E> & {
    query?: QueryOf<E>;
    signal?: AbortSignal;
    /** One key per user action (reused on its retry); without it each call gets a new one. */
    idempotencyKey?: string;
  };

export interface ApiClientDeps {
  getCsrfToken: () => string | null;
  /** 401 on a staff call: the session is gone → sign-in page. */
  onUnauthorized: () => void;
  /** CSRF_INVALID: re-read /me for a fresh token (the user is asked to retry). */
  onCsrfInvalid: () => void;
  fetch?: typeof fetch;
  createIdempotencyKey?: () => string;
}

/**
 * The back-office's client on the shared transport (@wallet/web-kit/api). What only it does:
 * the session cookie (same-origin credentials) with a CSRF header on writes, a JSON `{}` for
 * writes called without a body, cleared filters (`''`) left out of the query, and on failures
 * the sign-in redirect or the CSRF refresh. A plain-text error body becomes `HTTP_<status>`.
 */
export function createApiClient(deps: ApiClientDeps) {
  const transport = createTransport({
    fetch: deps.fetch,
    createIdempotencyKey: deps.createIdempotencyKey,
    credentials: 'same-origin',
    omitEmptyQuery: true,
  });

  function send<E extends Endpoint>(
    endpoint: E,
    options: RequestOptions<E>,
  ): Promise<ResponseOf<E>> {
    const headers: Record<string, string> = {};
    const token = endpoint.method !== 'GET' ? deps.getCsrfToken() : null;
    if (token) headers['x-csrf-token'] = token;
    // the server's body schema wants an object even when a write has nothing to say
    const body =
      options.body !== undefined
        ? options.body
        : endpoint.method !== 'GET' && endpoint.body
          ? {}
          : undefined;
    const call: Call = {
      params: options.params,
      query: options.query,
      body,
      signal: options.signal,
      idempotencyKey: options.idempotencyKey,
      headers,
    };
    return transport.send(endpoint, call, ({ ok, status, message }) => {
      if (ok) return;
      const code = message ?? `HTTP_${status}`;
      const sessionGone =
        endpoint.access !== 'public' && (status === 401 || SESSION_CODES.includes(code));
      if (sessionGone) deps.onUnauthorized();
      else if (code === CSRF_CODE) deps.onCsrfInvalid();
    });
  }

  return {
    /** One typed call of the contract: `request(api.backoffice.me)`, `request(e, { body })`. */
    request<E extends Endpoint>(
      endpoint: E,
      ...[options]: OptionalArgs<RequestOptions<E>>
    ): Promise<ResponseOf<E>> {
      return send(endpoint, (options ?? {}) as RequestOptions<E>);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

type Listener = () => void;
const csrfListeners = new Set<Listener>();
/** The shell subscribes: on CSRF_INVALID it re-reads /me. */
export function onCsrfInvalid(listener: Listener): () => void {
  csrfListeners.add(listener);
  return () => csrfListeners.delete(listener);
}

export const apiClient = createApiClient({
  getCsrfToken: () => csrf.get(),
  onUnauthorized: () => {
    csrf.set(null);
    if (isOnPath('/login')) return;
    navigateTo('/login', { replace: true });
  },
  onCsrfInvalid: () => csrfListeners.forEach((listener) => listener()),
});
