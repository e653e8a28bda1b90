import type { EasySlipConfig } from './config';

/** EasySlip v2's slip object (`data.rawSlip`; fields beyond date inferred from v1). */
export interface EasySlipRawSlip {
  payload?: string;
  transRef: string;
  date: string;
  amount?: { amount: number };
  receiver?: {
    bank?: { id?: string; short?: string };
    account?: {
      name?: { th?: string; en?: string };
      bank?: { type?: string; account?: string };
      proxy?: { type?: string; account?: string };
    };
  };
}

export interface EasySlipVerified {
  isDuplicate: boolean;
  amountInSlip?: number;
  rawSlip: EasySlipRawSlip;
}

/** One call's outcome: the slip, an error code with its HTTP status, or no answer at all. */
export type EasySlipAnswer =
  | { kind: 'slip'; data: EasySlipVerified }
  | { kind: 'error'; status: number; code: string }
  | { kind: 'failed'; detail: string };

/**
 * `POST <origin>/v2/verify/bank` with the QR payload and `checkDuplicate: true`, a hard timeout.
 * Never throws: a network failure or timeout is `failed`.
 */
export async function verifyPayload(
  config: Pick<EasySlipConfig, 'apiUrl' | 'apiKey' | 'timeoutMs'>,
  payload: string,
  remark?: string,
): Promise<EasySlipAnswer> {
  let response: Response;
  try {
    response = await fetch(new URL('/v2/verify/bank', config.apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ payload, checkDuplicate: true, ...(remark ? { remark } : {}) }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
    });
  } catch (error) {
    return { kind: 'failed', detail: error instanceof Error ? error.name : 'network' };
  }
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: EasySlipVerified;
    error?: { code?: string };
  } | null;
  if (response.ok && body?.success === true && body.data?.rawSlip) {
    return { kind: 'slip', data: body.data };
  }
  const code = body?.error?.code;
  if (typeof code === 'string') return { kind: 'error', status: response.status, code };
  return { kind: 'failed', detail: `HTTP ${response.status} without an error code` };
}
