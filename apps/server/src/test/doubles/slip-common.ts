import type http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { slipVerify } from 'promptparse/validate';

/*
 * What the EasySlip and SlipOK doubles share (integrations/slip-verification.md, "The fakes"):
 * the registered slips, the mini-QR check, faults and reading bodies.
 */

/** What a registered payload verifies as (the bank's record). */
export interface SlipRecord {
  /** The mini-QR payload (EasySlip `payload`, SlipOK `data`). */
  payload: string;
  /** Baht. */
  amount: number;
  /** Bank code of the sender (`004` KBANK, `014` SCB…). */
  sendingBank: string;
  transRef: string;
  /** The transfer's time. */
  date: Date;
  /** The receiver's full account number (digits); the double masks it as its service does. */
  receivingAccount: string;
  /** The mask as shown, when a test wants another than the service's (`xxx-x-x6789-x`). */
  receiverMask?: string;
  receivingBank?: string;
  receiverName?: string;
  senderName?: string;
  senderAccount?: string;
}

/** An injected fault for the next `times` verify calls (default 1). */
export type SlipFault =
  | { kind: 'error'; times?: number }
  | { kind: 'slow'; ms: number; times?: number }
  | { kind: 'cut'; times?: number };

/** A well-formed slip-verify mini QR (tag 00/51/91 with a good CRC): promptparse's reading. */
export function isMiniQr(payload: string): boolean {
  try {
    return slipVerify(payload) !== null;
  } catch {
    return false;
  }
}

/** Keeps every digit's position: the middle shown as `x` (first 4 and last 4 kept). */
export function maskFirst4Last4(account: string): string {
  if (account.length <= 8)
    return account.replace(/^(\d{2})\d*(\d{2})$/, (_, a, b) => `${a}xxxx${b}`);
  return account.slice(0, 4) + 'x'.repeat(account.length - 8) + account.slice(-4);
}

/** KBank-style for 10 digits: `xxx-x-x<digits 6–9>-x` (inferred); others keep the last 4. */
export function maskKbankStyle(account: string): string {
  if (account.length === 10) return `xxx-x-x${account.slice(5, 9)}-x`;
  return 'x'.repeat(Math.max(0, account.length - 4)) + account.slice(-4);
}

export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Faults waiting for the next calls. */
export class Faults {
  private queue: SlipFault[] = [];
  injected = 0;

  add(fault: SlipFault): void {
    for (let i = 0; i < (fault.times ?? 1); i++) this.queue.push(fault);
  }

  clear(): void {
    this.queue = [];
    this.injected = 0;
  }

  /** Applies the next fault: true when the answer is done (an error sent, the socket cut). */
  async apply(
    res: http.ServerResponse,
    error: () => { status: number; body: unknown },
  ): Promise<boolean> {
    const fault = this.queue.shift();
    if (!fault) return false;
    this.injected++;
    if (fault.kind === 'cut') {
      res.socket?.destroy();
      return true;
    }
    if (fault.kind === 'slow') {
      await sleep(fault.ms);
      return false;
    }
    const e = error();
    sendJson(res, e.status, e.body);
    return true;
  }
}

/** The control routes of a standalone double: register a slip, see the calls. */
export function parseSlipRecord(raw: Record<string, unknown>): SlipRecord {
  const str = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string) : undefined);
  const payload = str('payload');
  const transRef = str('transRef');
  const sendingBank = str('sendingBank');
  const receivingAccount = str('receivingAccount');
  if (
    !payload ||
    !transRef ||
    !sendingBank ||
    !receivingAccount ||
    typeof raw.amount !== 'number'
  ) {
    throw new Error('payload, amount, sendingBank, receivingAccount, transRef are required');
  }
  const opt = (k: keyof SlipRecord) => (str(k) !== undefined ? { [k]: str(k) } : {});
  return {
    payload,
    amount: raw.amount,
    sendingBank,
    transRef,
    receivingAccount,
    date: str('date') ? new Date(str('date')!) : new Date(),
    ...opt('receiverMask'),
    ...opt('receivingBank'),
    ...opt('receiverName'),
    ...opt('senderName'),
    ...opt('senderAccount'),
  };
}
