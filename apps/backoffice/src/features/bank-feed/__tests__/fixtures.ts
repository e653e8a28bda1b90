import { ROLE_PERMISSIONS, type BankDevice, type BankLine, type StaffRole } from '@wallet/contract';
import { vi } from 'vitest';

/** The signed-in answer of /api/backoffice/me for a role. */
export const meAs = (role: StaffRole) => ({
  staff: { id: 2, login: role, name: role, role, permissions: [...ROLE_PERMISSIONS[role]] },
  csrfToken: 'tok',
});

export const device = (over: Partial<BankDevice> = {}): BankDevice => ({
  id: '1',
  accountNo: '1234567890',
  name: 'KBank phone',
  createdAt: '2026-01-01T00:00:00.000Z',
  revokedAt: null,
  lastSeenAt: '2026-01-02T03:04:00.000Z',
  silent: false,
  ...over,
});

export const line = (over: Partial<BankLine> = {}): BankLine => ({
  id: '7',
  deviceId: '1',
  externalId: null,
  sender: 'KBank',
  text: '02/01/69 10:04 บชX567890 รับโอนจากX4417 500.00บ คงเหลือ 1,500.00บ',
  receivedAt: '2026-01-02T03:04:00.000Z',
  statedAt: '2026-01-02T03:04:00.000Z',
  state: 'waiting',
  reason: 'no-member',
  amount: 500,
  currency: 'BAHT',
  accountDigits: '567890',
  payer: { bank: 'KBANK', digits: '4417' },
  phone: null,
  depositId: null,
  createdAt: '2026-01-02T03:04:01.000Z',
  decidedAt: null,
  balance: 1500,
  missingBefore: false,
  missingReason: null,
  ...over,
});

type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((init: RequestInit, url: URL) => Reply | Promise<Reply>);

/**
 * Like testing's mockApi, but a handler may be a function (to see the body sent, or to answer
 * later): `{ 'POST /api/…': (init) => ({ body }) }`. Anything else answers 404.
 */
export function mockApiWith(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init.method ?? 'GET'} ${url.pathname}`];
    const reply = typeof handler === 'function' ? await handler(init, url) : handler;
    return new Response(JSON.stringify(reply ? reply.body : { message: 'NOT_FOUND' }), {
      status: reply?.status ?? (reply ? 200 : 404),
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one path. */
export const bodiesSent = (
  fetchMock: ReturnType<typeof mockApiWith>,
  method: string,
  path: string,
) =>
  fetchMock.mock.calls
    .filter(
      ([url, init]) =>
        (init?.method ?? 'GET') === method &&
        new URL(String(url), 'http://localhost').pathname === path,
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** The query strings sent to one GET path. */
export const queriesSent = (fetchMock: ReturnType<typeof mockApiWith>, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
