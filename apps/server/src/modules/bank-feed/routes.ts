import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import type { BankFeedService, Notification } from './service';

/** The longest form or JSON body a device may post (a bank text is under 300 characters). */
const BODY_LIMIT = 64 * 1024;

/** A Bearer token exactly as issued (nothing trimmed or folded). */
export function bearerOf(header: string | undefined): string | undefined {
  return header && /^Bearer [\x21-\x7e]+$/.test(header) ? header.slice(7) : undefined;
}

/**
 * The form fields SMS forwarder apps post (`phone`/`sender` or `from`, `text`/`body` or
 * `message`, a time as ISO or epoch seconds/milliseconds, a message id) → the contract's body;
 * without a time, the time it reached us.
 */
export function notificationOfForm(raw: string, now: Date): Partial<Notification> {
  const form = new URLSearchParams(raw);
  const first = (...names: string[]) =>
    names.map((n) => form.get(n)).find((v): v is string => v !== null && v !== '');
  const time = first('receivedAt', 'received_at', 'timestamp', 'time', 'date');
  let receivedAt = now.toISOString();
  if (time && /^\d{10}$/.test(time)) receivedAt = new Date(Number(time) * 1000).toISOString();
  else if (time && /^\d{13}$/.test(time)) receivedAt = new Date(Number(time)).toISOString();
  else if (time && !Number.isNaN(Date.parse(time))) receivedAt = new Date(time).toISOString();
  const id = first('id', 'msgId', 'messageId', 'msg_id');
  return {
    ...(id ? { id } : {}),
    sender: first('sender', 'phone', 'from') ?? '',
    text: first('text', 'body', 'message', 'content') ?? '',
    receivedAt,
  };
}

/** The device's call and the staff calls of the bank feed (issue 26). */
export function bankFeedRoutes(
  app: FastifyInstance,
  deps: { feed: BankFeedService; now: () => Date },
): void {
  const { feed } = deps;
  // the device's call also reads the form bodies of forwarder apps (in this scope only)
  void app.register(async (scope) => {
    // the device first (before its body is read): a wrong or revoked token is 401 whatever it sent
    const devices = new WeakMap<object, Awaited<ReturnType<BankFeedService['authenticate']>>>();
    scope.addHook('onRequest', async (req) => {
      devices.set(req, await feed.authenticate(bearerOf(req.headers.authorization)));
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_req, body, done) => done(null, notificationOfForm(String(body), deps.now())),
    );
    route(scope, api.bankFeed.notify, async (req) => {
      const device = devices.get(req) ?? (await feed.authenticate(undefined));
      const id = await feed.receive(device, req.body);
      // matching and crediting run after the answer; the sweep job catches what this misses
      feed.processSoon(id);
      return { ok: true as const, id: String(id) };
    });
  });

  const o = api.operatorBankFeed;
  const lineBefore = (id: string) => feed.line(Number(id)).catch(() => null);
  route(app, o.devices, async () => ({ devices: await feed.devices() }));
  route(app, o.deviceAdd, (req) => feed.addDevice(req.body.accountNo, req.body.name));
  route(app, o.deviceRevoke, (req) => feed.revokeDevice(Number(req.params.id)));
  route(app, o.lines, async (req) => ({
    lines: await feed.lines(req.query.state, req.query.limit),
  }));
  route(
    app,
    o.lineAssign,
    (req) => feed.assign(Number(req.params.id), req.body.phone, req.body.reason, req.body.amount),
    { auditBefore: (req) => lineBefore(req.params.id) },
  );
  route(app, o.reconciliation, (req) => feed.reconciliation(req.query.day, req.query.account));
  route(app, o.statement, (req) => feed.statement(req.body.accountNo, req.body.bank, req.body.csv));
  route(app, o.lineDismiss, (req) => feed.dismiss(Number(req.params.id), req.body.reason), {
    auditBefore: (req) => lineBefore(req.params.id),
  });
}
