import { ProviderError, type ProviderErrorKind } from '../interface';
import type { AskmebetOptions } from './config';

/** An AMB answer that said `code: 0` (brief: `{code, msg, data?}`; some calls add top-level keys). */
export interface AmbAnswer {
  code: 0;
  msg?: string;
  data?: unknown;
  [key: string]: unknown;
}

/** The ops the adapter calls (path segments of `/ext/{op}/{prefix}/{agent}`). */
export type AmbOp =
  | 'createUser'
  | 'changePassword'
  | 'editUnderActive'
  | 'redirectLogin'
  | 'getProfileAndCredit'
  | 'deposit'
  | 'withdrawal'
  | 'depositWithdrawTransactionHistoryByUsername'
  | 'getHistoryBetByDepositID'
  | 'getAgentCredit';

/** brief, error codes the adapter tells apart. */
export const AMB = {
  exists: 100011,
  memberNotFound: 100014,
  insufficient: 100016,
  throttled: 100017,
  noData: 100033,
} as const;

/** A provider error that keeps AMB's own code (null: no AMB answer at all). */
export class AskmebetError extends ProviderError {
  constructor(
    kind: ProviderErrorKind,
    readonly code: number | null,
    message: string,
  ) {
    super(kind, message);
  }
}

/** brief "Mapping for our interface". 100017 is `rejected` here: the adapter decides what it means. */
function kindOf(code: number): ProviderErrorKind {
  if (code === AMB.exists) return 'exists';
  if (code === AMB.memberNotFound) return 'not_found';
  if (code === AMB.insufficient) return 'insufficient';
  return 'rejected';
}

/** Minor units to AMB's JSON number in currency units (brief: never more than 2 decimals). */
export const toAmb = (minor: number): number => {
  if (!Number.isSafeInteger(minor)) throw new Error(`askmebet: amount ${minor} is not minor units`);
  return minor / 100;
};

/**
 * AMB's amount (a JSON number, a numeric string in statement rows, or a Mongo
 * `{"$numberDecimal": "…"}` in reports) to minor units, rounded so 0.1 + 0.2 never drifts.
 */
export function fromAmb(value: unknown): number {
  const raw =
    value !== null && typeof value === 'object' && '$numberDecimal' in value
      ? (value as { $numberDecimal: unknown }).$numberDecimal
      : value;
  const n =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && raw.trim() !== ''
        ? Number(raw)
        : NaN;
  if (!Number.isFinite(n)) throw new Error(`askmebet: not an amount: ${JSON.stringify(value)}`);
  return Math.round(n * 100);
}

/**
 * The AMB "ext" agent API over HTTP: every call is a POST with a JSON body carrying the three auth
 * fields (brief: no headers, no signature). Node's fetch (undici) keeps connections alive.
 */
export class AskmebetClient {
  private readonly base: string;

  constructor(
    private readonly options: AskmebetOptions,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.base = options.apiUrl.replace(/\/+$/, '');
  }

  /** Answers a `code: 0` reply; anything else throws an AskmebetError. */
  async call(op: AmbOp, fields: Record<string, unknown> = {}): Promise<AmbAnswer> {
    const { agent, key, web, prefix, timeoutMs } = this.options;
    const url = `${this.base}/ext/${op}/${encodeURIComponent(prefix)}/${encodeURIComponent(agent)}`;
    let response: Response;
    let text: string;
    try {
      response = await this.fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ agentUsername: agent, key, web, ...fields }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // a timeout or a cut connection: the call may have been applied
      const why = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new AskmebetError('unknown', null, `askmebet ${op}: no answer (${why})`);
    }
    if (response.status >= 500) {
      throw new AskmebetError('unknown', null, `askmebet ${op}: HTTP ${response.status}`);
    }
    if (response.status >= 400) {
      // brief: 400 for unparsable JSON, 404 for an unknown op; refused before anything moved
      throw new AskmebetError('rejected', null, `askmebet ${op}: HTTP ${response.status}`);
    }
    let answer: { code?: unknown; msg?: unknown };
    try {
      answer = JSON.parse(text) as { code?: unknown; msg?: unknown };
    } catch {
      // a 2xx we cannot read may still stand for an applied call
      throw new AskmebetError('unknown', null, `askmebet ${op}: unreadable answer`);
    }
    if (answer === null || typeof answer !== 'object' || typeof answer.code !== 'number') {
      throw new AskmebetError('unknown', null, `askmebet ${op}: answer without a code`);
    }
    if (answer.code !== 0) {
      // brief: errors come as HTTP 200 with a non-zero code [inferred]
      const msg = typeof answer.msg === 'string' ? answer.msg : '';
      throw new AskmebetError(
        kindOf(answer.code),
        answer.code,
        `askmebet ${op}: ${answer.code} ${msg}`.trim(),
      );
    }
    return answer as AmbAnswer;
  }
}
