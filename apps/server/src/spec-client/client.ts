import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { WALLET_USER_HEADER } from '@wallet/contract';

/**
 * The client of spec §7 as its v1.1.14 makes its calls, for the suite that proves this server
 * serves it unchanged (decision 020): a Bearer token when there is one, the header marking the
 * requester as wallet-user, the documented body, nothing else. No Idempotency-Key, no
 * Accept-Language, no field of ours. Every body is checked against the fields §7 (and §3, for the
 * chat conversation) names for its call, so a test cannot pass by sending more than the spec's
 * client would.
 */

/** §7: the body fields of each call, as the spec names them (path params are in the path). */
const PROFILE_FIELDS = [
  'name',
  'username',
  'password',
  'sourceCode',
  'inviteCode',
  'bankCode',
  'bankAccountName',
  'bankAccountNo',
];

export const SPEC_BODY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'POST /api/account/validate': PROFILE_FIELDS,
  'POST /api/account': [...PROFILE_FIELDS, 'currency'],
  'POST /api/login': ['username', 'password'],
  'PUT /api/account/profile': ['name', 'bankCode', 'bankAccountName', 'bankAccountNo'],
  'PUT /api/account/bankAccountName': ['bankCode', 'bankAccountName'],
  'PUT /api/account/changepwd': ['oldPassword', 'newPassword'],
  'POST /api/otp/send': ['phoneNumber'],
  'POST /api/otp/verify': ['otpToken', 'otpCode'],
  'POST /api/wallet/add': ['amount'],
  'POST /api/wallet/transfer': ['from', 'to', 'amount'],
  'POST /api/wallet/transferAll': ['to'],
  'POST /api/wallet/withdraw': ['amount'],
  'POST /api/wallet/withdrawAll': ['amount'],
  'POST /api/wallet/truelink': ['link'],
  'POST /api/qrcode/:bankCode': ['amount'],
  'DELETE /api/qrcode/:bankCode': ['qrcodeId'],
  'POST /api/invite': ['page', 'limit'],
  'POST /api/refund': ['page', 'limit'],
  'POST /api/spinwheel/coupon/claim': ['coupon'],
  'POST /api/statement': ['page', 'limit'],
  'POST /api/statement/slip': ['page', 'limit'],
  // §7 "conversation object", its fields in §3 Chat conversation
  'POST /api/chat/send-message': [
    'sender',
    'message',
    'userId',
    'guestId',
    'username',
    'name',
    'deviceToken',
    'createdAt',
    'session_id',
  ],
  'POST /api/chat/history': ['userId', 'guestId', 'limit', 'skip'],
  'PUT /api/chat/read-customer/': ['userId', 'guestId'],
};

export interface SpecAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The headers sent, to show the suite sent only the spec's. */
  sent: Record<string, string>;
}

/** The calls this client may make without a body (GET, and §7's POSTs that carry none). */
const NO_BODY = new Set(['POST /api/spinwheel/spin']);

export class SpecClient {
  token: string | null = null;

  constructor(private readonly app: FastifyInstance) {}

  /** One §7 call; `route` is its §7 name (method and path with `:params`), `path` the real one. */
  async call(route: string, path: string, body?: Record<string, unknown>): Promise<SpecAnswer> {
    const [method] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE'];
    this.checkBody(route, body);
    const sent: Record<string, string> = { [WALLET_USER_HEADER]: 'true' };
    if (this.token) sent.authorization = `Bearer ${this.token}`;
    if (body) sent['content-type'] = 'application/json';
    const res = await this.app.inject({
      method,
      url: path,
      headers: sent,
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
    return { status: res.statusCode, body: parse(res.body), sent };
  }

  /** §7 uploads (slip, chat image and video): one multipart file, nothing else. */
  async upload(path: string, file: Buffer, filename: string, type: string): Promise<SpecAnswer> {
    const boundary = `----spec${randomUUID().replace(/-/g, '')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const sent: Record<string, string> = {
      [WALLET_USER_HEADER]: 'true',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    };
    if (this.token) sent.authorization = `Bearer ${this.token}`;
    const res = await this.app.inject({ method: 'POST', url: path, headers: sent, payload });
    return { status: res.statusCode, body: parse(res.body), sent };
  }

  private checkBody(route: string, body: Record<string, unknown> | undefined) {
    const allowed = SPEC_BODY_FIELDS[route];
    if (!body) {
      if (allowed && !NO_BODY.has(route) && route.startsWith('P')) {
        throw new Error(`${route}: spec §7 sends a body`);
      }
      return;
    }
    if (!allowed) throw new Error(`${route}: spec §7 sends no body`);
    const extra = Object.keys(body).filter((k) => !allowed.includes(k));
    if (extra.length) throw new Error(`${route}: spec §7 names no field ${extra.join(', ')}`);
  }
}

function parse(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { raw: text };
  }
}
