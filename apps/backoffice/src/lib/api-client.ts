import {
  buildPath,
  timeoutOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@wallet/contract';
import { ApiError, CSRF_CODE, SESSION_CODES } from './api-error';
import { csrf } from './csrf';
import { newIdempotencyKey } from './idempotency-key';
import { isOnPath, navigateTo } from './navigation';

type Has<S, T> = S extends object ? T : { [K in keyof T]?: undefined };

export type RequestOptions<E extends Endpoint> = Has<E['params'], { params: ParamsOf<E> }> &
  Has<E['body'], { body: BodyOf<E> }> & {
    query?: QueryOf<E>;
    signal?: AbortSignal;
    /** One key per user action (reused on its retry); without it each call gets a new one. */
    idempotencyKey?: string;
  };

type OptionalArgs<T> = object extends T ? [options?: T] : [options: T];

export interface ApiClientDeps {
  getCsrfToken: () => string | null;
  /** 401 on a staff call: the session is gone → sign-in page. */
  onUnauthorized: () => void;
  /** CSRF_INVALID: re-read /me for a fresh token (the user is asked to retry). */
  onCsrfInvalid: () => void;
  fetch?: typeof fetch;
  createIdempotencyKey?: () => string;
}

function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

export function createApiClient(deps: ApiClientDeps) {
  async function send<E extends Endpoint>(
    endpoint: E,
    options: RequestOptions<E>,
  ): Promise<ResponseOf<E>> {
    const headers = new Headers({ Accept: 'application/json' });
    if (endpoint.method !== 'GET') {
      const token = deps.getCsrfToken();
      if (token) headers.set('x-csrf-token', token);
    }
    if (endpoint.idempotent) {
      const key = options.idempotencyKey ?? (deps.createIdempotencyKey ?? newIdempotencyKey)();
      headers.set('idempotency-key', key);
    }
    let body: string | undefined;
    if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    } else if (endpoint.method !== 'GET' && endpoint.body) {
      headers.set('Content-Type', 'application/json');
      body = '{}';
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutOf(endpoint));
    const abortFromCaller = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) abortFromCaller();
    options.signal?.addEventListener('abort', abortFromCaller, { once: true });

    const url = buildPath(endpoint.path, (options.params ?? {}) as Record<string, string>);
    let response: Response;
    let data: unknown;
    try {
      response = await (deps.fetch ?? fetch)(`${url}${queryString(options.query)}`, {
        method: endpoint.method,
        headers,
        body,
        credentials: 'same-origin',
        signal: controller.signal,
      });
      data = await readBody(response);
    } catch (error) {
      if (timedOut) throw new ApiError('TIMEOUT', 0);
      if (options.signal?.aborted) throw error;
      throw new ApiError('NETWORK_ERROR', 0);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abortFromCaller);
    }

    const message = messageOf(data);
    if (!response.ok) {
      const code = message ?? `HTTP_${response.status}`;
      const sessionGone =
        endpoint.access !== 'public' && (response.status === 401 || SESSION_CODES.includes(code));
      if (sessionGone) deps.onUnauthorized();
      else if (code === CSRF_CODE) deps.onCsrfInvalid();
      const reason =
        data && typeof data === 'object' && 'reason' in data && typeof data.reason === 'string'
          ? data.reason
          : null;
      throw new ApiError(code, response.status, reason);
    }
    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success) throw new ApiError('INVALID_RESPONSE', response.status);
    return parsed.data as ResponseOf<E>;
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
