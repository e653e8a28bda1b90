import { z } from 'zod';
import { GUEST_ID_HEADER, SESSION_COOKIE, SIGNATURE_HEADER } from './headers';
import {
  CLIENT_VERSION,
  ErrorResponse,
  GUEST_TOKEN_HEADER,
  allEndpoints,
  type Endpoint,
} from '@wallet/contract';

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const schema = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' });

/** Headers every call may send: the answer's language (th, la or en; §9). */
const ACCEPT_LANGUAGE = { $ref: '#/components/parameters/AcceptLanguage' };

/**
 * Who may call, as OpenAPI security requirements (alternatives; the schemes of one apply
 * together). Member calls: the session token. Staff calls: the back-office cookie, and on a write
 * the session's CSRF token beside it (modules/staff/auth.ts). Operator calls: that, or a personal
 * API key (the CLI). Chat calls a guest may make: a member session or the guest token.
 */
function securityOf(endpoint: Endpoint): Record<string, string[]>[] | undefined {
  const write = endpoint.method !== 'GET';
  const cookie: Record<string, string[]> = write ? { staff: [], staffCsrf: [] } : { staff: [] };
  switch (endpoint.access) {
    case 'member':
      return [{ member: [] }];
    case 'staff':
      return [cookie];
    case 'operator':
      return [cookie, { operator: [] }];
    case 'public':
      return endpoint.guest ? [{ member: [] }, { chatGuest: [] }] : undefined;
    case 'device':
      return [{ device: [] }];
  }
}

function parameters(endpoint: Endpoint) {
  const list: object[] = [ACCEPT_LANGUAGE];
  if (endpoint.idempotent) {
    list.push({
      name: 'Idempotency-Key',
      in: 'header',
      // ARCHITECTURE § Money: one key per user action; a replay answers the first result.
      // Optional on member calls (spec §7's client sends none, decision 020); operator calls
      // without one are refused (KEY_MISSING)
      required: endpoint.access !== 'member',
      description:
        'One key per user action (8–128 of A–Z a–z 0–9 _ . : -): a retry with the same key ' +
        'answers the first result and moves no money again; the same key with other ' +
        'parameters is refused (IDEMPOTENCY_KEY_REUSED). ' +
        (endpoint.access === 'member'
          ? 'Optional: without one the call is made once, and a retry is a new call.'
          : 'Required (KEY_MISSING without one).'),
      schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,128}$' },
    });
  }
  if (endpoint.guest) {
    list.push({
      name: GUEST_ID_HEADER,
      in: 'header',
      required: false,
      description:
        'A guest’s id beside its token (issue 12), where the body carries none (multipart uploads)',
      schema: { type: 'string' },
    });
  }
  for (const [where, obj] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!obj) continue;
    for (const [name, s] of Object.entries(obj.shape)) {
      list.push({
        name,
        in: where,
        required: where === 'path',
        schema: schema(s as z.ZodType, 'input'),
      });
    }
  }
  return list;
}

function operation(endpoint: Endpoint) {
  const security = securityOf(endpoint);
  const body = endpoint.multipart
    ? { content: { 'multipart/form-data': { schema: { type: 'object' } } } }
    : endpoint.body
      ? {
          required: true,
          content: { 'application/json': { schema: schema(endpoint.body, 'input') } },
        }
      : undefined;
  const error = { content: { 'application/json': { schema: schema(ErrorResponse, 'output') } } };
  return {
    summary: endpoint.summary,
    tags: [endpoint.path.split('/')[2] ?? 'api'],
    ...(security ? { security } : {}),
    parameters: parameters(endpoint),
    ...(body ? { requestBody: body } : {}),
    responses: {
      200: {
        description: 'OK',
        content: { 'application/json': { schema: schema(endpoint.response, 'output') } },
      },
      default: { description: 'Failure: { message: <ERROR_CODE> } (spec §8)', ...error },
    },
  };
}

/** The OpenAPI 3 document, generated from the contract (the same schemas the routes validate with). */
export function buildOpenApiDocument(): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const endpoint of allEndpoints) {
    const p = toOpenApiPath(endpoint.path);
    paths[p] ??= {};
    paths[p][endpoint.method.toLowerCase()] = operation(endpoint);
  }
  // not a contract call (the raw body is signed), but a call all the same: gateways sign it
  paths['/api/payments/{gateway}/webhook'] = { post: webhookOperation() };
  return {
    openapi: '3.0.3',
    info: { title: 'Member wallet API', version: CLIENT_VERSION },
    components: {
      securitySchemes: {
        member: {
          type: 'http',
          scheme: 'bearer',
          description: 'Session token from POST /api/login',
        },
        staff: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'Back-office session cookie, set by POST /api/backoffice/login',
        },
        staffCsrf: {
          type: 'apiKey',
          in: 'header',
          name: 'x-csrf-token',
          description:
            'With the back-office cookie, every write also sends the session’s CSRF token (csrfToken of the sign-in answer)',
        },
        operator: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A staff member’s personal API key, as the operator CLI sends it (OPERATOR_TOKEN or DATA_DIR/operator-token is the owner’s bootstrap key)',
        },
        device: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A bank-feed forwarding device’s token, shown once when staff add the device (issue 26)',
        },
        chatGuest: {
          type: 'apiKey',
          in: 'header',
          name: GUEST_TOKEN_HEADER,
          description:
            'A guest’s signed token from POST /api/chat/guest, with its guestId in the body (or x-chat-guest-id)',
        },
      },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'th, la or en: the language of texts in the answer',
          schema: { type: 'string' },
        },
      },
    },
    paths,
  };
}

function webhookOperation() {
  return {
    summary: 'A payment gateway reports a QR payment (HMAC-signed raw JSON body)',
    tags: ['payments'],
    parameters: [
      { name: 'gateway', in: 'path', required: true, schema: { type: 'string' } },
      {
        name: SIGNATURE_HEADER,
        in: 'header',
        required: true,
        description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the webhook secret>',
        schema: { type: 'string' },
      },
    ],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: { type: 'object' } } },
    },
    responses: {
      200: {
        description: 'OK',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { received: { type: 'boolean' }, outcome: {} },
            },
          },
        },
      },
      default: {
        description: 'Failure: { message: <ERROR_CODE> } (spec §8)',
        content: { 'application/json': { schema: schema(ErrorResponse, 'output') } },
      },
    },
  };
}
