import http from 'node:http';
import {
  Faults,
  maskFirst4Last4,
  parseSlipRecord,
  readBody,
  sendJson,
  type SlipFault,
  type SlipRecord,
} from '../slip-common';
import { listenDouble } from '../serve';

/*
 * The EasySlip v2 protocol double: an in-memory HTTP server built from the protocol brief
 * (/work/shared/integrations/slip-verification.md). `POST /v2/verify/bank` with a Bearer key
 * and exactly one input (`payload`, `base64`, `url`; `image` is multipart, answered as not
 * found); duplicates are a 200 `isDuplicate` flag with `checkDuplicate: true`, keyed by
 * `sendingBank:transRef`. Choices of this double where the brief is silent: `rawSlip` is v1's
 * slip object; accounts masked first 4 + last 4 keeping positions; `isDuplicate` never without
 * `checkDuplicate`; a quota counts every verify answered 200.
 */

/** The 403 account states of the brief. */
export type EasySlipAccountState =
  'IP_NOT_ALLOWED' | 'QUOTA_EXCEEDED' | 'BRANCH_INACTIVE' | 'SERVICE_BANNED' | 'SERVICE_DELETED';

export interface EasySlipCalls {
  verify: number;
  ok: number;
  errors: Record<string, number>;
  faults: number;
  /** The last verify bodies, newest last. */
  bodies: Record<string, unknown>[];
}

export interface EasySlipControl {
  register(slip: SlipRecord): void;
  /** Receiving accounts of the portal (for `matchAccount`). */
  accounts(numbers: string[]): void;
  /** A 403 account state, or null. */
  state(state: EasySlipAccountState | null): void;
  /** Verifies allowed before QUOTA_EXCEEDED (null: unlimited). */
  quota(max: number | null): void;
  /** The next verify calls fail: `error` is a 500 with `code` (default API_SERVER_ERROR). */
  fail(fault: SlipFault & { code?: 'API_SERVER_ERROR' | 'INTERNAL_SERVER_ERROR' }): void;
  calls(): EasySlipCalls;
  reset(): void;
}

export interface EasySlipDouble {
  /** The origin (as EASYSLIP_API_URL). */
  url: string;
  control: EasySlipControl;
  close(): Promise<void>;
}

export const EASYSLIP_TEST_KEY = '0b6a4c5e-2f1d-4a8b-9c3e-7d5f1a2b3c4d';

const BANKS: Record<string, { short: string; name: string }> = {
  '002': { short: 'BBL', name: 'ธนาคารกรุงเทพ' },
  '004': { short: 'KBANK', name: 'ธนาคารกสิกรไทย' },
  '006': { short: 'KTB', name: 'ธนาคารกรุงไทย' },
  '011': { short: 'TTB', name: 'ธนาคารทหารไทยธนชาต' },
  '014': { short: 'SCB', name: 'ธนาคารไทยพาณิชย์' },
  '025': { short: 'BAY', name: 'ธนาคารกรุงศรีอยุธยา' },
  '030': { short: 'GSB', name: 'ธนาคารออมสิน' },
  '034': { short: 'BAAC', name: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร' },
};

/** ISO 8601 at +07:00, as the docs' examples. */
function bangkokIso(d: Date): string {
  return `${new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
}

export async function startEasySlipDouble(
  options: { port?: number; host?: string; apiKey?: string } = {},
): Promise<EasySlipDouble> {
  const apiKey = options.apiKey ?? EASYSLIP_TEST_KEY;
  const slips = new Map<string, SlipRecord>();
  const verified = new Set<string>();
  const faults = new Faults();
  let portalAccounts: string[] = [];
  let accountState: EasySlipAccountState | null = null;
  let quotaMax: number | null = null;
  let used = 0;
  let faultCode = 'API_SERVER_ERROR';
  let calls: EasySlipCalls = { verify: 0, ok: 0, errors: {}, faults: 0, bodies: [] };

  const error = (res: http.ServerResponse, status: number, code: string, message = code) => {
    calls.errors[code] = (calls.errors[code] ?? 0) + 1;
    sendJson(res, status, { success: false, error: { code, message } });
  };

  const rawSlip = (s: SlipRecord) => {
    const bank = (code: string | undefined) => ({
      id: code ?? '',
      name: BANKS[code ?? '']?.name ?? '',
      short: BANKS[code ?? '']?.short ?? '',
    });
    return {
      payload: s.payload,
      transRef: s.transRef,
      date: bangkokIso(s.date),
      countryCode: 'TH',
      amount: { amount: s.amount, local: { amount: 0, currency: '' } },
      fee: 0,
      ref1: '',
      ref2: '',
      ref3: '',
      sender: {
        bank: bank(s.sendingBank),
        account: {
          name: { th: s.senderName ?? 'นาย ผู้โอน ท', en: 'MR. SENDER T' },
          bank: { type: 'BANKAC', account: maskFirst4Last4(s.senderAccount ?? '1112223334') },
        },
      },
      receiver: {
        bank: bank(s.receivingBank ?? s.sendingBank),
        account: {
          name: { th: s.receiverName ?? '', en: '' },
          bank: {
            type: 'BANKAC',
            account: s.receiverMask ?? maskFirst4Last4(s.receivingAccount),
          },
        },
      },
    };
  };

  async function verify(req: http.IncomingMessage, res: http.ServerResponse) {
    calls.verify++;
    const auth = req.headers.authorization;
    if (!auth) return error(res, 401, 'MISSING_API_KEY');
    if (auth !== `Bearer ${apiKey}`) return error(res, 401, 'INVALID_API_KEY');
    if (accountState) return error(res, 403, accountState);
    if (quotaMax !== null && used >= quotaMax) return error(res, 403, 'QUOTA_EXCEEDED');
    const raw = await readBody(req);
    if (
      await faults.apply(res, () => {
        calls.faults++;
        calls.errors[faultCode] = (calls.errors[faultCode] ?? 0) + 1;
        return {
          status: 500,
          body: { success: false, error: { code: faultCode, message: 'retry later' } },
        };
      })
    )
      return;
    if ((req.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
      return error(res, 404, 'SLIP_NOT_FOUND', 'invalid slip or no QR');
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error();
    } catch {
      return error(res, 400, 'VALIDATION_ERROR', 'body is not JSON');
    }
    calls.bodies.push(body);
    const inputs = ['payload', 'base64', 'url'].filter((k) => body[k] !== undefined);
    if (inputs.length !== 1) return error(res, 400, 'VALIDATION_ERROR', 'exactly one input');
    const bad =
      (body.payload !== undefined &&
        (typeof body.payload !== 'string' ||
          body.payload.length < 1 ||
          body.payload.length > 128)) ||
      (body.url !== undefined &&
        (typeof body.url !== 'string' || !/^https?:\/\/.{1,247}$/.test(body.url))) ||
      (body.base64 !== undefined && (typeof body.base64 !== 'string' || !body.base64)) ||
      (body.remark !== undefined &&
        (typeof body.remark !== 'string' || body.remark.length < 1 || body.remark.length > 255)) ||
      (body.matchAccount !== undefined && typeof body.matchAccount !== 'boolean') ||
      (body.matchAmount !== undefined && typeof body.matchAmount !== 'number') ||
      (body.checkDuplicate !== undefined && typeof body.checkDuplicate !== 'boolean');
    if (bad) return error(res, 400, 'VALIDATION_ERROR', 'a field is not as documented');
    // images and URLs are never decoded here
    const slip = typeof body.payload === 'string' ? slips.get(body.payload) : undefined;
    if (!slip) return error(res, 404, 'SLIP_NOT_FOUND', 'invalid slip or no QR');
    used++;
    const key = `${slip.sendingBank}:${slip.transRef}`;
    const isDuplicate = body.checkDuplicate === true && verified.has(key);
    verified.add(key);
    calls.ok++;
    const matched = portalAccounts.includes(slip.receivingAccount);
    sendJson(res, 200, {
      success: true,
      message: 'Bank slip verified successfully',
      data: {
        ...(body.remark ? { remark: body.remark } : {}),
        isDuplicate,
        matchedAccount:
          body.matchAccount && matched
            ? {
                bank: { nameTh: '', nameEn: '', code: slip.receivingBank ?? '', shortCode: '' },
                nameTh: slip.receiverName ?? '',
                nameEn: '',
                type: 'JURISTIC',
                bankNumber: slip.receivingAccount,
              }
            : null,
        ...(typeof body.matchAmount === 'number'
          ? {
              amountInOrder: body.matchAmount,
              isAmountMatched: Math.round(body.matchAmount * 100) === Math.round(slip.amount * 100),
            }
          : {}),
        amountInSlip: slip.amount,
        rawSlip: rawSlip(slip),
      },
    });
  }

  const control: EasySlipControl = {
    register: (slip) => void slips.set(slip.payload, slip),
    accounts: (numbers) => void (portalAccounts = numbers),
    state: (state) => void (accountState = state),
    quota: (max) => void (quotaMax = max),
    fail: (fault) => {
      faultCode = fault.code ?? 'API_SERVER_ERROR';
      faults.add(fault);
    },
    calls: () => ({ ...calls, errors: { ...calls.errors }, faults: faults.injected }),
    reset: () => {
      slips.clear();
      verified.clear();
      faults.clear();
      portalAccounts = [];
      accountState = null;
      quotaMax = null;
      used = 0;
      calls = { verify: 0, ok: 0, errors: {}, faults: 0, bodies: [] };
    },
  };

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const route = `${req.method} ${path}`;
    const handle = async () => {
      if (route === 'POST /v2/verify/bank') return verify(req, res);
      if (route === 'GET /v2/health') return sendJson(res, 200, { status: 'ok' });
      if (route === 'GET /v2/info') {
        if (req.headers.authorization !== `Bearer ${apiKey}`) {
          return error(res, 401, req.headers.authorization ? 'INVALID_API_KEY' : 'MISSING_API_KEY');
        }
        return sendJson(res, 200, {
          success: true,
          message: 'ok',
          data: {
            application: {
              name: 'double',
              autoRenew: false,
              quota: {
                used,
                max: quotaMax,
                remaining: quotaMax === null ? null : Math.max(0, quotaMax - used),
                totalUsed: used,
              },
            },
            branch: { name: 'main' },
            account: { email: 'double@example.test', credit: 0 },
            product: { name: 'double' },
          },
        });
      }
      // the standalone double's control (e2e)
      if (route === 'POST /__double/slips') {
        control.register(
          parseSlipRecord(JSON.parse(await readBody(req)) as Record<string, unknown>),
        );
        return sendJson(res, 200, { ok: true });
      }
      if (route === 'POST /__double/fail') {
        control.fail(JSON.parse(await readBody(req)) as SlipFault);
        return sendJson(res, 200, { ok: true });
      }
      if (route === 'POST /__double/quota') {
        control.quota((JSON.parse(await readBody(req)) as { max: number | null }).max);
        return sendJson(res, 200, { ok: true });
      }
      if (route === 'POST /__double/reset') {
        control.reset();
        return sendJson(res, 200, { ok: true });
      }
      if (route === 'GET /__double/calls') return sendJson(res, 200, control.calls());
      return error(res, 404, 'NOT_FOUND', 'no such path');
    };
    handle().catch((e: unknown) => {
      if (!res.headersSent)
        sendJson(res, 400, { error: e instanceof Error ? e.message : String(e) });
    });
  });
  const { origin, close } = await listenDouble(server, options);
  return { url: origin, control, close };
}
