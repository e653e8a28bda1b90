import {
  GONE_MESSAGE,
  INVALID_TOKEN_MESSAGES,
  SESSION_ERROR_CODES,
  WALLET_USER_HEADER,
  timeoutOf,
  type Endpoint,
  type QueryOf,
  type ResponseOf,
} from '@wallet/contract';
import {
  createTransport,
  type Call,
  type BodyPart,
  type OptionalArgs,
  type ParamsPart,
  type Screen,
} from '@wallet/web-kit/api';
import { isMemberPath, paths } from '@/config/paths';
import { ApiError, isApiError } from './api-error';
import { networkStatus } from './network-status';
import { currentLocale, loadErrorTexts } from './i18n';
import { currentAddress, navigateTo } from './navigation';
import { pendingRequests } from './pending-requests';
import { endSession } from './session';
import { storage } from './storage';

/** Also means "gone": the server's catalogue code for a terminated site. */
const TERMINATED_CODES: readonly string[] = [GONE_MESSAGE, 'SITE_TERMINATED'];
const SESSION_MESSAGES: readonly string[] = [...SESSION_ERROR_CODES, ...INVALID_TOKEN_MESSAGES];

export type RequestOptions<E extends Endpoint> = ParamsPart<E> &
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
    /** Extra headers of this call (the chat's guest token); they never replace the app's own. */
    headers?: Record<string, string>;
  };

export interface ApiClientDeps {
  getToken: () => string | null;
  getLocale: () => string;
  /** Spec §8: a body whose message is `gone` → /terminated. */
  onGone: () => void;
  /** Spec §8: 401, a session error code or an invalid-token message → clear session, /login. */
  onSessionInvalid: () => void;
  fetch?: typeof fetch;
  createIdempotencyKey?: () => string;
  /**
   * Settles once the error texts are there (lib/i18n: a prerendered page fetches them after it
   * works): a failed call waits for them, so its refusal is shown in words, never as its code.
   */
  errorTexts?: () => Promise<unknown>;
}

/** Upload progress: bytes sent so far and the total (0 when the browser cannot tell). */
export type UploadProgress = { loaded: number; total: number };

export type UploadOptions<E extends Endpoint> = ParamsPart<E> & {
  body: FormData;
  signal?: AbortSignal;
  idempotencyKey?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Extra headers of this upload (the chat's guest token); they never replace the app's own. */
  headers?: Record<string, string>;
};

/**
 * The member app's client on the shared transport (@wallet/web-kit/api). What only it does:
 * the member headers (Bearer token, Accept-Language, wallet-user), spec §8's gone and session
 * rules, which may apply even to a 200 answer, the page loader's count of calls in flight, and
 * uploads through XMLHttpRequest for their progress bar. A plain-text error body is the code.
 */
export function createApiClient(deps: ApiClientDeps) {
  const transport = createTransport({
    fetch: deps.fetch,
    createIdempotencyKey: deps.createIdempotencyKey,
    textIsCode: true,
  });

  /**
   * The headers every call carries (spec §7) besides Accept and the Idempotency-Key, after the
   * call's own extra headers, none of which may stand in for one of these (whatever its case).
   */
  function memberHeaders(
    locale: string | undefined,
    token: string | null,
    extra: Record<string, string> = {},
  ): Record<string, string> {
    const own: Record<string, string> = {
      'Accept-Language': locale ?? deps.getLocale(),
      [WALLET_USER_HEADER]: 'true',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    };
    const reserved = new Set(
      [...Object.keys(own), 'authorization', 'idempotency-key'].map((name) => name.toLowerCase()),
    );
    const allowed = Object.entries(extra).filter(([name]) => !reserved.has(name.toLowerCase()));
    return { ...Object.fromEntries(allowed), ...own };
  }

  /** Spec §8 answer handling before the shared one, the same for requests and uploads. */
  function screenFor(endpoint: Endpoint, token: string | null, redirect?: boolean): Screen {
    return ({ status, message }) => {
      if (message !== undefined && TERMINATED_CODES.includes(message)) {
        deps.onGone();
        throw new ApiError(message, status);
      }
      const sessionFailure =
        status === 401 || (message !== undefined && SESSION_MESSAGES.includes(message));
      if (sessionFailure && (token || endpoint.access === 'member')) {
        if (redirect !== false) deps.onSessionInvalid();
        throw new ApiError(message ?? 'UNAUTHORIZED', status);
      }
    };
  }

  /** `error` again, once the texts that say it are there (whether or not they could load). */
  async function withTexts(error: unknown): Promise<never> {
    if (isApiError(error) && deps.errorTexts) await deps.errorTexts().catch(() => undefined);
    throw error;
  }

  function send<E extends Endpoint>(endpoint: E, options: RequestOptions<E>) {
    const token = options.token !== undefined ? options.token : deps.getToken();
    const call: Call = {
      params: options.params,
      query: options.query,
      body: options.body,
      signal: options.signal,
      idempotencyKey: options.idempotencyKey,
      headers: memberHeaders(options.locale, token, options.headers),
    };
    return transport.send(endpoint, call, screenFor(endpoint, token, options.sessionRedirect));
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
    const headers = transport.headersFor(endpoint, {
      idempotencyKey: options.idempotencyKey,
      headers: memberHeaders(undefined, token, options.headers),
    });
    const url = transport.pathOf(endpoint, 'params' in options ? options.params : undefined);
    const sent = new Promise<ResponseOf<E>>((resolve, reject) => {
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
        const answer = transport.answerOf(xhr.status, xhr.responseText);
        try {
          resolve(transport.settle(endpoint, answer, screenFor(endpoint, token, undefined)));
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
    return sent.catch(withTexts);
  }

  return {
    /** One typed call of the contract: `request(lookupApi.info)`, `request(e, { body })`. */
    async request<E extends Endpoint>(
      endpoint: E,
      ...[options]: OptionalArgs<RequestOptions<E>>
    ): Promise<ResponseOf<E>> {
      pendingRequests.begin();
      try {
        const answer = await send(endpoint, (options ?? {}) as RequestOptions<E>);
        networkStatus.answered();
        return answer;
      } catch (error) {
        // issue 13: no answer at all is the offline banner's business too
        if (isApiError(error)) {
          if (error.code === 'NETWORK_ERROR') networkStatus.failed();
          else if (error.status > 0) networkStatus.answered();
        }
        return await withTexts(error);
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
  errorTexts: loadErrorTexts,
  onGone: () => navigateTo(paths.terminated.getHref(), { replace: true }),
  onSessionInvalid: () => {
    endSession();
    if (window.location.pathname === paths.login.path) return;
    const here = currentAddress();
    const wanted = isMemberPath(here) ? here : null;
    navigateTo(paths.login.getHref(wanted), { replace: true });
  },
});
