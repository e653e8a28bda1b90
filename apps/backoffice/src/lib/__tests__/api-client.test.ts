import { api } from '@wallet/contract';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api-client';
import { ApiError } from '../api-error';

const withdrawal = {
  id: '7',
  phone: '0812345678',
  amount: 100,
  currency: 'THB',
  status: 'success',
  bankCode: 'KBANK',
  bankAccountNo: '1234567890',
  bankAccountName: 'Somchai',
  reason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function setup(reply: { status: number; body: unknown }, csrfToken: string | null = 'tok-1') {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  const onUnauthorized = vi.fn();
  const onCsrfInvalid = vi.fn();
  const client = createApiClient({
    getCsrfToken: () => csrfToken,
    onUnauthorized,
    onCsrfInvalid,
    fetch: fetchMock as unknown as typeof fetch,
    createIdempotencyKey: () => 'generated-key',
  });
  const headersOf = (call = 0) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
  return { client, fetchMock, onUnauthorized, onCsrfInvalid, headersOf };
}

describe('api client', () => {
  it('sends the CSRF token on writes and the cookie (same-origin credentials)', async () => {
    const { client, fetchMock, headersOf } = setup({ status: 200, body: withdrawal });
    await client.request(api.operator.withdrawalPaid, {
      params: { id: '7' },
      body: { reference: 'TRF-1' },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/operator/withdrawals/7/paid');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(headersOf().get('x-csrf-token')).toBe('tok-1');
    expect(headersOf().get('idempotency-key')).toBeNull();
  });

  it('does not send the CSRF token on reads', async () => {
    const { client, headersOf, fetchMock } = setup({
      status: 200,
      body: { total: 1, withdrawals: [withdrawal] },
    });
    await client.request(api.operator.withdrawals, { query: { status: 'all', limit: 10 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/operator/withdrawals?status=all&limit=10');
    expect(headersOf().get('x-csrf-token')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('sends an idempotency key on idempotent endpoints, the given one when retried', async () => {
    const body = { phone: '0812345678', entryId: '1', wallet: { amount: 50 } };
    const { client, headersOf } = setup({ status: 200, body });
    const options = { params: { phone: '0812345678' }, body: { amount: 50, reason: 'refund' } };
    await client.request(api.operator.credit, options);
    expect(headersOf(0).get('idempotency-key')).toBe('generated-key');
    await client.request(api.operator.credit, { ...options, idempotencyKey: 'action-1' });
    await client.request(api.operator.credit, { ...options, idempotencyKey: 'action-1' });
    expect(headersOf(1).get('idempotency-key')).toBe('action-1');
    expect(headersOf(2).get('idempotency-key')).toBe('action-1');
    expect(headersOf(1).get('x-csrf-token')).toBe('tok-1');
  });

  it('goes to sign-in on 401 of a staff call', async () => {
    const { client, onUnauthorized } = setup({
      status: 401,
      body: { message: 'STAFF_UNAUTHORIZED' },
    });
    await expect(client.request(api.backoffice.me)).rejects.toMatchObject({
      code: 'STAFF_UNAUTHORIZED',
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not redirect when the sign-in itself is refused', async () => {
    const { client, onUnauthorized } = setup({
      status: 401,
      body: { message: 'WRONG_CREDENTIAL' },
    });
    await expect(
      client.request(api.backoffice.login, {
        body: { login: 'anna', password: 'x'.repeat(12), code: '123456' },
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports 403 STAFF_FORBIDDEN as an error without redirecting', async () => {
    const { client, onUnauthorized } = setup({ status: 403, body: { message: 'STAFF_FORBIDDEN' } });
    await expect(client.request(api.operator.listSettings)).rejects.toMatchObject({
      code: 'STAFF_FORBIDDEN',
      status: 403,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('asks for a fresh token on CSRF_INVALID', async () => {
    const { client, onCsrfInvalid } = setup({ status: 403, body: { message: 'CSRF_INVALID' } });
    await expect(client.request(api.backoffice.logout)).rejects.toMatchObject({
      code: 'CSRF_INVALID',
    });
    expect(onCsrfInvalid).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer that does not match the contract', async () => {
    const { client } = setup({ status: 200, body: { nope: true } });
    await expect(client.request(api.operator.listSettings)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});
