import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';
import type { ErrorCode } from '@wallet/contract';

/** A request that does not fit the contract: KEY_MISSING when a field is absent, else KEY_INVALID. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly code: ErrorCode,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '));
    this.name = 'RequestValidationError';
  }
}

function codeFor(issues: readonly z.core.$ZodIssue[]): ErrorCode {
  const missing = issues.some(
    (i) => i.code === 'invalid_type' && i.message.toLowerCase().includes('received undefined'),
  );
  return missing ? 'KEY_MISSING' : 'KEY_INVALID';
}

/** PostgreSQL text cannot hold U+0000; such input is refused up front, whatever the field. */
function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([k, v]) => k.includes('\u0000') || hasNulCharacter(v, depth + 1),
  );
}

const NUL_ISSUE = [
  { code: 'custom', path: [], message: 'contains U+0000', input: undefined },
] as z.core.$ZodIssue[];

/** Route schemas are the contract's zod schemas; Fastify hands us each one to compile. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    if (hasNulCharacter(data))
      return { error: new RequestValidationError('KEY_INVALID', NUL_ISSUE) };
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(codeFor(result.error.issues), result.error.issues) };
  };

/**
 * Responses are checked too: nothing outside the contract leaves the server. A frozen answer
 * cannot change, so its checked JSON is kept with it (issue 13: lookups answered from settings
 * are the same frozen object until a setting changes, lookup/answer-memo.ts).
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const checked = new WeakMap<object, string>();
  return (data) => {
    const frozen = typeof data === 'object' && data !== null && Object.isFrozen(data);
    const kept = frozen ? checked.get(data) : undefined;
    if (kept !== undefined) return kept;
    const json = JSON.stringify(schema.parse(data));
    if (frozen) checked.set(data, json);
    return json;
  };
};
