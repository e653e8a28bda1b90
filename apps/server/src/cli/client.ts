import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildPath, type BodyOf, type Endpoint, type ResponseOf } from '@wallet/contract';
import { OPERATOR_TOKEN_FILE } from '../kernel/config/operator-token';

export class OperatorError extends Error {}

export interface CliEnv {
  baseUrl: string;
  token: string;
}

/**
 * Where the server is and how to prove we are its operator: OPERATOR_URL (else localhost:PORT)
 * and OPERATOR_TOKEN (else the token file the server wrote in DATA_DIR). The CLI never opens
 * the database itself: the embedded database belongs to the server process.
 */
export function cliEnv(env: NodeJS.ProcessEnv = process.env): CliEnv {
  const baseUrl = (env.OPERATOR_URL ?? `http://127.0.0.1:${env.PORT ?? '8080'}`).replace(/\/$/, '');
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data');
  let token = env.OPERATOR_TOKEN;
  if (!token) {
    const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
    if (!fs.existsSync(file)) {
      throw new OperatorError(
        `No operator token: set OPERATOR_TOKEN, or start the server once so it writes ${file}`,
      );
    }
    token = fs.readFileSync(file, 'utf8').trim();
  }
  return { baseUrl, token };
}

export type Call = <E extends Endpoint>(
  endpoint: E,
  input?: {
    params?: Record<string, string>;
    query?: Record<string, string | number>;
    body?: BodyOf<E>;
    /** Another Bearer token than the operator's (a bank-feed device's: `bank:notify`). */
    token?: string;
  },
) => Promise<ResponseOf<E>>;

export function operatorClient({ baseUrl, token }: CliEnv): Call {
  return async (endpoint, input = {}) => {
    const search = new URLSearchParams(
      Object.entries(input.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const url = baseUrl + buildPath(endpoint.path, input.params) + (search ? `?${search}` : '');
    const hasBody = input.body !== undefined;
    let response: Response;
    try {
      response = await fetch(url, {
        method: endpoint.method,
        headers: {
          authorization: `Bearer ${input.token ?? token}`,
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
          // one key per command run: the server never applies the same adjustment twice
          ...(endpoint.idempotent ? { 'idempotency-key': randomUUID() } : {}),
        },
        ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new OperatorError(
        `Cannot reach the server at ${baseUrl} (${(error as Error).message}). Is it running?`,
      );
    }
    const data = (await response.json().catch(() => ({}))) as {
      message?: string;
      field?: string;
      problem?: string;
    };
    if (!response.ok) throw new OperatorError(refusal(response, data));
    return endpoint.response.parse(data) as ResponseOf<typeof endpoint>;
  };
}

/**
 * A refusal as the operator reads it: the status and code, and when the server names them
 * (a request that does not fit the contract), the field and what is wrong with it, e.g.
 * `400 KEY_INVALID: body.reason: Too small: expected string to have >=3 characters`.
 */
export function refusal(
  response: { status: number; statusText: string },
  data: { message?: string; field?: string; problem?: string },
): string {
  const head = `${response.status} ${data.message ?? response.statusText}`;
  if (!data.field && !data.problem) return head;
  return `${head}: ${[data.field, data.problem].filter(Boolean).join(': ')}`;
}
