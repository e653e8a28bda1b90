import { chatApi, lookupApi, REQUEST_TIMEOUT_MS, walletApi } from '@wallet/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createTransport, type TransportConfig } from './transport';

const INFO = { name: 'Demo', website: 'https://demo.test', deployment: 'TH', buddhistEra: true };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(reply: () => Response | Promise<Response>, config: TransportConfig = {}) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => reply());
  const transport = createTransport({ fetch, createIdempotencyKey: () => 'key-1', ...config });
  const sent = (call = 0) => {
    const [url, init] = fetch.mock.calls[call] ?? [];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  };
  return { transport, fetch, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('transport: the request', () => {
  it('sends Accept and the app headers; a read has no body and no idempotency key', async () => {
    const { transport, sent } = setup(() => json(INFO));
    const data = await transport.send(lookupApi.info, { headers: { 'Accept-Language': 'la' } });
    expect(data).toEqual(INFO);
    const { url, init, headers } = sent();
    expect(url).toBe('/api/lookup/info');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect('credentials' in init).toBe(false);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('la');
    expect(headers.has('Idempotency-Key')).toBe(false);
  });

  it('sends JSON bodies, the caller’s key (else a new one) and the configured credentials', async () => {
    const { transport, sent } = setup(() => json({ message: 'OK', wallet: { amount: 1 } }), {
      credentials: 'same-origin',
    });
    const body = { from: 'WALLET', to: 'PG', amount: 10 };
    await transport.send(walletApi.transfer, { body, idempotencyKey: 'press-1' });
    await transport.send(walletApi.transfer, { body });
    expect(sent(0).headers.get('Idempotency-Key')).toBe('press-1');
    expect(sent(1).headers.get('Idempotency-Key')).toBe('key-1');
    expect(sent(0).headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(sent(0).init.body))).toEqual(body);
    expect(sent(0).init.credentials).toBe('same-origin');
  });

  it('passes FormData as it is (the browser sets the multipart boundary)', async () => {
    const { transport, sent } = setup(() => json({ message: 'x' }, 400));
    const form = new FormData();
    await expect(transport.send(chatApi.uploadImage, { body: form })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(sent().init.body).toBe(form);
    expect(sent().headers.has('Content-Type')).toBe(false);
  });

  it('fills path params and leaves empty query values out only when told to', async () => {
    const query = { q: '', page: 2, none: undefined, nil: null };
    const keep = setup(() => json({ message: 'NO_GAME' }, 404));
    await keep.transport
      .send(walletApi.activate, { params: { slotCode: 'PG SLOT' }, query })
      .catch(() => undefined);
    expect(keep.sent().url).toBe('/api/wallet/activate/PG%20SLOT?q=&page=2');
    const omit = setup(() => json(INFO), { omitEmptyQuery: true });
    await omit.transport.send(lookupApi.info, { query });
    expect(omit.sent().url).toBe('/api/lookup/info?page=2');
  });
});

describe('transport: the answer', () => {
  it('turns a failure into ApiError(code, status, the other body fields)', async () => {
    const { transport } = setup(() => json({ message: 'BONUS_INVALID', reason: 'dates' }, 409));
    await expect(transport.send(lookupApi.info, {})).rejects.toMatchObject({
      code: 'BONUS_INVALID',
      status: 409,
      details: { reason: 'dates' },
    });
  });

  it('uses a text body as the code only when the app says so', async () => {
    const gateway = () => new Response('Bad Gateway', { status: 502 });
    const text = setup(gateway, { textIsCode: true });
    await expect(text.transport.send(lookupApi.info, {})).rejects.toMatchObject({
      code: 'Bad Gateway',
      details: {},
    });
    const plain = setup(gateway);
    await expect(plain.transport.send(lookupApi.info, {})).rejects.toMatchObject({
      code: 'HTTP_502',
      status: 502,
    });
  });

  it('lets the app screen every answer first, then checks success against the contract', async () => {
    const screen = vi.fn();
    const drift = setup(() => json({ name: 1 }));
    await expect(drift.transport.send(lookupApi.info, {}, screen)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      status: 200,
    });
    expect(screen).toHaveBeenCalledWith({
      status: 200,
      ok: true,
      data: { name: 1 },
      message: undefined,
    });

    const own = new ApiError('UNAUTHORIZED', 401);
    const denied = setup(() => json({ message: 'UNAUTHORIZED' }, 401));
    const refuse = () => {
      throw own;
    };
    await expect(denied.transport.send(lookupApi.info, {}, refuse)).rejects.toBe(own);
  });

  it('reads an XMLHttpRequest answer the same way (uploads)', () => {
    const { transport } = setup(() => json(null), { textIsCode: true });
    expect(transport.answerOf(201, '{"message":"OK"}')).toEqual({
      status: 201,
      ok: true,
      data: { message: 'OK' },
      message: 'OK',
    });
    expect(transport.answerOf(0, '')).toMatchObject({ ok: false, data: null });
  });
});

describe('transport: no answer', () => {
  const hang = (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
    });

  it(`gives up after the endpoint's timeout (${REQUEST_TIMEOUT_MS} ms) with TIMEOUT`, async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(hang);
    const { transport } = setup(() => json(null), { fetch });
    const outcome = expect(transport.send(lookupApi.info, {})).rejects.toMatchObject({
      code: 'TIMEOUT',
      status: 0,
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    const { transport } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(transport.send(lookupApi.info, {})).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
    });
  });

  it('passes the caller’s own abort through untouched (not an error to show)', async () => {
    const { transport } = setup(() => json(null), { fetch: vi.fn(hang) });
    const controller = new AbortController();
    const call = transport.send(lookupApi.info, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
