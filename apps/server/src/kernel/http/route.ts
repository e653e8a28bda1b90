import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access, Endpoint, Permission, ResponseOf } from '@wallet/contract';
import { readIdempotencyKey, type RequestContext } from '../ledger/idempotency';
import { AppError } from '../lib/app-error';

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** An idempotent endpoint's handler gets the request's idempotency context (its answer store). */
type ContextOf<E extends Endpoint> = E['idempotent'] extends true ? RequestContext : undefined;

export type Handler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
  ctx: ContextOf<E>,
) => Promise<ResponseOf<E>>;

export interface RouteOptions<E extends Endpoint> {
  /**
   * Whose keys these are (idempotent endpoints). Default: the signed-in member. Operator calls
   * name the member they act on.
   */
  idempotencyScope?: (request: ContractRequest<E>) => Promise<number>;
  /**
   * What a replay must repeat. Default: the parsed params, query and body. A multipart upload
   * gives its file's hash (read once, before the handler).
   */
  fingerprint?: (request: ContractRequest<E>) => Promise<unknown>;
  /** Operator writes: the target's state before the act, for the audit log. */
  auditBefore?: (request: ContractRequest<E>) => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    permission?: Permission;
  }
}

/**
 * Registers a contract endpoint: its params, query, body and 200 response schemas become the
 * route's schemas, so the request is validated before the handler runs and the answer after.
 * Access checks (operator, member) run as hooks keyed on `config.access`. An endpoint marked
 * `idempotent` in the contract runs under its Idempotency-Key (docs/decisions/007, 010, 020): the
 * first answer again on a replay; KEY_INVALID for a malformed key; a member call without one is
 * made once (an operator call without one is KEY_MISSING).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions<E> = {},
): void {
  const acted =
    endpoint.access === 'operator' && endpoint.method !== 'GET'
      ? audited(app, handler, options)
      : handler;
  // a replayed answer is not a second act: the audit runs inside the idempotency wrapper
  const run = endpoint.idempotent ? idempotent(app, endpoint, acted, options) : acted;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      ...(endpoint.permission ? { permission: endpoint.permission } : {}),
    },
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    // Fastify types a handler's request by the route's generic, not by the contract's zod schemas
    // (validated above at run time), and `ctx` is undefined unless the endpoint is idempotent
    // (then `run` is the 2-argument wrapper): neither is provable on a generic E
    handler: run as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

function idempotent<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions<E>,
) {
  const name = `${endpoint.method} ${endpoint.path}`;
  const scopeOf =
    options.idempotencyScope ??
    (async (req: ContractRequest<E>) => {
      if (!req.member) throw new AppError('UNAUTHORIZED', 401);
      return req.member.memberId;
    });
  const paramsOf =
    options.fingerprint ??
    (async (req: ContractRequest<E>) => ({
      params: req.params ?? null,
      query: req.query ?? null,
      body: req.body ?? null,
    }));
  return async (req: ContractRequest<E>, reply: FastifyReply) => {
    // spec §7's client sends no key: a member call without one is made once (decision 020)
    const key = readIdempotencyKey(req.headers, { optional: endpoint.access === 'member' });
    const memberId = await scopeOf(req);
    const params = await paramsOf(req);
    return app.kernel.idempotency.run({ memberId, key, endpoint: name, params }, (ctx) =>
      handler(req, reply, ctx as ContextOf<E>),
    );
  };
}

/** An operator write, recorded in the audit log with the act (issue 11, docs/decisions/013). */
function audited<E extends Endpoint>(
  app: FastifyInstance,
  handler: Handler<E>,
  options: RouteOptions<E>,
): Handler<E> {
  return async (req, reply, ctx) => {
    const before = options.auditBefore ? await options.auditBefore(req) : null;
    return app.acts.record(req, before, () => handler(req, reply, ctx));
  };
}
