import http from 'node:http';
import {
  Faults,
  isMiniQr,
  maskKbankStyle,
  parseSlipRecord,
  readBody,
  sendJson,
  type SlipFault,
  type SlipRecord,
} from '../slip-common';
import { listenDouble } from '../serve';

/*
 * The SlipOK protocol double: an in-memory HTTP server built from the protocol brief
 * (/work/shared/integrations/slip-verification.md). `POST /api/line/apikey/<branch>` with
 * `x-authorization` and one of `data` / `files` / `url`; errors `{ code, message[, data] }`.
 * Choices of this double where the brief is silent (inferred): coded errors answer HTTP 400; the
 * checks run 1012 → 1014 → 1013; a slip is logged (for 1012) only on full success with `log`;
 * 10-digit accounts are masked `xxx-x-x<6–9>-x`; a quota counts each valid slip (repeats with
 * `log` are free). Codes are sent as numbers unless `stringCodes` is set (one SDK's habit).
 */

export const SLIPOK_MESSAGES: Record<number, string> = {
  1000: 'กรุณาใส่ข้อมูล QR Code ให้ครบใน field data, files หรือ url',
  1001: 'ไม่พบข้อมูลสาขา กรุณาตรวจสอบไอดีสาขา',
  1002: 'Authorization Header ไม่ถูกต้อง',
  1003: 'Package ของคุณหมดอายุแล้ว',
  1004: 'Package ของคุณใช้เกินโควต้ามาแล้ว 400 บาท',
  1005: 'ไฟล์ไม่ใช่ไฟล์ภาพ',
  1006: 'รูปภาพไม่ถูกต้อง',
  1007: 'รูปภาพไม่มี QR Code',
  1008: 'QR ดังกล่าวไม่ใช่ QR สำหรับการตรวจสอบการชำระเงิน',
  1009: 'ขออภัยในความไม่สะดวก ข้อมูลธนาคารไม่สามารถใช้งานได้ชั่วคราว',
  1010: 'เนื่องจากเป็นสลิปจากธนาคาร กรุณารอการตรวจสอบสลิปหลังการโอนประมาณ N นาที',
  1011: 'QR Code หมดอายุ หรือ ไม่มีรายการอยู่จริง',
  1012: 'สลิปซ้ำ สลิปนี้เคยส่งเข้ามาในระบบเมื่อ',
  1013: 'ยอดที่ส่งมาไม่ตรงกับยอดสลิป',
  1014: 'บัญชีผู้รับไม่ตรงกับบัญชีหลักของร้าน',
  1015: 'ไม่พบ Package',
};

export interface SlipOkCalls {
  verify: number;
  ok: number;
  errors: Record<number, number>;
  faults: number;
  bodies: Record<string, unknown>[];
}

export interface SlipOkControl {
  register(slip: SlipRecord): void;
  /** The branch's registered receiving account (digits; for 1014 with `log`). */
  shopAccount(account: string | null): void;
  /** Slips allowed before 1004 (null: unlimited). */
  quota(max: number | null): void;
  /** The package's state: 1003 expired, 1015 not found, or null. */
  packageState(code: 1003 | 1015 | null): void;
  /** Slips from these banks answer 1010 (wait `delay` minutes). */
  delayBanks(codes: string[], delay?: number): void;
  /** The next calls fail: `error` is `code` (default 1009 with HTTP 400; 500: a bare 500). */
  fail(fault: SlipFault & { code?: number | 'http500' }): void;
  calls(): SlipOkCalls;
  reset(): void;
}

export interface SlipOkDouble {
  /** The origin (as SLIPOK_API_URL). */
  url: string;
  control: SlipOkControl;
  close(): Promise<void>;
}

export const SLIPOK_TEST_KEY = 'SLIPOKTESTKEY123';
export const SLIPOK_TEST_BRANCH = '12345';

function bangkok(d: Date) {
  const b = new Date(d.getTime() + 7 * 3_600_000).toISOString();
  return { transDate: b.slice(0, 10).replace(/-/g, ''), transTime: b.slice(11, 19) };
}

export async function startSlipOkDouble(
  options: {
    port?: number;
    host?: string;
    apiKey?: string;
    branchId?: string;
    stringCodes?: boolean;
  } = {},
): Promise<SlipOkDouble> {
  const apiKey = options.apiKey ?? SLIPOK_TEST_KEY;
  const branchId = options.branchId ?? SLIPOK_TEST_BRANCH;
  const slips = new Map<string, SlipRecord>();
  const logged = new Map<string, Date>();
  const faults = new Faults();
  let shop: string | null = null;
  let quotaMax: number | null = null;
  let used = 0;
  let pkg: 1003 | 1015 | null = null;
  let delayed: { banks: string[]; delay: number } = { banks: [], delay: 15 };
  let faultCode: number | 'http500' = 1009;
  let calls: SlipOkCalls = { verify: 0, ok: 0, errors: {}, faults: 0, bodies: [] };

  const slipData = (s: SlipRecord) => ({
    success: true,
    message: '✅',
    language: 'TH',
    transRef: s.transRef,
    sendingBank: s.sendingBank,
    receivingBank: s.receivingBank ?? s.sendingBank,
    ...bangkok(s.date),
    transTimestamp: s.date.toISOString(),
    sender: {
      displayName: s.senderName ?? 'นาย ผู้โอน ท',
      name: 'MR. SENDER T',
      proxy: { type: null, value: null },
      account: { type: 'BANKAC', value: maskKbankStyle(s.senderAccount ?? '1112223334') },
    },
    receiver: {
      displayName: s.receiverName ?? '',
      name: '',
      proxy: { type: null, value: null },
      account: { type: 'BANKAC', value: s.receiverMask ?? maskKbankStyle(s.receivingAccount) },
    },
    amount: s.amount,
    paidLocalAmount: s.amount,
    paidLocalCurrency: '764',
    countryCode: 'TH',
    transFeeAmount: 0,
    ref1: '',
    ref2: '',
    ref3: '',
    toMerchantId: '',
  });

  const coded = (res: http.ServerResponse, code: number, data?: unknown, status = 400) => {
    calls.errors[code] = (calls.errors[code] ?? 0) + 1;
    sendJson(res, status, {
      code: options.stringCodes ? String(code) : code,
      message: SLIPOK_MESSAGES[code] ?? 'error',
      ...(data !== undefined ? { data } : {}),
    });
  };

  async function verify(req: http.IncomingMessage, res: http.ServerResponse, branch: string) {
    calls.verify++;
    if (req.headers['x-authorization'] !== apiKey) return coded(res, 1002);
    if (branch !== branchId) return coded(res, 1001);
    if (pkg) return coded(res, pkg);
    const raw = await readBody(req);
    const failed = await faults.apply(res, () => {
      if (faultCode === 'http500')
        return { status: 500, body: { message: 'Internal Server Error' } };
      calls.errors[faultCode] = (calls.errors[faultCode] ?? 0) + 1;
      return { status: 400, body: { code: faultCode, message: SLIPOK_MESSAGES[faultCode] } };
    });
    if (failed) return;
    if ((req.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
      // images are never decoded here
      return coded(res, 1007);
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw || '{}') as Record<string, unknown>;
    } catch {
      return coded(res, 1000);
    }
    calls.bodies.push(body);
    if (body.url !== undefined && !body.data) return coded(res, 1007);
    if (typeof body.data !== 'string' || !body.data) return coded(res, 1000);
    const slip = slips.get(body.data);
    if (!slip) return coded(res, isMiniQr(body.data) ? 1011 : 1008);
    if (delayed.banks.includes(slip.sendingBank)) {
      return coded(res, 1010, {
        qrcodeData: slip.payload,
        bankCode: slip.sendingBank,
        bankName: slip.sendingBank,
        delay: delayed.delay,
      });
    }
    if (quotaMax !== null && used >= quotaMax) return coded(res, 1004);
    const key = `${slip.sendingBank}:${slip.transRef}`;
    const log = body.log === true;
    const data = slipData(slip);
    // with `log` repeats are free (brief)
    if (log && logged.has(key)) return coded(res, 1012, data);
    used++;
    if (log && shop !== null && shop !== slip.receivingAccount) return coded(res, 1014, data);
    if (
      body.amount !== undefined &&
      Math.round(Number(body.amount) * 100) !== Math.round(slip.amount * 100)
    ) {
      return coded(res, 1013, data);
    }
    if (log) logged.set(key, new Date());
    calls.ok++;
    sendJson(res, 200, { success: true, data });
  }

  const control: SlipOkControl = {
    register: (slip) => void slips.set(slip.payload, slip),
    shopAccount: (account) => void (shop = account),
    quota: (max) => void (quotaMax = max),
    packageState: (code) => void (pkg = code),
    delayBanks: (codes, delay = 15) => void (delayed = { banks: codes, delay }),
    fail: (fault) => {
      faultCode = fault.code ?? 1009;
      faults.add(fault);
    },
    calls: () => ({ ...calls, errors: { ...calls.errors }, faults: faults.injected }),
    reset: () => {
      slips.clear();
      logged.clear();
      faults.clear();
      shop = null;
      quotaMax = null;
      used = 0;
      pkg = null;
      delayed = { banks: [], delay: 15 };
      calls = { verify: 0, ok: 0, errors: {}, faults: 0, bodies: [] };
    },
  };

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const handle = async () => {
      const verifyPath = /^\/api\/line\/apikey\/([^/]+)$/.exec(path);
      if (req.method === 'POST' && verifyPath) return verify(req, res, verifyPath[1]!);
      const quotaPath = /^\/api\/line\/apikey\/([^/]+)\/quota$/.exec(path);
      if (req.method === 'GET' && quotaPath) {
        if (req.headers['x-authorization'] !== apiKey) return coded(res, 1002);
        if (quotaPath[1] !== branchId) return coded(res, 1001);
        const left = quotaMax === null ? 9999 : quotaMax - used;
        return sendJson(res, 200, {
          success: true,
          data: { quota: Math.max(0, left), specialQuota: 0, overQuota: Math.max(0, -left) },
        });
      }
      const route = `${req.method} ${path}`;
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
      if (route === 'POST /__double/shop-account') {
        control.shopAccount(
          (JSON.parse(await readBody(req)) as { account: string | null }).account,
        );
        return sendJson(res, 200, { ok: true });
      }
      if (route === 'POST /__double/reset') {
        control.reset();
        return sendJson(res, 200, { ok: true });
      }
      if (route === 'GET /__double/calls') return sendJson(res, 200, control.calls());
      return sendJson(res, 404, { message: 'Not Found' });
    };
    handle().catch((e: unknown) => {
      if (!res.headersSent)
        sendJson(res, 400, { error: e instanceof Error ? e.message : String(e) });
    });
  });
  const { origin, close } = await listenDouble(server, options);
  return { url: origin, control, close };
}
