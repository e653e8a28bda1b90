import { readdirSync, readFileSync } from 'node:fs';
import { GUEST_ID_HEADER, SIGNATURE_HEADER } from './headers';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, buildPath, GUEST_TOKEN_HEADER, type Endpoint } from '@wallet/contract';
import { IDEMPOTENCY_HEADER } from '../ledger/idempotency';
import { buildTestApp } from '../../test/app';
import { buildOpenApiDocument } from './openapi';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const SCHEMA_TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean'];
/** The Schema Object of OpenAPI 3.0 (a JSON Schema subset plus its own keywords). */
const SCHEMA_KEYS = new Set([
  'title',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'required',
  'enum',
  'type',
  'allOf',
  'oneOf',
  'anyOf',
  'not',
  'items',
  'properties',
  'additionalProperties',
  'description',
  'format',
  'default',
  'nullable',
  'discriminator',
  'readOnly',
  'writeOnly',
  'xml',
  'externalDocs',
  'example',
  'deprecated',
  '$ref',
]);

/**
 * A structural check of an OpenAPI 3.0 document (the shape of the 3.0.3 specification: required
 * fields, parameter locations, path templates, security schemes and requirements, references,
 * Schema Objects). Answers every problem found, as "where: what".
 */
export function openApi30Problems(doc: unknown): string[] {
  const problems: string[] = [];
  const bad = (where: string, what: string): void => {
    problems.push(`${where}: ${what}`);
  };
  if (!isObject(doc)) return ['document: not an object'];
  if (typeof doc.openapi !== 'string' || !/^3\.0\.\d+$/.test(doc.openapi)) {
    bad('openapi', `not 3.0.x: ${String(doc.openapi)}`);
  }
  const info = doc.info;
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string') {
    bad('info', 'needs title and version strings');
  }
  const components = isObject(doc.components) ? doc.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  for (const [name, s] of Object.entries(schemes)) {
    const where = `components.securitySchemes.${name}`;
    if (!isObject(s)) {
      bad(where, 'not an object');
      continue;
    }
    if (s.type === 'apiKey') {
      if (typeof s.name !== 'string' || !['query', 'header', 'cookie'].includes(String(s.in))) {
        bad(where, 'apiKey needs name and in (query, header or cookie)');
      }
    } else if (s.type === 'http') {
      if (typeof s.scheme !== 'string') bad(where, 'http needs scheme');
    } else if (s.type === 'oauth2') {
      if (!isObject(s.flows)) bad(where, 'oauth2 needs flows');
    } else if (s.type === 'openIdConnect') {
      if (typeof s.openIdConnectUrl !== 'string') bad(where, 'openIdConnect needs its URL');
    } else bad(where, `unknown type ${String(s.type)}`);
  }

  const resolve = (ref: string, where: string): unknown => {
    if (!ref.startsWith('#/')) {
      bad(where, `external $ref ${ref}`);
      return undefined;
    }
    let at: unknown = doc;
    for (const part of ref.slice(2).split('/')) {
      at = isObject(at) ? at[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    if (at === undefined) bad(where, `$ref ${ref} resolves to nothing`);
    return at;
  };

  const checkSchema = (s: unknown, where: string): void => {
    if (!isObject(s)) return bad(where, 'schema is not an object');
    for (const key of Object.keys(s)) {
      if (!SCHEMA_KEYS.has(key) && !key.startsWith('x-')) bad(where, `keyword ${key} is not 3.0`);
    }
    if (typeof s.$ref === 'string') resolve(s.$ref, where);
    if (s.type !== undefined && !(typeof s.type === 'string' && SCHEMA_TYPES.includes(s.type))) {
      bad(where, `type ${JSON.stringify(s.type)} (3.0 has one type string; use nullable)`);
    }
    if (s.type === 'array' && s.items === undefined) bad(where, 'array without items');
    for (const k of ['exclusiveMinimum', 'exclusiveMaximum', 'nullable', 'uniqueItems']) {
      if (s[k] !== undefined && typeof s[k] !== 'boolean') bad(where, `${k} is not a boolean`);
    }
    if (s.required !== undefined && !Array.isArray(s.required)) bad(where, 'required not a list');
    if (s.enum !== undefined && !Array.isArray(s.enum)) bad(where, 'enum not a list');
    if (s.properties !== undefined) {
      if (!isObject(s.properties)) bad(where, 'properties not an object');
      else {
        for (const [k, v] of Object.entries(s.properties)) checkSchema(v, `${where}.${k}`);
      }
    }
    if (isObject(s.additionalProperties)) {
      checkSchema(s.additionalProperties, `${where}[additional]`);
    }
    if (s.items !== undefined) checkSchema(s.items, `${where}[]`);
    if (s.not !== undefined) checkSchema(s.not, `${where}!`);
    for (const k of ['allOf', 'oneOf', 'anyOf']) {
      if (s[k] === undefined) continue;
      if (!Array.isArray(s[k])) bad(where, `${k} not a list`);
      else (s[k] as unknown[]).forEach((v, i) => checkSchema(v, `${where}.${k}[${i}]`));
    }
  };

  const checkContent = (content: unknown, where: string) => {
    if (!isObject(content) || Object.keys(content).length === 0) {
      return bad(where, 'content needs at least one media type');
    }
    for (const [type, media] of Object.entries(content)) {
      if (!isObject(media)) bad(`${where}.${type}`, 'not a Media Type Object');
      else if (media.schema !== undefined) checkSchema(media.schema, `${where}.${type}`);
    }
  };

  if (!isObject(doc.paths)) return [...problems, 'paths: not an object'];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/')) bad(path, 'path does not start with /');
    if (!isObject(item)) {
      bad(path, 'not a Path Item Object');
      continue;
    }
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    for (const [method, op] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!METHODS.includes(method)) {
        bad(where, 'not an HTTP method');
        continue;
      }
      if (!isObject(op)) {
        bad(where, 'not an Operation Object');
        continue;
      }
      const params = (Array.isArray(op.parameters) ? op.parameters : []).map((p) =>
        isObject(p) && typeof p.$ref === 'string' ? resolve(p.$ref, where) : p,
      );
      const seen = new Set<string>();
      for (const p of params) {
        if (!isObject(p) || typeof p.name !== 'string') {
          bad(where, 'parameter without a name');
          continue;
        }
        const id = `${String(p.in)} ${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
        if (!['query', 'header', 'path', 'cookie'].includes(String(p.in))) {
          bad(where, `parameter ${p.name}: in ${String(p.in)}`);
        }
        if (seen.has(id)) bad(where, `parameter ${id} twice`);
        seen.add(id);
        if (p.in === 'path' && p.required !== true) bad(where, `path ${p.name} must be required`);
        if (p.in === 'path' && !templated.includes(p.name))
          bad(where, `path ${p.name} not in path`);
        // 3.0 §4.7.12.1: these three are ignored as header parameters (the document says them
        // through the request body's media type and the security schemes)
        if (
          p.in === 'header' &&
          ['accept', 'content-type', 'authorization'].includes(p.name.toLowerCase())
        ) {
          bad(where, `header ${p.name} is ignored in 3.0; use content or security`);
        }
        if ((p.schema === undefined) === (p.content === undefined)) {
          bad(where, `parameter ${p.name} needs schema or content`);
        }
        if (p.schema !== undefined) checkSchema(p.schema, `${where} ${p.name}`);
      }
      for (const name of templated) {
        if (!seen.has(`path ${name}`)) bad(where, `path parameter ${name} not declared`);
      }
      if (op.requestBody !== undefined) {
        if (!isObject(op.requestBody)) bad(where, 'requestBody not an object');
        else checkContent(op.requestBody.content, `${where} requestBody`);
      }
      if (!isObject(op.responses) || Object.keys(op.responses).length === 0) {
        bad(where, 'responses needs at least one response');
      } else {
        for (const [code, r] of Object.entries(op.responses)) {
          if (!/^(default|[1-5](\d\d|XX))$/.test(code)) bad(where, `response code ${code}`);
          if (!isObject(r) || typeof r.description !== 'string') {
            bad(where, `response ${code} needs a description`);
          } else if (r.content !== undefined) checkContent(r.content, `${where} ${code}`);
        }
      }
      if (op.security !== undefined) {
        if (!Array.isArray(op.security)) bad(where, 'security not a list');
        else {
          for (const req of op.security) {
            if (!isObject(req)) bad(where, 'security requirement not an object');
            else {
              for (const [name, scopes] of Object.entries(req)) {
                if (!(name in schemes)) bad(where, `security scheme ${name} is not defined`);
                if (!Array.isArray(scopes)) bad(where, `security ${name} scopes not a list`);
              }
            }
          }
        }
      }
    }
  }
  return problems;
}

const doc = buildOpenApiDocument() as {
  components: { securitySchemes: Record<string, Json>; parameters: Record<string, Json> };
  paths: Record<string, Record<string, Json>>;
};
const opOf = (e: Endpoint) =>
  doc.paths[e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[e.method.toLowerCase()];
const resolved = (p: Json) => {
  const ref = typeof p.$ref === 'string' ? p.$ref.split('/').pop()! : undefined;
  return ref ? doc.components.parameters[ref]! : p;
};
const headersOf = (op: Json | undefined) =>
  ((op?.parameters ?? []) as Json[])
    .map(resolved)
    .filter((p) => p.in === 'header')
    .map((p) => String(p.name).toLowerCase());
const securityOf = (op: Json | undefined) =>
  ((op?.security ?? []) as Record<string, string[]>[]).map((r) => Object.keys(r).sort().join('+'));
const schemeHeader = (name: string) => {
  const s = doc.components.securitySchemes[name]!;
  return s.type === 'http' ? 'authorization' : s.in === 'header' ? String(s.name) : undefined;
};

/** Every header any documented call may carry, by the document. */
function documentedHeaders(): Set<string> {
  const names = new Set<string>();
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) for (const h of headersOf(op)) names.add(h);
  }
  for (const [name, s] of Object.entries(doc.components.securitySchemes)) {
    const h = schemeHeader(name);
    if (h) names.add(h.toLowerCase());
    if (s.in === 'cookie') names.add('cookie');
  }
  return names;
}

describe('the OpenAPI document at /api/docs', () => {
  it('is a structurally valid OpenAPI 3.0 document', () => {
    expect(openApi30Problems(doc)).toEqual([]);
  });

  it('finds problems when there are some (the checker itself works)', () => {
    const broken = {
      openapi: '3.1.0',
      info: { title: 'x' },
      components: { securitySchemes: { k: { type: 'apiKey', in: 'body' } } },
      paths: {
        '/a/{id}': {
          get: {
            parameters: [{ name: 'Authorization', in: 'header', schema: { type: ['string'] } }],
            security: [{ nope: [] }],
            responses: {},
          },
        },
      },
    };
    const found = openApi30Problems(broken).join('\n');
    for (const what of [
      'not 3.0.x',
      'needs title and version',
      'apiKey needs name',
      'header Authorization is ignored',
      'one type string',
      'path parameter id not declared',
      'responses needs at least one',
      'security scheme nope is not defined',
    ]) {
      expect(found).toContain(what);
    }
  });

  it.each(allEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: documented with the headers and schemes it needs',
    (_name, e) => {
      const op = opOf(e);
      expect(op, 'the contract endpoint is in the document').toBeDefined();
      const security = securityOf(op);
      const write = e.method !== 'GET';
      const cookie = write ? 'staff+staffCsrf' : 'staff';
      const expected: Record<Endpoint['access'], string[]> = {
        member: ['member'],
        staff: [cookie],
        operator: [cookie, 'operator'],
        public: e.guest ? ['chatGuest', 'member'] : [],
        device: ['device'],
      };
      expect(security.sort()).toEqual(expected[e.access].sort());
      const headers = headersOf(op);
      expect(headers.includes(IDEMPOTENCY_HEADER)).toBe(Boolean(e.idempotent));
      if (e.idempotent) {
        // optional on member calls (spec §7's client sends none, decision 020), required else
        const key = ((op?.parameters ?? []) as Json[])
          .map(resolved)
          .find((p) => String(p.name).toLowerCase() === IDEMPOTENCY_HEADER);
        expect(key?.required).toBe(e.access !== 'member');
      }
      if (e.guest) expect(headers).toContain(GUEST_ID_HEADER);
    },
  );

  it('describes each scheme as the server reads it', () => {
    const s = doc.components.securitySchemes;
    expect(s.member).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(s.operator).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(s.staff).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'bo_session' });
    expect(s.staffCsrf).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-csrf-token' });
    expect(s.chatGuest).toMatchObject({ type: 'apiKey', in: 'header', name: GUEST_TOKEN_HEADER });
    expect(headersOf(doc.paths['/api/payments/{gateway}/webhook']?.post)).toContain(
      SIGNATURE_HEADER,
    );
  });

  /**
   * The server reads only headers the document describes: every `headers.x` / `headers['x']`
   * read in the server's code is a documented header, or one listed here with why it is not a
   * call's input. A new header read fails this test until it is documented (or listed).
   */
  it('covers every request header the server code reads', () => {
    const notInputs: Record<string, string> = {
      'accept-encoding': 'content negotiation of the compression hook, any client sends it',
      'user-agent': 'only recorded with a session (members and staff), never required',
      'x-request-id': 'an optional trace id kept in the logs (app.ts), for every request',
      range: 'video seeking on /media/chat/:file, a signed link outside /api',
      'sec-fetch-site': 'the chat socket handshake (socket.io), not an HTTP call',
      'x-forwarded-for': 'the chat socket handshake behind a load balancer (TRUST_PROXY)',
      // the demo provider's game page (outside /api) reads its own cookie
    };
    const constants: Record<string, string> = {
      IDEMPOTENCY_HEADER,
      GUEST_TOKEN_HEADER,
      GUEST_ID_HEADER,
      SIGNATURE_HEADER,
    };
    const root = join(__dirname, '../..');
    const files = (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => !f.startsWith('test/') && !f.includes('/test/'));
    const read = new Map<string, string>();
    const unknown: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      const patterns = [
        /headers\??\.([a-z][a-z0-9_]*)\b/gi,
        /headers\??\[\s*(['"`][^'"`]+['"`]|[A-Za-z_][A-Za-z0-9_]*)\s*\]/g,
        /headerOf\(\s*\w+\s*,\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)/g,
      ];
      for (const pattern of patterns) {
        for (const m of text.matchAll(pattern)) {
          const raw = m[1]!;
          const name = /^['"`]/.test(raw) ? raw.slice(1, -1) : (constants[raw] ?? raw);
          // a variable name: the helper that reads it is checked through its callers
          if (/^[a-z]+$/.test(raw) && ['name', 'key', 'value'].includes(raw)) continue;
          if (/^[A-Z_]+$/.test(raw) && !constants[raw]) unknown.push(`${file}: ${raw}`);
          read.set(name.toLowerCase(), relative(root, join(root, file)));
        }
      }
    }
    expect(unknown, 'header constants the test does not know').toEqual([]);
    // writes to `reply.headers` and Fastify's own are not reads of a request
    for (const name of ['authorization', 'cookie', IDEMPOTENCY_HEADER, GUEST_TOKEN_HEADER]) {
      expect(read.has(name), `the scan finds ${name}`).toBe(true);
    }
    const documented = documentedHeaders();
    const missing = [...read.keys()].filter((h) => !documented.has(h) && !(h in notInputs));
    expect(missing, 'headers the server reads but /api/docs does not describe').toEqual([]);
  });
});

/** Every `:name` filled with a harmless value, so the route (not a 404) answers. */
const pathOf = (e: Endpoint) =>
  buildPath(
    e.path,
    Object.fromEntries([...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => [m[1]!, 'x1'])),
  );

describe('the document against the running server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves this document at /api/docs', async () => {
    const res = await app.inject({ url: '/api/docs' });
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it.each(
    allEndpoints.filter((e) => e.access === 'public').map((e) => [`${e.method} ${e.path}`, e]),
  )('%s: needs no credential unless the document names a scheme', async (_n, e) => {
    const res = await app.inject({
      method: e.method,
      url: pathOf(e),
      ...(e.body && !e.multipart ? { payload: {} } : {}),
    });
    // a call with no security in the document must not answer 401 for want of a credential
    if (securityOf(opOf(e)).length === 0) expect(res.statusCode, res.body).not.toBe(401);
  });

  it('lets a guest chat with exactly the headers the document names', async () => {
    const { guestId, guestToken } = (
      await app.inject({ method: 'POST', url: '/api/chat/guest' })
    ).json<{ guestId: string; guestToken: string }>();
    const tokenHeader = String(doc.components.securitySchemes.chatGuest!.name);
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/history',
      headers: { [tokenHeader]: guestToken },
      payload: { guestId, limit: 10, skip: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/chat/history',
      payload: { guestId, limit: 10, skip: 0 },
    });
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([401, 'CHAT_GUEST_INVALID']);
    const forged = await app.inject({
      method: 'PUT',
      url: '/api/chat/read-customer',
      headers: { [tokenHeader]: `${guestToken}x` },
      payload: { guestId },
    });
    expect([forged.statusCode, forged.json().message]).toEqual([401, 'CHAT_GUEST_INVALID']);
  });
});
