import { api, buildPath, type BodyOf, type Endpoint, type ResponseOf } from '@wallet/contract';
import { operatorCli } from './cli';

/** Calls the operator API of the e2e server, as `npm run operator` would. */
export async function operator<E extends Endpoint>(
  endpoint: E,
  input: {
    params?: Record<string, string>;
    query?: Record<string, string | number>;
    body?: BodyOf<E>;
  } = {},
): Promise<ResponseOf<E>> {
  const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const hasBody = input.body !== undefined;
  const query = new URLSearchParams(
    Object.entries(input.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const url = base + buildPath(endpoint.path, input.params) + (query ? `?${query}` : '');
  const res = await fetch(url, {
    method: endpoint.method,
    headers: {
      authorization: `Bearer ${process.env.E2E_OPERATOR_TOKEN}`,
      ...(endpoint.idempotent ? { 'idempotency-key': crypto.randomUUID() } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
  });
  if (!res.ok) throw new Error(`operator ${endpoint.path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as ResponseOf<E>;
}

/** Pays the member's live QR as the gateway would (`npm run operator -- qr:pay <id>`). */
export async function payLiveQr(phone: string): Promise<void> {
  const { qrcodes } = await operator(api.operator.qrcodes, { query: { limit: 50 } });
  const qr = qrcodes.find((q) => q.phone === phone && q.status === 'live');
  if (!qr) throw new Error(`no live QR for ${phone}`);
  await operatorCli('qr:pay', qr.qrcodeId);
}
