import { buildPath, timeoutOf, type Endpoint, type ResponseOf } from '@wallet/contract';
import { newIdempotencyKey } from '../idempotency-key';
import { answerOf, type Answer } from './answer';
import { ApiError, detailsOf } from './api-error';
import { queryString } from './query-string';

/** What differs between the apps' clients but stays the same for all of one app's calls. */
export interface TransportConfig {
  /** Tests pass a fake; otherwise the global fetch, looked up at each call. */
  fetch?: typeof fetch;
  /** The key of an idempotent call that brought none (tests pass a fixed one). */
  createIdempotencyKey?: () => string;
  /** The back-office sends its session cookie explicitly; the member app uses a Bearer token. */
  credentials?: RequestCredentials;
  /** Leave `''` query values out (the back-office's cleared filters). */
  omitEmptyQuery?: boolean;
  /** A plain-text error body is the code (the member app), else `HTTP_<status>`. */
  textIsCode?: boolean;
}

/** One call: the endpoint's parts plus the app's own headers (language, token, CSRF…). */
export interface Call {
  params?: unknown;
  query?: object;
  /** FormData goes as it is (uploads); anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** One key per user action, passed again when that action is retried. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

/**
 * The app's own look at an answer before the shared handling: it may run side effects (sign-in
 * redirect, CSRF refresh) and throw its own ApiError. When it returns, a failure status becomes
 * ApiError(code, status, details) and a success is checked against the endpoint's schema.
 */
export type Screen = (answer: Answer) => void;

/**
 * The transport both apps' API clients are built on: fetch → status → data validated by the
 * contract's zod schema, or an ApiError. Each app wraps it with what only it does.
 */
export function createTransport(config: TransportConfig = {}) {
  const textIsCode = config.textIsCode ?? false;

  /** Accept, the app's headers and, on money-moving endpoints, the Idempotency-Key. */
  function headersFor(endpoint: Endpoint, call: Call): Headers {
    const headers = new Headers({ Accept: 'application/json', ...call.headers });
    if (endpoint.idempotent) {
      const key = call.idempotencyKey ?? (config.createIdempotencyKey ?? newIdempotencyKey)();
      headers.set('Idempotency-Key', key);
    }
    return headers;
  }

  /** The path with its `:name` segments filled (without the query). */
  function pathOf(endpoint: Endpoint, params: unknown): string {
    return buildPath(endpoint.path, (params ?? {}) as Record<string, string>);
  }

  /** The server's answer, whatever its status; TIMEOUT/NETWORK_ERROR when none came. */
  async function receive(endpoint: Endpoint, call: Call): Promise<Answer> {
    const headers = headersFor(endpoint, call);
    let body: BodyInit | undefined;
    if (call.body instanceof FormData) body = call.body;
    else if (call.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(call.body);
    }

    // the endpoint's own timeout (§9: 60 s, 300 s for uploads), and the caller's abort too
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutOf(endpoint));
    const { signal } = call;
    const abortFromCaller = () => controller.abort(signal?.reason);
    if (signal?.aborted) abortFromCaller();
    signal?.addEventListener('abort', abortFromCaller, { once: true });

    const url = `${pathOf(endpoint, call.params)}${queryString(call.query, config.omitEmptyQuery)}`;
    try {
      const response = await (config.fetch ?? fetch)(url, {
        method: endpoint.method,
        headers,
        body,
        ...(config.credentials && { credentials: config.credentials }),
        signal: controller.signal,
      });
      const text = await response.text().catch(() => '');
      return answerOf(response.status, text, textIsCode);
    } catch (error) {
      if (timedOut) throw new ApiError('TIMEOUT', 0);
      // the caller cancelled (React Query on unmount): its AbortError, not a failure to show
      if (signal?.aborted) throw error;
      throw new ApiError('NETWORK_ERROR', 0);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abortFromCaller);
    }
  }

  /** The answer as the endpoint's typed data, or an ApiError (after the app's `screen`). */
  function settle<E extends Endpoint>(endpoint: E, answer: Answer, screen?: Screen): ResponseOf<E> {
    screen?.(answer);
    if (!answer.ok) {
      const code = answer.message ?? `HTTP_${answer.status}`;
      throw new ApiError(code, answer.status, detailsOf(answer.data));
    }
    // the server's answer is checked too: a drifted shape fails here, not deep in a component
    const parsed = endpoint.response.safeParse(answer.data);
    if (!parsed.success) throw new ApiError('INVALID_RESPONSE', answer.status);
    return parsed.data as ResponseOf<E>;
  }

  return {
    headersFor,
    pathOf,
    settle,
    /** An XMLHttpRequest's status and text as an answer for `settle` (uploads with progress). */
    answerOf: (status: number, text: string) => answerOf(status, text, textIsCode),
    /** One call: receive, then settle. */
    async send<E extends Endpoint>(endpoint: E, call: Call, screen?: Screen) {
      return settle(endpoint, await receive(endpoint, call), screen);
    },
  };
}

export type Transport = ReturnType<typeof createTransport>;
