import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_TOKEN_HEADER } from '@wallet/contract';
import { buildTestApp, operatorHeaders, tamperedSignature } from '../../test/app';
import { multipart } from '../../test/deposits';
import { mp4 as wellFormedMp4 } from '../../test/mp4';
import { registerAndLogin } from '../../test/members';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function guest() {
  const res = await app.inject({ method: 'POST', url: '/api/chat/guest' });
  expect(res.statusCode).toBe(200);
  const { guestId, guestToken } = res.json() as { guestId: string; guestToken: string };
  return { guestId, headers: { [GUEST_TOKEN_HEADER]: guestToken } };
}

const send = (headers: Record<string, string>, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/chat/send-message', headers, payload: body });
const history = (headers: Record<string, string>, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/chat/history',
    headers,
    payload: { limit: 10, skip: 0, ...body },
  });
const text = (payload: string) => ({ message_type: 'text', payload });

async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

describe('chat identity', () => {
  it('a guest chats with a signed id; a forged or borrowed id reads nothing', async () => {
    const g = await guest();
    const sent = await send(g.headers, {
      sender: 'customer',
      guestId: g.guestId,
      message: text('  hello, my transfer failed  '),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mine = await history(g.headers, { guestId: g.guestId });
    const list = mine.json().conversations as { sender: string; message: { payload: string } }[];
    // the away message answers at once (no agent online in tests), newest first
    expect(list.map((m) => m.sender)).toEqual(['bot', 'customer']);
    expect(list[1]?.message.payload).toBe('hello, my transfer failed');

    // knowing the id is not enough: no token, a forged token, another guest's token
    const other = await guest();
    for (const headers of [{}, { [GUEST_TOKEN_HEADER]: 'forged' }, other.headers]) {
      const res = await history(headers, { guestId: g.guestId });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'CHAT_GUEST_INVALID' });
    }
    // a made-up guest id with a token for it cannot exist: ids are the server's
    const madeUp = await history({ [GUEST_TOKEN_HEADER]: 'x' }, { guestId: 'gAAAAAAAAAAAAAAAA' });
    expect(madeUp.statusCode).toBe(401);
  });

  it('a member reads only their own conversation; a userId alone reads nothing', async () => {
    const a = await registerAndLogin(app);
    const b = await registerAndLogin(app);
    const sent = await send(a.auth, { sender: 'customer', userId: 'ignored?', message: text('x') });
    expect(sent.statusCode).toBe(403);
    expect(sent.json()).toEqual({ message: 'CHAT_FORBIDDEN' });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/account/profile',
      headers: a.auth,
    });
    const aId = profile.json().profile._id as string;
    expect(
      (await send(a.auth, { sender: 'customer', userId: aId, message: text('hi') })).statusCode,
    ).toBe(200);
    // b asks for a's conversation by a's id: refused, and b's own is empty
    const asB = await history(b.auth, { userId: aId });
    expect(asB.statusCode).toBe(403);
    const anonymous = await history({}, { userId: aId });
    expect(anonymous.statusCode).toBe(401);
    const own = await history(a.auth, { userId: aId });
    expect(own.json().conversations.length).toBeGreaterThan(0);
  });

  it('a guest who signs in finds the guest conversation in the member one', async () => {
    const g = await guest();
    await send(g.headers, {
      sender: 'customer',
      guestId: g.guestId,
      message: text('before login'),
    });
    const m = await registerAndLogin(app);
    const merged = await history({ ...m.auth, ...g.headers }, { guestId: g.guestId });
    expect(merged.statusCode).toBe(200);
    const texts = (merged.json().conversations as { message: { payload: unknown } }[]).map(
      (c) => c.message.payload,
    );
    expect(texts).toContain('before login');
    // the guest conversation is gone from the guest's side
    expect((await history(g.headers, { guestId: g.guestId })).json().conversations).toEqual([]);
  });

  it('the inbox finds a member conversation by a guest id merged into it', async () => {
    const g = await guest();
    await send(g.headers, { sender: 'customer', guestId: g.guestId, message: text('as guest') });
    const m = await registerAndLogin(app);
    // sent with the guest id beside the session: merged, and lands in the member's conversation
    const sent = await send(
      { ...m.auth, ...g.headers },
      { sender: 'customer', guestId: g.guestId, message: text('after login') },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const inbox = await app.inject({
      method: 'GET',
      url: `/api/operator/chat/conversations?status=all&q=${g.guestId}`,
      headers: operatorHeaders,
    });
    const items = inbox.json().items as { id: string; customer: { kind: string } }[];
    expect(items).toHaveLength(1);
    expect(items[0]?.customer.kind).toBe('member');
    const messages = await app.inject({
      url: `/api/operator/chat/conversations/${items[0]?.id}/messages`,
      headers: operatorHeaders,
    });
    const texts = (messages.json().items as { message: { payload: unknown } }[]).map(
      (x) => x.message.payload,
    );
    expect(texts).toEqual(expect.arrayContaining(['as guest', 'after login']));
    // the spent guest identity writes nowhere hidden: refused, and the client takes a new one
    const late = await send(g.headers, {
      sender: 'customer',
      guestId: g.guestId,
      message: text('x'),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ message: 'CHAT_GUEST_INVALID' });
  });
});

describe('chat files', () => {
  const upload = (
    headers: Record<string, string>,
    file: Buffer,
    url = '/api/chat/upload-image',
  ) => {
    const body = multipart(file, 'photo.png', 'image/png');
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('an image is re-encoded without metadata, thumbnailed and served by signed link', async () => {
    const g = await guest();
    const withExif = await sharp({
      create: { width: 80, height: 60, channels: 3, background: 'red' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    const res = await upload({ ...g.headers, 'x-chat-guest-id': g.guestId }, withExif);
    expect(res.statusCode, res.body).toBe(200);
    const { path, url, thumbUrl } = res.json() as { path: string; url: string; thumbUrl: string };
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
    expect((await app.inject({ method: 'GET', url: thumbUrl })).statusCode).toBe(200);
    // a link with a changed id or signature opens nothing (the id's last hex digit changed: a
    // fixed '0' was no change at all for one id in sixteen)
    const otherId = `${path.slice(0, -1)}${path.endsWith('0') ? '1' : '0'}`;
    expect((await app.inject({ method: 'GET', url: url.replace(path, otherId) })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: tamperedSignature(url) })).statusCode).toBe(404);

    const sent = await send(g.headers, {
      sender: 'customer',
      guestId: g.guestId,
      message: { message_type: 'media', payload: { url, fileType: 'image', filePath: path } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // another guest cannot send that file as theirs
    const other = await guest();
    const stolen = await send(other.headers, {
      sender: 'customer',
      guestId: other.guestId,
      message: { message_type: 'media', payload: { url, fileType: 'image', filePath: path } },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ message: 'CHAT_FILE_UNKNOWN' });
  });

  it('takes the guest id from a form field sent before the file, as browsers send it', async () => {
    const g = await guest();
    const boundary = '----chatfield';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="guestId"\r\n\r\n${g.guestId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/upload-image',
      headers: { ...g.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([head, await png(), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses wrong types, polyglots, oversize files and lying extensions', async () => {
    const g = await guest();
    const h = { ...g.headers, 'x-chat-guest-id': g.guestId };
    const good = await png();
    const cases: [Buffer, string, number, string][] = [
      [
        Buffer.from('<html><script>alert(1)</script></html>'),
        '/api/chat/upload-image',
        400,
        'CHAT_FILE_NOT_SUPPORTED',
      ],
      [
        Buffer.concat([good, Buffer.from('<script>alert(1)</script>')]),
        '/api/chat/upload-image',
        400,
        'CHAT_FILE_NOT_SUPPORTED',
      ],
      [
        Buffer.concat([good.subarray(0, 8), Buffer.from('<svg onload=alert(1)>')]),
        '/api/chat/upload-image',
        400,
        'CHAT_FILE_NOT_SUPPORTED',
      ],
      [good, '/api/chat/upload-video', 400, 'CHAT_FILE_NOT_SUPPORTED'],
      [
        Buffer.concat([
          Buffer.from([0, 0, 0, 16]),
          Buffer.from('ftypisom'),
          Buffer.alloc(4),
          Buffer.from('<html>'),
        ]),
        '/api/chat/upload-video',
        400,
        'CHAT_FILE_NOT_SUPPORTED',
      ],
      [
        Buffer.alloc(10 * 1024 * 1024 + 10, 1),
        '/api/chat/upload-image',
        413,
        'CHAT_FILE_TOO_LARGE',
      ],
    ];
    for (const [file, url, status, code] of cases) {
      const res = await upload(h, file, url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(status);
      expect(res.json()).toEqual({ message: code });
    }
    // a decompression bomb: few bytes, too many pixels
    const bomb = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: 'white' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await upload(h, bomb)).json()).toEqual({ message: 'CHAT_FILE_NOT_SUPPORTED' });
    // and a small well-formed mp4 passes as a video
    const mp4 = wellFormedMp4();
    const video = await upload(h, mp4, '/api/chat/upload-video');
    expect(video.statusCode, video.body).toBe(200);
    const served = await app.inject({
      method: 'GET',
      url: video.json().url,
      headers: { range: 'bytes=0-3' },
    });
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-range']).toBe(`bytes 0-3/${mp4.length}`);
  });
});

describe('staff inbox', () => {
  it('agents answer with rich messages; notes stay private; read state travels', async () => {
    const g = await guest();
    await send(g.headers, { sender: 'customer', guestId: g.guestId, message: text('need help') });
    const list = await app.inject({
      method: 'GET',
      url: `/api/operator/chat/conversations?q=${g.guestId}`,
      headers: operatorHeaders,
    });
    expect(list.statusCode, list.body).toBe(200);
    const [conv] = list.json().items as {
      id: string;
      unread: number;
      customer: { kind: string };
    }[];
    expect(conv?.unread).toBe(1);
    expect(conv?.customer.kind).toBe('guest');
    const id = conv?.id ?? '';
    const reply = await app.inject({
      method: 'POST',
      url: `/api/operator/chat/conversations/${id}/messages`,
      headers: operatorHeaders,
      payload: {
        message: {
          message_type: 'quick_replies',
          payload: 'Which one?',
          payloads: [{ type: 'postback', title: 'Deposit', payload: 'HOW_TO_DEPOSIT' }],
        },
      },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const note = await app.inject({
      method: 'POST',
      url: `/api/operator/chat/conversations/${id}/notes`,
      headers: operatorHeaders,
      payload: { text: '<b>vip</b> check slip' },
    });
    expect(note.statusCode).toBe(200);
    const seen = (await history(g.headers, { guestId: g.guestId })).json().conversations as {
      sender: string;
      read: boolean;
      message: { payload: unknown };
    }[];
    expect(seen[0]?.sender).toBe('staff');
    expect(JSON.stringify(seen)).not.toContain('vip');
    // staff answering read the customer's message
    expect(seen.find((m) => m.message.payload === 'need help')?.read).toBe(true);
    // the customer taps the quick reply; the site answers from the operator's text
    const tap = await send(g.headers, {
      sender: 'customer',
      guestId: g.guestId,
      message: { message_type: 'postback', payload: 'HOW_TO_DEPOSIT', title: 'Deposit' },
    });
    expect(tap.statusCode).toBe(200);
    const after = (await history(g.headers, { guestId: g.guestId })).json().conversations;
    expect(after[0].sender).toBe('bot');
    expect(after[0].message.payload).toMatch(/Deposit|ฝาก/);
    // the customer reads; staff see it
    await app.inject({
      method: 'PUT',
      url: '/api/chat/read-customer',
      headers: g.headers,
      payload: { guestId: g.guestId },
    });
    const summary = await app.inject({
      method: 'GET',
      url: `/api/operator/chat/conversations/${id}`,
      headers: operatorHeaders,
    });
    expect(summary.json().customerRead).toBe(true);
    // unsafe buttons are refused
    const unsafe = await app.inject({
      method: 'POST',
      url: `/api/operator/chat/conversations/${id}/messages`,
      headers: operatorHeaders,
      payload: {
        message: {
          message_type: 'buttons',
          payload: 'x',
          payloads: [{ type: 'web', title: 'x', payload: 'javascript:alert(1)' }],
        },
      },
    });
    expect(unsafe.statusCode).toBe(400);
    // status and the audit
    const resolved = await app.inject({
      method: 'POST',
      url: `/api/operator/chat/conversations/${id}/status`,
      headers: operatorHeaders,
      payload: { status: 'resolved' },
    });
    expect(resolved.json().status).toBe('resolved');
    const audit = await app.services.audit.list({ limit: 10, q: 'chat' });
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'POST /api/operator/chat/conversations/:id/messages',
        'POST /api/operator/chat/conversations/:id/status',
      ]),
    );
  });
});
