import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access, Endpoint, ResponseOf } from '@wallet/contract';

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

export type Handler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<ResponseOf<E>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/**
 * Registers a contract endpoint: its params, query, body and 200 response schemas become the
 * route's schemas, so the request is validated before the handler runs and the answer after.
 * Access checks (operator, member) run as hooks keyed on `config.access`.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
