import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api, CHAT } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import { route } from '../../kernel/http/route';
import type { SignedLinks } from '../../kernel/http/signed-links';
import { localeFromHeader } from '../settings/module';
import type { ChatMedia } from './media';
import { partyOf, type PartyDeps } from './party';

export interface ChatRouteDeps extends PartyDeps {
  media: ChatMedia;
  chatLinks: SignedLinks;
}

/** A text field sent before the file part (a guest's id, a member's own id). */
function fieldOf(fields: Record<string, unknown>, name: string): string | undefined {
  const field = fields[name] as { type?: string; value?: unknown } | undefined;
  return field?.type === 'field' && typeof field.value === 'string' ? field.value : undefined;
}

/**
 * Reads the one file of a multipart upload, and the `guestId` / `userId` fields before it; the
 * file's kind and size are judged by ChatMedia.
 */
export async function uploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const { data } = await uploadWithFields(request, maxBytes);
  return data;
}

export async function uploadWithFields(request: FastifyRequest, maxBytes: number) {
  const { read, discard, who } = await openUpload(request, maxBytes);
  return { data: await read().finally(discard), who };
}

/**
 * The fields before the file, and a `read` that takes the file's bytes in: who uploads is known,
 * and braked, before the body is read into memory (decision 016 "Limits").
 */
async function openUpload(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new AppError('SLIP_NO_FILE', 400);
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw new AppError('SLIP_NO_FILE', 400);
  const guestId = fieldOf(file.fields, 'guestId');
  const userId = fieldOf(file.fields, 'userId');
  const read = async () => {
    const data = await file.toBuffer().catch((error: unknown) => {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('CHAT_FILE_TOO_LARGE', 413);
      throw error;
    });
    if (data.length === 0) throw new AppError('SLIP_NO_FILE', 400);
    return data;
  };
  // a refused upload's bytes still arrive: let them flow past, unkept, so the request can end
  const discard = () => void file.file.resume();
  return {
    read,
    discard,
    who: { ...(guestId ? { guestId } : {}), ...(userId ? { userId } : {}) },
  };
}

/** spec §7 Chat: config, send, history, read, uploads; plus the guest identity (issue 12). */
export function chatRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const { chat } = deps;
  const c = api.chat;
  const localeOf = (request: FastifyRequest) =>
    localeFromHeader(request.headers['accept-language']);

  route(app, c.config, (req) => chat.config(localeOf(req)));
  route(app, c.guest, async (req) => {
    await chat.guestIssued(req.ip);
    return deps.guests.issue();
  });
  route(app, c.send, async (req) => {
    const party = await partyOf(req, req.body, deps);
    return chat.send(party, req.body.message, req.body.locale ?? localeOf(req), req.ip);
  });
  route(app, c.history, async (req) => {
    const party = await partyOf(req, req.body, deps);
    return { conversations: await chat.history(party, req.body.limit, req.body.skip) };
  });
  route(app, c.readCustomer, async (req) => {
    await chat.readByCustomer(await partyOf(req, req.body, deps));
    return { message: 'OK' };
  });
  route(app, c.uploadImage, async (req) => {
    const { read, discard, who } = await openUpload(req, CHAT.imageMaxBytes);
    return (async () =>
      chat.upload(await partyOf(req, who, deps), req.ip, read, 'image'))().finally(discard);
  });
  route(app, c.uploadVideo, async (req) => {
    const { read, discard, who } = await openUpload(req, CHAT.videoMaxBytes);
    return (async () =>
      chat.upload(await partyOf(req, who, deps), req.ip, read, 'video'))().finally(discard);
  });

  // Chat files: only through a signed, short-lived link, handed out to the conversation's parties.
  app.get<{ Params: { file: string }; Querystring: Record<string, string | undefined> }>(
    '/media/chat/:file',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { file } = request.params;
      const { expires = '', signature = '' } = request.query;
      if (!deps.chatLinks.valid(file, expires, signature)) throw new AppError('NOT_FOUND', 404);
      const stored = await deps.media.open(file);
      if (!stored) throw new AppError('NOT_FOUND', 404);
      reply
        .header('cache-control', `private, max-age=${deps.chatLinks.ttlSeconds}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('content-disposition', 'inline')
        .header('accept-ranges', 'bytes')
        .type(stored.contentType);
      return sendRange(request, reply, stored.data);
    },
  );
}

/** One `bytes=a-b` range (video seeking); anything else gets the whole file. */
function sendRange(request: FastifyRequest, reply: FastifyReply, data: Buffer) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return reply.send(data);
  const size = data.length;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  return reply
    .status(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .send(data.subarray(start, end + 1));
}
