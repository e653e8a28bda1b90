import type { FastifyInstance } from 'fastify';
import { api, CHAT } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import type { SettingsService } from '../settings/module';
import { currentStaff } from '../../kernel/http/staff';
import { uploadedFile } from './routes';
import type { ChatService } from './service';

/**
 * The staff inbox (issue 12): support and owners. Writes go through route(), so each message,
 * note, status change and assignment is in the audit log, written in the act's transaction.
 */
export function operatorChatRoutes(
  app: FastifyInstance,
  deps: { chat: ChatService; settings: SettingsService },
): void {
  const { chat } = deps;
  const o = api.operatorChat;
  const idOf = (params: { id: string }) => Number(params.id);

  route(app, o.conversations, (req) => chat.list(req.query));
  route(app, o.conversation, (req) => chat.summary(idOf(req.params)));
  route(app, o.messages, async (req) => ({
    items: await chat.staffMessages(
      idOf(req.params),
      req.query.before === undefined ? undefined : Number(req.query.before),
      req.query.limit,
    ),
  }));
  route(app, o.send, (req) =>
    chat.staffSend(idOf(req.params), currentStaff(req), req.body.message),
  );
  route(app, o.note, (req) => chat.note(idOf(req.params), currentStaff(req), req.body.text));
  route(app, o.status, (req) => chat.setStatus(idOf(req.params), req.body.status));
  route(app, o.assign, (req) => chat.assign(idOf(req.params), req.body.staffId));
  route(app, o.read, (req) => chat.readByStaff(idOf(req.params)));
  route(app, o.upload, async (req) =>
    chat.staffUpload(idOf(req.params), await uploadedFile(req, CHAT.videoMaxBytes)),
  );
  route(app, o.agents, async () => ({ agents: await chat.agents() }));
  route(app, o.canned, async () => ({ replies: await deps.settings.get('chat.cannedReplies') }));
}
