import type { SlipOkConfig } from './config';

/** A party of a SlipOK slip: values always masked, names possibly cut short. */
export interface SlipOkParty {
  displayName?: string;
  name?: string;
  proxy?: { type?: string; value?: string };
  account?: { type?: string; value?: string };
}

export interface SlipOkSlip {
  transRef: string;
  sendingBank?: string;
  receivingBank?: string;
  /** ISO, UTC. */
  transTimestamp?: string;
  amount: number;
  receiver?: SlipOkParty;
}

/** One call's outcome: the slip, a coded error (with the slip for 1012–1014), or no answer. */
export type SlipOkAnswer =
  | { kind: 'slip'; data: SlipOkSlip }
  | { kind: 'error'; status: number; code: number; data: SlipOkSlip | null }
  | { kind: 'failed'; detail: string };

/**
 * `POST <origin>/api/line/apikey/<branch>` with `{ data: <mini QR>, log: true }` (log turns on
 * SlipOK's duplicate check, 1012, and makes repeats free), a hard timeout. The code is read from
 * the body whatever the HTTP status (undocumented), as a number even when sent as a string.
 * Never throws.
 */
export async function verifyQr(
  config: Pick<SlipOkConfig, 'apiUrl' | 'apiKey' | 'branchId' | 'timeoutMs'>,
  qrData: string,
): Promise<SlipOkAnswer> {
  let response: Response;
  try {
    response = await fetch(
      new URL(`/api/line/apikey/${encodeURIComponent(config.branchId)}`, config.apiUrl),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-authorization': config.apiKey },
        body: JSON.stringify({ data: qrData, log: true }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      },
    );
  } catch (error) {
    return { kind: 'failed', detail: error instanceof Error ? error.name : 'network' };
  }
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    code?: number | string;
    data?: SlipOkSlip & { success?: boolean };
  } | null;
  const code = body?.code === undefined || body.code === '' ? Number.NaN : Number(body.code);
  if (Number.isInteger(code)) {
    const data = body?.data && typeof body.data.transRef === 'string' ? body.data : null;
    return { kind: 'error', status: response.status, code, data };
  }
  if (
    response.ok &&
    body?.success === true &&
    body.data &&
    typeof body.data.transRef === 'string'
  ) {
    return { kind: 'slip', data: body.data };
  }
  return { kind: 'failed', detail: `HTTP ${response.status} without a code` };
}
