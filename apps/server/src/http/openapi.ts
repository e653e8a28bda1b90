import { z } from 'zod';
import { CLIENT_VERSION, ErrorResponse, allEndpoints, type Endpoint } from '@wallet/contract';

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const schema = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' });

function parameters(endpoint: Endpoint) {
  const list: object[] = [];
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
    ...(endpoint.access !== 'public' ? { security: [{ [endpoint.access]: [] }] } : {}),
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
        operator: {
          type: 'http',
          scheme: 'bearer',
          description: 'Operator token (DATA_DIR/operator-token)',
        },
      },
    },
    paths,
  };
}
