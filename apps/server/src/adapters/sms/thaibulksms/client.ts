import {
  THAIBULKSMS_DEFAULT_URL,
  thaibulksmsConfigProblems,
  type ThaibulksmsConfig,
} from './config';

/** `{error: {code, name, description}}` of a non-2xx answer (brief: the names are not public). */
export interface ThaibulksmsErrorBody {
  code: number | string | undefined;
  name: string | undefined;
  description: string | undefined;
}

/** The 2xx answer of `POST /sms` (brief: "Answer"); numbers come back as `66…`. */
export interface ThaibulksmsSendAnswer {
  status: number;
  remainingCredit: unknown;
  accepted: { number: string; messageId: string | undefined; usedCredit: number | undefined }[];
  rejected: { number: string; message: string | undefined }[];
}

/**
 * A call that did not end in a readable 2xx. `kind`:
 * - `unreachable`: no connection was made (nothing reached ThaiBulkSMS);
 * - `timeout`, `cut`: the request went out and no full answer came back (it may have been taken);
 * - `status`: a non-2xx answer (`status`, and `error` when the body had the envelope);
 * - `malformed`: a 2xx whose body is not the documented shape (it was taken, so credit is spent).
 */
export class ThaibulksmsCallError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'timeout' | 'cut' | 'status' | 'malformed',
    message: string,
    readonly status?: number,
    readonly error?: ThaibulksmsErrorBody,
  ) {
    super(message);
  }

  /** The request may have reached ThaiBulkSMS and been sent (its credit spent). */
  get maybeSent(): boolean {
    return this.kind === 'timeout' || this.kind === 'cut' || this.kind === 'malformed';
  }
}

/** Connection errors that mean no request left this machine. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function failure(error: unknown): ThaibulksmsCallError {
  const e = error as { name?: string; message?: string; cause?: { code?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') {
    return new ThaibulksmsCallError('timeout', 'ThaiBulkSMS did not answer in time');
  }
  const code = e.cause?.code;
  if (code && NOT_CONNECTED.has(code)) {
    return new ThaibulksmsCallError('unreachable', `ThaiBulkSMS unreachable (${code})`);
  }
  return new ThaibulksmsCallError(
    'cut',
    `ThaiBulkSMS connection cut (${code ?? e.message ?? '?'})`,
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function errorBody(body: unknown): ThaibulksmsErrorBody | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const { code, name, description } = body.error;
  return {
    code: typeof code === 'number' || typeof code === 'string' ? code : undefined,
    name: typeof name === 'string' ? name : undefined,
    description: typeof description === 'string' ? description : undefined,
  };
}

/**
 * ThaiBulkSMS API v2 over HTTP (integrations/sms-gateways.md): HTTP Basic
 * `base64(api_key:api_secret)`, `Accept: application/json`, the send as a form body (JSON bodies
 * are refused), every call under a hard timeout. Nothing is retried here: a 2xx has spent credit,
 * and a failure is answered to the member, who may ask again (spec §4's resend rule).
 */
export class ThaibulksmsClient {
  private readonly origin: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;

  constructor(
    config: ThaibulksmsConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    const problems = thaibulksmsConfigProblems(config);
    if (problems.length > 0) throw new Error(`ThaiBulkSMS configuration: ${problems.join('; ')}`);
    this.origin = new URL(config.apiUrl || THAIBULKSMS_DEFAULT_URL).origin;
    this.authorization = `Basic ${Buffer.from(`${config.apiKey}:${config.apiSecret}`).toString('base64')}`;
    this.timeoutMs = config.timeoutMs ?? 10_000;
  }

  /** `POST /sms` with the form fields given; the 2xx answer read, anything else thrown. */
  async sendSms(form: Record<string, string>): Promise<ThaibulksmsSendAnswer> {
    const { status, body } = await this.call('/sms', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    const accepted = isRecord(body) ? body.phone_number_list : undefined;
    const rejected = isRecord(body) ? (body.bad_phone_number_list ?? []) : undefined;
    if (!isRecord(body) || !Array.isArray(accepted) || !Array.isArray(rejected)) {
      throw new ThaibulksmsCallError(
        'malformed',
        `ThaiBulkSMS answered ${status} without the lists`,
        status,
      );
    }
    return {
      status,
      remainingCredit: body.remaining_credit,
      accepted: accepted.filter(isRecord).map((p) => ({
        number: String(p.number ?? ''),
        messageId: typeof p.message_id === 'string' ? p.message_id : undefined,
        usedCredit: typeof p.used_credit === 'number' ? p.used_credit : undefined,
      })),
      rejected: rejected.map((p) =>
        isRecord(p)
          ? {
              number: String(p.number ?? ''),
              message: typeof p.message === 'string' ? p.message : undefined,
            }
          : { number: String(p), message: undefined },
      ),
    };
  }

  /** `GET /credit`: the remaining credit of each pool (an object, not a number). */
  async credit(): Promise<{ standard: number; corporate: number | undefined }> {
    const { status, body } = await this.call('/credit', { method: 'GET' });
    const pools = isRecord(body) ? body.remaining_credit : undefined;
    // a plain number is read as the standard pool too: some integrators' types say so
    const standard = isRecord(pools) ? Number(pools.standard) : Number(pools);
    if (pools === undefined || pools === null || !Number.isFinite(standard)) {
      throw new ThaibulksmsCallError(
        'malformed',
        `ThaiBulkSMS credit answer ${status} unreadable`,
        status,
      );
    }
    const corporate = isRecord(pools) ? Number(pools.corporate) : Number.NaN;
    return { standard, corporate: Number.isFinite(corporate) ? corporate : undefined };
  }

  private async call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let text: string;
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.origin}${path}`, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          authorization: this.authorization,
          accept: 'application/json',
        },
        signal,
      });
      text = await response.text();
    } catch (error) {
      throw failure(error);
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (response.status < 200 || response.status > 299) {
      const error = errorBody(body);
      const named = error ? ` ${error.name ?? ''} ${error.description ?? ''}`.trimEnd() : '';
      throw new ThaibulksmsCallError(
        'status',
        `ThaiBulkSMS answered ${response.status}${named}`.slice(0, 300),
        response.status,
        error,
      );
    }
    return { status: response.status, body };
  }
}
