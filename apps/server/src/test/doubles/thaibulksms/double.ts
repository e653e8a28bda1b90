import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A ThaiBulkSMS API v2 double built from integrations/sms-gateways.md (and the fake it
 * describes): `POST /sms` and `GET /credit` at the real paths, Basic auth, form bodies only,
 * approved senders, credit pools, `bad_phone_number_list`, the error envelope
 * `{error: {code, name, description}}`, and faults on demand. Error `name`s are not public
 * (brief: unknown): the ones here are the double's own, and the adapter must not depend on them.
 */
export interface ThaibulksmsDoubleOptions {
  port?: number;
  apiKey?: string;
  apiSecret?: string;
  /** Sender names approved for the account (brief fake default: SMSOTP). */
  senders?: string[];
  standardCredit?: number;
  corporateCredit?: number;
  /** How long a `slow` fault holds the answer (default 3 s). */
  slowMs?: number;
}

/** One request as received: headers that matter, and the form fields as parsed. */
export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  accept: string | undefined;
  /** The raw body, and its fields when it was a form. */
  raw: string;
  form: Record<string, string>;
  status: number;
}

/** One SMS the double "sent" (a number in `phone_number_list`). */
export interface SentMessage {
  msisdn: string;
  message: string;
  sender: string | undefined;
  force: 'standard' | 'corporate';
  messageId: string;
  usedCredit: number;
  authorization: string | undefined;
  form: Record<string, string>;
}

export type ThaibulksmsFault =
  | { kind: 'error'; status: number; name?: string; description?: string }
  | { kind: 'slow'; ms?: number }
  | { kind: 'cut' }
  /** A 2xx whose body is not JSON (a proxy page, a truncated answer). */
  | { kind: 'garbage' };

/**
 * Every non-2xx answer the brief documents: 400 (missing fields, unapproved sender, wrong body
 * type, bad `force`, not enough credit), 401 (bad key/secret), 5xx (retry later).
 */
export const DOCUMENTED_ERRORS = {
  missingField: 400,
  unapprovedSender: 400,
  wrongBodyType: 400,
  badForce: 400,
  insufficientCredit: 400,
  unauthorized: 401,
  serverError: 500,
  badGateway: 502,
  unavailable: 503,
} as const;

export interface ThaibulksmsDoubleControl {
  /** Every request, in order (also refused ones). */
  requests(): ReceivedRequest[];
  /** Every SMS sent, in order. */
  messages(): SentMessage[];
  /** Numbers the service lists in `bad_phone_number_list` (any form: 08…, 668…). */
  addBadNumber(number: string): void;
  credit(): { standard: number; corporate: number };
  setCredit(pool: 'standard' | 'corporate', credit: number): void;
  /** The next `count` calls (to any path) fail this way. */
  failNext(fault: ThaibulksmsFault, count?: number): void;
  /** Resolves once every request begun so far is answered or cut. */
  idle(): Promise<void>;
  reset(): void;
}

export interface ThaibulksmsDouble {
  /** The origin (what THAIBULKSMS_API_URL holds). */
  url: string;
  apiKey: string;
  apiSecret: string;
  control: ThaibulksmsDoubleControl;
  close(): Promise<void>;
}

const THAI_MOBILE = /^(?:0|66)([689]\d{8})$/;

/** brief "Cost" (inferred): GSM 160/153 per part, UCS-2 (any Thai or Lao letter) 70/67. */
export function smsParts(text: string): number {
  // eslint-disable-next-line no-control-regex -- plain ASCII stands in for the GSM alphabet
  const gsm = /^[\x00-\x7f]*$/.test(text);
  const length = [...text].length;
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / part);
}

const errorJson = (status: number, name: string, description: string) => ({
  error: { code: status, name, description },
});

export async function startThaibulksmsDouble(
  options: ThaibulksmsDoubleOptions = {},
): Promise<ThaibulksmsDouble> {
  const apiKey = options.apiKey ?? 'fake-api-key';
  const apiSecret = options.apiSecret ?? 'fake-api-secret';
  const senders = new Set(options.senders ?? ['SMSOTP']);
  const slowMs = options.slowMs ?? 3_000;
  const expectedAuth = `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`;

  let requests: ReceivedRequest[] = [];
  let messages: SentMessage[] = [];
  let bad = new Set<string>();
  let credit = {
    standard: options.standardCredit ?? 1000,
    corporate: options.corporateCredit ?? 1000,
  };
  let faults: ThaibulksmsFault[] = [];
  const inFlight = new Set<Promise<void>>();
  const sockets = new Set<Socket>();

  const canonical = (n: string) => {
    const m = THAI_MOBILE.exec(n.replace(/^\+/, ''));
    return m ? `66${m[1]}` : null;
  };

  function send(form: Record<string, string>, auth: string | undefined) {
    const missing = ['msisdn', 'message'].filter((f) => !form[f]);
    if (missing.length > 0) {
      return [400, errorJson(400, 'ERROR_PARAMETER', `${missing.join(', ')} is required`)] as const;
    }
    if (form.sender !== undefined && !senders.has(form.sender)) {
      return [400, errorJson(400, 'ERROR_SENDER', 'sender name is not approved')] as const;
    }
    const force = (form.force ?? 'standard') as 'standard' | 'corporate';
    if (force !== 'standard' && force !== 'corporate') {
      return [400, errorJson(400, 'ERROR_FORCE', 'force must be standard or corporate')] as const;
    }
    const numbers = form.msisdn!.split(',').map((n) => n.trim());
    const good: string[] = [];
    const rejected: { number: string; message: string }[] = [];
    for (const n of numbers) {
      const c = canonical(n);
      if (!c || bad.has(c) || bad.has(n)) {
        rejected.push({ number: c ?? n.replace(/^\+/, ''), message: 'Invalid phone number' });
      } else good.push(c);
    }
    const parts = smsParts(form.message!);
    const needed = parts * good.length;
    if (needed > credit[force]) {
      return [
        400,
        errorJson(400, 'ERROR_CREDIT', `not enough ${force} credit (${credit[force]} < ${needed})`),
      ] as const;
    }
    credit[force] -= needed;
    const list = good.map((number) => {
      const sent: SentMessage = {
        msisdn: number,
        message: form.message!,
        sender: form.sender,
        force,
        messageId: randomBytes(11).toString('base64url'),
        usedCredit: parts,
        authorization: auth,
        form: { ...form },
      };
      messages.push(sent);
      return { number, message_id: sent.messageId, used_credit: parts };
    });
    // brief: inferred 201
    return [
      201,
      {
        remaining_credit: credit[force],
        total_use_credit: needed,
        credit_type: force,
        phone_number_list: list,
        bad_phone_number_list: rejected,
      },
    ] as const;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://double');
    const contentType = req.headers['content-type'];
    const isForm = (contentType ?? '').startsWith('application/x-www-form-urlencoded');
    const form = isForm ? Object.fromEntries(new URLSearchParams(raw)) : {};
    const record: ReceivedRequest = {
      method: req.method ?? '',
      path: url.pathname,
      authorization: req.headers.authorization,
      contentType,
      accept: req.headers.accept,
      raw,
      form,
      status: 0,
    };
    const answer = (status: number, body: unknown) => {
      record.status = status;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };

    // the double's own controls (main.ts: driven over HTTP)
    if (url.pathname.startsWith('/__double/')) return controlRoute(url.pathname, raw, answer);
    requests.push(record);

    const fault = faults.shift();
    if (fault?.kind === 'cut') {
      record.status = -1;
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'slow') await new Promise((r) => setTimeout(r, fault.ms ?? slowMs));
    if (fault?.kind === 'garbage') {
      record.status = 201;
      res.writeHead(201, { 'content-type': 'text/html' }).end('<html>queued</html>');
      return;
    }
    if (fault?.kind === 'error') {
      return answer(
        fault.status,
        errorJson(fault.status, fault.name ?? 'ERROR', fault.description ?? 'fault on demand'),
      );
    }

    const route = `${req.method} ${url.pathname}`;
    if (route !== 'POST /sms' && route !== 'GET /credit') {
      return answer(404, errorJson(404, 'NOT_FOUND', 'no such route'));
    }
    if (req.headers.authorization !== expectedAuth) {
      return answer(401, errorJson(401, 'UNAUTHORIZED', 'invalid api key or secret'));
    }
    if (route === 'GET /credit') {
      return answer(200, { remaining_credit: { ...credit } });
    }
    if (!isForm) {
      return answer(400, errorJson(400, 'ERROR_CONTENT_TYPE', 'body must be a form'));
    }
    const [status, body] = send(form, req.headers.authorization);
    answer(status, body);
  }

  function controlRoute(path: string, raw: string, answer: (s: number, b: unknown) => void) {
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    switch (path) {
      case '/__double/state':
        return answer(200, { requests, messages, credit, badNumbers: [...bad] });
      case '/__double/fail':
        control.failNext(body as unknown as ThaibulksmsFault, Number(body.count ?? 1));
        return answer(200, { ok: true });
      case '/__double/credit':
        control.setCredit(
          body.pool === 'corporate' ? 'corporate' : 'standard',
          Number(body.credit),
        );
        return answer(200, { credit });
      case '/__double/bad-number':
        control.addBadNumber(String(body.number));
        return answer(200, { ok: true });
      case '/__double/reset':
        control.reset();
        return answer(200, { ok: true });
      default:
        return answer(404, { error: 'no such control' });
    }
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const done = handle(req, res, raw).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
      inFlight.add(done);
      void done.finally(() => inFlight.delete(done));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const control: ThaibulksmsDoubleControl = {
    requests: () => requests,
    messages: () => messages,
    addBadNumber(number) {
      bad.add(canonical(number) ?? number);
    },
    credit: () => ({ ...credit }),
    setCredit(pool, value) {
      credit[pool] = value;
    },
    failNext(fault, count = 1) {
      for (let i = 0; i < count; i++) faults.push(fault);
    },
    async idle() {
      await Promise.all([...inFlight]);
    },
    reset() {
      requests = [];
      messages = [];
      bad = new Set();
      faults = [];
      credit = {
        standard: options.standardCredit ?? 1000,
        corporate: options.corporateCredit ?? 1000,
      };
    },
  };

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    apiSecret,
    control,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
