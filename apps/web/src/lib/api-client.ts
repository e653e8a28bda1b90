import {
  GONE_MESSAGE,
  INVALID_TOKEN_MESSAGES,
  SESSION_ERROR_CODES,
  WALLET_USER_HEADER,
  buildPath,
  timeoutOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@wallet/contract';
import { isMemberPath, paths } from '@/config/paths';
import { ApiError, detailsOf } from './api-error';
import { currentLocale } from './i18n';
import { newIdempotencyKey } from './idempotency-key';
import { currentAddress, navigateTo } from './navigation';
import { pendingRequests } from './pending-requests';
import { endSession } from './session';
import { storage } from './storage';

/** Also means "gone": the server's catalogue code for a terminated site. */
const TERMINATED_CODES: readonly string[] = [GONE_MESSAGE, 'SITE_TERMINATED'];
const SESSION_MESSAGES: readonly string[] = [...SESSION_ERROR_CODES, ...INVALID_TOKEN_MESSAGES];

type Has<S, T> = S extends object ? T : { [K in keyof T]?: undefined };

/** Multipart endpoints (uploads) take FormData; the others the contract's JSON body. */
type BodyPart<E extends Endpoint> = E['multipart'] extends true
  ? { body: FormData }
  : Has<E['body'], { body: BodyOf<E> }>;

export type RequestOptions<E extends Endpoint> = Has<E['params'], { params: ParamsOf<E> }> &
  BodyPart<E> & {
    query?: QueryOf<E>;
    signal?: AbortSignal;
    /** Accept-Language for this call; defaults to the current language. */
    locale?: string;
    /** Send this token instead of the stored one (logout revokes a token already forgotten). */
    token?: string | null;
    /** When false, a session failure is only thrown, not turned into a trip to /login. */
    sessionRedirect?: boolean;
    /**
     * One key per user action: a mutation makes it when the user acts (`newIdempotencyKey()`)
     * and passes it again when it retries that action. Without it each call gets a new key.
     */
    idempotencyKey?: string;
  };

type OptionalArgs<T> = object extends T ? [options?: T] : [options: T];

export interface ApiClientDeps {
  getToken: () => string | null;
  getLocale: () => string;
  /** Spec §8: a body whose message is `gone` → /terminated. */
  onGone: () => void;
  /** Spec §8: 401, a session error code or an invalid-token message → clear session, /login. */
  onSessionInvalid: () => void;
  fetch?: typeof fetch;
  createIdempotencyKey?: () => string;
}

function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
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
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

/** Upload progress: bytes sent so far and the total (0 when the browser cannot tell). */
export type UploadProgress = { loaded: number; total: number };

export type UploadOptions<E extends Endpoint> = Has<E['params'], { params: ParamsOf<E> }> & {
  body: FormData;
  signal?: AbortSignal;
  idempotencyKey?: string;
  onProgress?: (progress: UploadProgress) => void;
};

export function createApiClient(deps: ApiClientDeps) {
  /** The headers every call carries (spec §7): language, wallet-user, Bearer, Idempotency-Key. */
  function headersFor(
    endpoint: Endpoint,
    options: { locale?: string; idempotencyKey?: string },
    token: string | null,
  ): Headers {
    const headers = new Headers({
      Accept: 'application/json',
      'Accept-Language': options.locale ?? deps.getLocale(),
      [WALLET_USER_HEADER]: 'true',
    });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (endpoint.idempotent) {
      const key = options.idempotencyKey ?? (deps.createIdempotencyKey ?? newIdempotencyKey)();
      headers.set('Idempotency-Key', key);
    }
    return headers;
  }

  /** Spec §8 answer handling, the same for requests and uploads. */
  function settle<E extends Endpoint>(
    endpoint: E,
    status: number,
    ok: boolean,
    data: unknown,
    token: string | null,
    sessionRedirect: boolean | undefined,
  ): ResponseOf<E> {
    const message = messageOf(data);
    if (message !== undefined && TERMINATED_CODES.includes(message)) {
      deps.onGone();
      throw new ApiError(message, status);
    }
    const sessionFailure =
      status === 401 || (message !== undefined && SESSION_MESSAGES.includes(message));
    if (sessionFailure && (token || endpoint.access === 'member')) {
      if (sessionRedirect !== false) deps.onSessionInvalid();
      throw new ApiError(message ?? 'UNAUTHORIZED', status);
    }
    if (!ok) throw new ApiError(message ?? `HTTP_${status}`, status, detailsOf(data));

    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success) throw new ApiError('INVALID_RESPONSE', status);
    return parsed.data as ResponseOf<E>;
  }

  async function send<E extends Endpoint>(
    endpoint: E,
    options: RequestOptions<E>,
  ): Promise<ResponseOf<E>> {
    const token = options.token !== undefined ? options.token : deps.getToken();
    const headers = headersFor(endpoint, options, token);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
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
    return settle(endpoint, response.status, response.ok, data, token, options.sessionRedirect);
  }

  /**
   * A multipart upload through XMLHttpRequest, because fetch cannot report upload progress.
   * Same headers, timeout (the endpoint's: 300 s for uploads) and answer handling as `request`.
   */
  function upload<E extends Endpoint>(
    endpoint: E,
    options: UploadOptions<E>,
  ): Promise<ResponseOf<E>> {
    const token = deps.getToken();
    const headers = headersFor(endpoint, options, token);
    const params = ('params' in options ? options.params : undefined) ?? {};
    const url = buildPath(endpoint.path, params as Record<string, string>);
    return new Promise<ResponseOf<E>>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(endpoint.method, url);
      xhr.timeout = timeoutOf(endpoint);
      headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) =>
        options.onProgress?.({
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : 0,
        });
      const abortFromCaller = () => xhr.abort();
      const done = () => options.signal?.removeEventListener('abort', abortFromCaller);
      xhr.onload = () => {
        done();
        let data: unknown = null;
        const text = xhr.responseText;
        if (text) {
          try {
            data = JSON.parse(text) as unknown;
          } catch {
            data = text;
          }
        }
        const ok = xhr.status >= 200 && xhr.status < 300;
        try {
          resolve(settle(endpoint, xhr.status, ok, data, token, undefined));
        } catch (error) {
          reject(error instanceof Error ? error : new ApiError('INVALID_RESPONSE', xhr.status));
        }
      };
      xhr.onerror = () => {
        done();
        reject(new ApiError('NETWORK_ERROR', 0));
      };
      xhr.ontimeout = () => {
        done();
        reject(new ApiError('TIMEOUT', 0));
      };
      xhr.onabort = () => {
        done();
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      };
      if (options.signal?.aborted) {
        xhr.abort();
        return;
      }
      options.signal?.addEventListener('abort', abortFromCaller, { once: true });
      xhr.send(options.body);
    });
  }

  return {
    /** One typed call of the contract: `request(api.lookup.info)`, `request(e, { body })`. */
    async request<E extends Endpoint>(
      endpoint: E,
      ...[options]: OptionalArgs<RequestOptions<E>>
    ): Promise<ResponseOf<E>> {
      pendingRequests.begin();
      try {
        return await send(endpoint, (options ?? {}) as RequestOptions<E>);
      } finally {
        pendingRequests.end();
      }
    },
    /** A multipart upload with progress; not counted by the page loader (it has its own bar). */
    upload,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The app's client. Its side effects (spec §8) go through lib/navigation and lib/session:
 * gone → /terminated; session failure → session cleared, /login?redirect=<where the user was>.
 */
export const apiClient = createApiClient({
  getToken: () => storage.getToken(),
  getLocale: () => currentLocale(),
  onGone: () => navigateTo(paths.terminated.getHref(), { replace: true }),
  onSessionInvalid: () => {
    endSession();
    if (window.location.pathname === paths.login.path) return;
    const here = currentAddress();
    const wanted = isMemberPath(here) ? here : null;
    navigateTo(paths.login.getHref(wanted), { replace: true });
  },
});
