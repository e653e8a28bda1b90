import {
  accountApi,
  chatApi,
  lookupApi,
  REQUEST_TIMEOUT_MS,
  STORAGE_KEYS,
  UPLOAD_TIMEOUT_MS,
  WALLET_USER_HEADER,
  walletApi,
} from '@wallet/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, numberDetail } from '../api-error';
import { apiClient, createApiClient, type ApiClientDeps } from '../api-client';
import { setNavigator } from '../navigation';
import { pendingRequests } from '../pending-requests';
import { storage } from '../storage';

const INFO = { name: 'Demo', website: 'https://demo.test', deployment: 'TH', buddhistEra: false };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(reply: () => Response | Promise<Response>, overrides: Partial<ApiClientDeps> = {}) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => reply());
  const deps = {
    getToken: vi.fn((): string | null => 'tok-1'),
    getLocale: () => 'la',
    onGone: vi.fn(),
    onSessionInvalid: vi.fn(),
    fetch,
    createIdempotencyKey: () => 'key-1',
    ...overrides,
  };
  const client = createApiClient(deps);
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  };
  return { client, deps, fetch, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('api-client request headers', () => {
  it('sends Bearer token, wallet-user and Accept-Language, no idempotency key for reads', async () => {
    const { client, sent } = setup(() => json(INFO));
    await expect(client.request(lookupApi.info)).resolves.toEqual(INFO);
    const { url, init, headers } = sent();
    expect(url).toBe('/api/lookup/info');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get(WALLET_USER_HEADER)).toBe('true');
    expect(headers.get('Accept-Language')).toBe('la');
    expect(headers.has('Idempotency-Key')).toBe(false);
  });

  it('omits Authorization without a token and honours a per-call locale', async () => {
    const { client, sent } = setup(() => json(INFO), { getToken: () => null });
    await client.request(lookupApi.info, { locale: 'en' });
    expect(sent().headers.has('Authorization')).toBe(false);
    expect(sent().headers.get('Accept-Language')).toBe('en');
  });

  it('adds a call’s own headers without letting them replace the app’s', async () => {
    const { client, sent } = setup(() => json({ conversations: [] }));
    await client.request(chatApi.history, {
      body: { guestId: 'g-1', limit: 10, skip: 0 },
      headers: { 'x-chat-guest-token': 'sig', authorization: 'Bearer forged' },
    });
    expect(sent().headers.get('x-chat-guest-token')).toBe('sig');
    expect(sent().headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends an Idempotency-Key on money-moving calls and a JSON body', async () => {
    const { client, sent } = setup(() => json({ message: 'MONEY_NOT_ENOUGH' }, 400));
    const call = client.request(walletApi.transfer, {
      body: { from: 'WALLET', to: 'PG', amount: 10 },
    });
    await expect(call).rejects.toMatchObject({ code: 'MONEY_NOT_ENOUGH', status: 400 });
    expect(sent().headers.get('Idempotency-Key')).toBe('key-1');
    expect(sent().headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(sent().init.body))).toEqual({ from: 'WALLET', to: 'PG', amount: 10 });
  });

  it('sends the key the caller made for its user action, else a new one per call', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json({ message: 'OK', wallet: { amount: 1 } }),
    );
    const client = createApiClient({
      getToken: () => 'tok-1',
      getLocale: () => 'en',
      onGone: vi.fn(),
      onSessionInvalid: vi.fn(),
      fetch,
    });
    const body = { from: 'WALLET', to: 'pg', amount: 10 };
    await client.request(walletApi.transfer, { body, idempotencyKey: 'press-1' });
    await client.request(walletApi.transfer, { body, idempotencyKey: 'press-1' });
    await client.request(walletApi.transfer, { body });
    await client.request(walletApi.transfer, { body });
    const keys = fetch.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('Idempotency-Key'),
    );
    expect(keys.slice(0, 2)).toEqual(['press-1', 'press-1']);
    expect(keys[2]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('fills path parameters with buildPath', async () => {
    const { client, sent } = setup(() => json({ message: 'NO_GAME' }, 404));
    await expect(
      client.request(walletApi.activate, { params: { slotCode: 'PG SLOT' } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(sent().url).toBe('/api/wallet/activate/PG%20SLOT');
  });
});

describe('api-client timeouts', () => {
  const hang = (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
    });

  it(`aborts a request after ${REQUEST_TIMEOUT_MS} ms with TIMEOUT`, async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(hang);
    const { client } = setup(() => json(null), { fetch });
    const call = client.request(lookupApi.info);
    const outcome = expect(call).rejects.toMatchObject({ code: 'TIMEOUT', status: 0 });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it(`gives uploads ${UPLOAD_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(hang);
    const { client } = setup(() => json(null), { fetch });
    const call = client.request(chatApi.uploadImage, { body: new FormData() });
    const outcome = expect(call).rejects.toMatchObject({ code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - REQUEST_TIMEOUT_MS);
    await outcome;
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.request(lookupApi.info)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
    });
  });
});

describe('api-client response handling (spec §8)', () => {
  it('sends the user to /terminated when a success body says gone', async () => {
    const { client, deps } = setup(() => json({ message: 'gone' }));
    await expect(client.request(lookupApi.info)).rejects.toMatchObject({ code: 'gone' });
    expect(deps.onGone).toHaveBeenCalledOnce();
    expect(deps.onSessionInvalid).not.toHaveBeenCalled();
  });

  it('treats an error body saying gone the same way', async () => {
    const { client, deps } = setup(() => json({ message: 'gone' }, 410));
    await expect(client.request(lookupApi.info)).rejects.toBeInstanceOf(ApiError);
    expect(deps.onGone).toHaveBeenCalledOnce();
  });

  it.each([
    ['a 401', 401, 'UNAUTHORIZED'],
    ['a session code', 403, 'EXPIRED_AUTH_TOKEN'],
    ['the invalid-token message', 400, 'invalid-token'],
    ['the Thai identity message', 200, 'ไม่สามารถยืนยันตัวตนได้'],
  ])('ends the session on %s', async (_name, status, message) => {
    const { client, deps } = setup(() => json({ message }, status));
    await expect(client.request(lookupApi.info)).rejects.toMatchObject({ code: message, status });
    expect(deps.onSessionInvalid).toHaveBeenCalledOnce();
  });

  it('does not end a session that does not exist (wrong credentials at login)', async () => {
    const { client, deps } = setup(() => json({ message: 'WRONG_CREDENTIAL' }, 401), {
      getToken: () => null,
    });
    await expect(
      client.request(accountApi.login, { body: { username: '0812345678', password: 'x' } }),
    ).rejects.toMatchObject({ code: 'WRONG_CREDENTIAL', status: 401 });
    expect(deps.onSessionInvalid).not.toHaveBeenCalled();
  });

  it('can report a session failure without redirecting (logout revoking a token)', async () => {
    const { client, deps } = setup(() => json({ message: 'UNAUTHORIZED' }, 401));
    await expect(
      client.request(accountApi.logout, { token: 'old', sessionRedirect: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(deps.onSessionInvalid).not.toHaveBeenCalled();
  });

  it('uses raw text bodies as the code and rejects answers that break the contract', async () => {
    const raw = setup(() => new Response('Bad Gateway', { status: 502 }));
    await expect(raw.client.request(lookupApi.info)).rejects.toMatchObject({
      code: 'Bad Gateway',
      status: 502,
    });
    const drift = setup(() => json({ name: 1 }));
    await expect(drift.client.request(lookupApi.info)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('keeps the other fields of an error body beside its code (BONUS_CONDITION remaining)', async () => {
    const { client } = setup(() => json({ message: 'BONUS_CONDITION', remaining: 1240.5 }, 409));
    const error: unknown = await client
      .request(walletApi.withdraw, { body: { amount: 100 } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'BONUS_CONDITION',
      status: 409,
      details: { remaining: 1240.5 },
    });
    expect(numberDetail(error, 'remaining')).toBe(1240.5);
    expect(numberDetail(error, 'missing')).toBeNull();
    expect(numberDetail(new Error('x'), 'remaining')).toBeNull();
  });

  it('has no details for text bodies or bodies with only a message', async () => {
    const text = setup(() => new Response('Bad Gateway', { status: 502 }));
    await expect(text.client.request(lookupApi.info)).rejects.toMatchObject({ details: {} });
    const plain = setup(() => json({ message: 'NO_DATA' }, 404));
    await expect(plain.client.request(lookupApi.info)).rejects.toMatchObject({ details: {} });
    expect(new ApiError('TIMEOUT', 0).details).toEqual({});
  });

  it('holds a refusal until the error texts are there, and still gives it when they cannot load', async () => {
    let textsArrive: () => void = () => undefined;
    const texts = new Promise<void>((resolve) => (textsArrive = resolve));
    const { client } = setup(() => json({ message: 'WRONG_CREDENTIAL' }, 401), {
      getToken: () => null,
      errorTexts: () => texts,
    });
    let settled = false;
    const call = client
      .request(accountApi.login, { body: { username: '0812345678', password: 'x' } })
      .finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    textsArrive();
    await expect(call).rejects.toMatchObject({ code: 'WRONG_CREDENTIAL' });
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')), {
      errorTexts: () => Promise.reject(new Error('chunk failed')),
    });
    await expect(offline.client.request(lookupApi.info)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
  });

  it('counts calls in flight for the delayed loader', async () => {
    let finish: (r: Response) => void = () => undefined;
    const { client } = setup(() => new Promise<Response>((resolve) => (finish = resolve)));
    const call = client.request(lookupApi.info);
    expect(pendingRequests.count()).toBe(1);
    finish(json(INFO));
    await call;
    expect(pendingRequests.count()).toBe(0);
  });
});

describe('the app client wiring', () => {
  it('navigates to /terminated on gone', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'gone' })),
    );
    await expect(apiClient.request(lookupApi.info)).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/terminated', { replace: true });
  });

  it('clears token, last_sync and agreement on 401 and goes to /login carrying the address', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    window.history.pushState({}, '', '/user/statement?page=2');
    storage.setToken('tok', { remember: true });
    localStorage.setItem(STORAGE_KEYS.lastSync, '123');
    storage.acceptAgreement();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'UNAUTHORIZED' }, 401)),
    );

    await expect(apiClient.request(accountApi.profile)).rejects.toMatchObject({ status: 401 });

    expect(storage.getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastSync)).toBeNull();
    expect(storage.hasAcceptedAgreement()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fuser%2Fstatement%3Fpage%3D2', {
      replace: true,
    });
    window.history.pushState({}, '', '/');
  });
});

describe('apiClient.upload (XMLHttpRequest with progress)', () => {
  class Xhr {
    static last: Xhr;
    headers: Record<string, string> = {};
    upload = { onprogress: null as ((e: ProgressEvent) => void) | null };
    status = 0;
    responseText = '';
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    constructor() {
      Xhr.last = this;
    }
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send() {}
    abort() {
      this.onabort?.();
    }
  }

  afterEach(() => vi.unstubAllGlobals());

  it('sends the same headers, reports progress and turns a 401 into the session redirect', async () => {
    vi.stubGlobal('XMLHttpRequest', Xhr);
    const deps = {
      getToken: () => 'tok-9',
      getLocale: () => 'th',
      onGone: vi.fn(),
      onSessionInvalid: vi.fn(),
      createIdempotencyKey: () => 'key-1',
    };
    const client = createApiClient(deps);
    const progress = vi.fn();
    const done = client.upload(walletApi.slip, { body: new FormData(), onProgress: progress });
    const xhr = Xhr.last;
    expect(xhr.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(xhr.headers).toMatchObject({
      authorization: 'Bearer tok-9',
      [WALLET_USER_HEADER]: 'true',
      'accept-language': 'th',
      'idempotency-key': 'key-1',
    });
    xhr.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true } as ProgressEvent);
    expect(progress).toHaveBeenCalledWith({ loaded: 5, total: 10 });
    xhr.status = 401;
    xhr.responseText = JSON.stringify({ message: 'EXPIRED_AUTH_TOKEN' });
    xhr.onload?.();
    await expect(done).rejects.toEqual(new ApiError('EXPIRED_AUTH_TOKEN', 401));
    expect(deps.onSessionInvalid).toHaveBeenCalledOnce();
  });
});
