import { ProviderError, type ProviderErrorKind } from '../interface';
import type { BetflixOptions } from './config';

/**
 * A Betflix answer that went wrong, with the HTTP status when there was one (null: no answer).
 * The kind follows the brief's mapping; the provider reads `status` where a code means more
 * (409 on a transfer: the ref was applied already).
 */
export class BetflixError extends ProviderError {
  constructor(
    kind: ProviderErrorKind,
    message: string,
    readonly status: number | null,
  ) {
    super(kind, message);
  }
}

/**
 * brief "Mapping for our interface": 409 → exists, 404 → not_found, 422 → insufficient, other
 * 4xx → rejected (nothing applied); 5xx → unknown (a gateway may have passed it on).
 */
function kindOf(status: number): ProviderErrorKind {
  if (status === 404) return 'not_found';
  if (status === 409) return 'exists';
  if (status === 422) return 'insufficient';
  if (status >= 400 && status < 500) return 'rejected';
  return 'unknown';
}

type Fields = Record<string, string | number>;

/**
 * The HTTP side of the v4 agent API: POST bodies form-encoded (brief: [client 10]), GETs by query
 * string, the two credential headers, one timeout per call. Answers the envelope's `data`.
 */
export class BetflixClient {
  private readonly base: string;

  constructor(private readonly options: BetflixOptions) {
    this.base = options.apiUrl.replace(/\/+$/, '');
  }

  post(path: string, fields: Fields): Promise<unknown> {
    const body = new URLSearchParams(stringify(fields)).toString();
    return this.call(path, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  get(path: string, query: Fields = {}): Promise<unknown> {
    const qs = new URLSearchParams(stringify(query)).toString();
    return this.call(qs ? `${path}?${qs}` : path, { method: 'GET' });
  }

  private async call(
    path: string,
    init: { method: string; body?: string; headers?: Record<string, string> },
  ): Promise<unknown> {
    const what = `betflix ${init.method} ${path.split('?')[0]}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.base}/${path}`, {
        ...init,
        headers: {
          ...init.headers,
          accept: 'application/json',
          'x-api-key': this.options.apiKey,
          // brief: `x-api-betflix` in older clients, `x-api-cat` in newer: the same credential
          'x-api-cat': this.options.apiCat,
        },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // a time-out or a cut connection: the call may have been applied (brief: → unknown)
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new BetflixError('unknown', `${what}: no answer (${reason})`, null);
    }
    const body = parseJson(text);
    const msg = typeof body?.msg === 'string' ? body.msg : text.slice(0, 200);
    if (!response.ok) {
      throw new BetflixError(
        kindOf(response.status),
        `${what}: HTTP ${response.status} ${msg}`,
        response.status,
      );
    }
    if (!body) {
      // a 200 we cannot read says nothing sure about what was applied
      throw new BetflixError('unknown', `${what}: unreadable answer ${msg}`, response.status);
    }
    // brief: success is `status: "success"` [client 5] with `error_code: 0` [client 2]
    const code = body.error_code;
    if (body.status !== 'success' || (code !== undefined && Number(code) !== 0)) {
      throw new BetflixError('rejected', `${what}: ${String(body.status)} ${msg}`, response.status);
    }
    return body.data;
  }
}

function stringify(fields: Fields): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A field of an answer's `data` object (null when data is not an object). */
export function field(data: unknown, name: string): unknown {
  return data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined;
}

/**
 * Baht as Betflix sends it → satang. brief: money may come as "1,234.50" (strings with
 * thousands separators) or as plain numbers (the bet log); read as decimal text, never floats.
 */
export function parseMoney(value: unknown, what = 'amount'): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const m = /^\s*(-?)(\d+)(?:\.(\d+))?\s*$/.exec(text.replaceAll(',', ''));
  if (!m) throw new ProviderError('unknown', `betflix ${what} is not money: ${String(value)}`);
  const [, sign, whole, decimals = ''] = m;
  // a third decimal would be a fraction of a satang: rounded half away from zero
  const cents = Number(`${decimals}000`.slice(0, 3));
  const minor = Number(whole) * 100 + Math.round(cents / 10);
  if (!Number.isSafeInteger(minor)) throw new ProviderError('unknown', `betflix ${what} too large`);
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/** Satang → "123.45" (brief: a decimal string, up to 2 decimals, no thousands separator). */
export function formatAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK_MS = 7 * 3_600_000;

/** The Bangkok calendar day of an instant (brief: every date parameter is a Bangkok day). */
export function bangkokDay(at: Date): string {
  return new Date(at.getTime() + BANGKOK_MS).toISOString().slice(0, 10);
}

/** The Bangkok calendar month of an instant. */
export function bangkokMonth(at: Date): { year: number; month: number } {
  const shifted = new Date(at.getTime() + BANGKOK_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1 };
}

/** brief: `bettime`/`caltime` are `YYYY-MM-DD HH:mm:ss` Bangkok time [inferred] → the instant. */
export function fromBangkokTime(text: unknown): Date {
  const m =
    typeof text === 'string' ? /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)(\.\d+)?$/.exec(text) : null;
  const at = m ? new Date(`${m[1]}T${m[2]}${m[3] ?? ''}+07:00`) : new Date(NaN);
  if (Number.isNaN(at.getTime())) {
    throw new ProviderError('unknown', `betflix time is not YYYY-MM-DD HH:mm:ss: ${String(text)}`);
  }
  return at;
}

/** An instant as Bangkok `YYYY-MM-DD HH:mm:ss`. */
export function toBangkokTime(at: Date): string {
  return new Date(at.getTime() + BANGKOK_MS).toISOString().slice(0, 19).replace('T', ' ');
}
