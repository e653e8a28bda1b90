import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@wallet/contract';
import { AppError } from '../lib/app-error';
import { RequestValidationError } from './validation';

interface Mapped {
  status: number;
  code: ErrorCode | 'gone';
}

/** Fastify's own request errors, by their code, to our catalogue (docs/decisions/004). */
const FASTIFY_CODES: Record<string, Mapped> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'INVALID_JSON' },
  FST_ERR_VALIDATION: { status: 400, code: 'KEY_INVALID' },
};

function byStatus(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'REQUEST_LIMIT';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return 'KEY_INVALID';
}

function map(error: FastifyError | Error): Mapped {
  if (error instanceof AppError) return { status: error.status, code: error.code };
  if (error instanceof RequestValidationError) return { status: 400, code: error.code };
  const fe = error as FastifyError;
  const known = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (known) return known;
  // secure-json-parse throws a SyntaxError (bad JSON, or a __proto__ key) with statusCode 400
  if (error instanceof SyntaxError) return { status: 400, code: 'INVALID_JSON' };
  const status = fe.statusCode;
  if (status && status >= 400 && status < 500) return { status, code: byStatus(status) };
  return { status: 500, code: 'INTERNAL_SERVER_ERROR' };
}

/**
 * The one error handler (spec §8): every failure is `{ "message": "<CODE>" }` with a fitting
 * status. Client errors are logged at info, server errors at error with the stack; nothing
 * internal (stack, SQL, detail) is sent.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, code } = map(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, detail: error.message }, 'request refused');
    const extra =
      error instanceof AppError
        ? error.extra
        : error instanceof RequestValidationError && isOperatorCall(request)
          ? validationDetail(error)
          : undefined;
    return reply.status(status).send({ ...extra, message: code });
  });
}

function isOperatorCall(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { access?: string } | undefined;
  return config?.access === 'operator';
}

/**
 * Which field of an operator call did not fit the contract and why (`{ field: "body.reason",
 * problem: "Too small: expected string to have >=3 characters" }`), so the CLI can say what was
 * wrong instead of a bare KEY_INVALID. Only the field's path and the schema's own rule are sent:
 * never the value sent, and only to the operator (member answers stay `{ message }`, spec §8).
 */
function validationDetail(error: RequestValidationError): { field: string; problem: string } {
  const [issue] = error.issues;
  const part = (error as { validationContext?: string }).validationContext;
  const where = part === 'querystring' ? 'query' : part;
  const path = issue?.path.map(String).join('.') ?? '';
  return {
    field: [where, path].filter(Boolean).join('.') || '(request)',
    problem: issue?.message ?? error.message,
  };
}
