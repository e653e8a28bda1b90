import { and, eq, sql } from 'drizzle-orm';
import {
  type ChatConfig,
  type ChatConversationSummary,
  type ChatMessage,
  type ChatStatus,
  type Conversation,
  type Locale,
  type StaffChatMessage,
  type StaffMessageInput,
  roleAllows,
} from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { rows, withTx } from '../../kernel/db/rows';
import { chatConversations, chatMessages } from './tables';
import { staff } from '../staff/module';
import { containsPattern } from '../../kernel/db/table-page';
import { AppError } from '../../kernel/lib/app-error';
import { isWithinDailyHours } from '../../kernel/lib/daily-hours';
import type { SettingsService } from '../settings/module';
import type { StaffPrincipal } from '../staff/module';
import { ChatBrakes, CHAT_LIMITS } from './brakes';
import { CHAT_PREFIX, customerRoom, silentBus, type ChatBus } from './bus';
import type { ChatMedia, StoredChatFile } from './media';
import { customerView, previewOf, staffView, type ConversationRow, type MessageRow } from './views';

/** Who is chatting: a signed-in member or a guest with a server-signed id (issue 12). */
export type ChatParty = { memberId: number; guestId: null } | { memberId: null; guestId: string };

/** A customer may send this many messages a minute (more is a script, not a person). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
/** The away message is sent again only after this long. */
const AWAY_AGAIN_MS = 30 * 60_000;

type CustomerInput =
  | { message_type: 'text'; payload: string }
  | { message_type: 'postback'; payload: string; title?: string | undefined }
  | {
      message_type: 'media';
      payload: { message?: string | undefined; fileType: string; filePath: string; url: string };
    };

const CONVERSATION_COLUMNS = {
  id: chatConversations.id,
  memberId: chatConversations.memberId,
  guestId: chatConversations.guestId,
  status: chatConversations.status,
  staffReadId: chatConversations.staffReadId,
  customerReadId: chatConversations.customerReadId,
  awaySentAt: chatConversations.awaySentAt,
};

/**
 * Chat with the site (spec §2, §7; issue 12, docs/decisions/016): one conversation per member or
 * guest, messages in PostgreSQL, news through the ChatBus. Customers write text, media they
 * uploaded, and postbacks; staff answer with any §3 message from the inbox. Outside staff hours or
 * with no agent connected, the site answers at once with the away message and quick replies.
 */
export class ChatService {
  private bus: ChatBus = silentBus;
  private readonly brakes: ChatBrakes;
  /** Customer uploads being read and checked on this copy, in all and per party (memory). */
  private uploading = 0;
  private readonly uploadingBy = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly media: ChatMedia,
    private readonly settings: SettingsService,
    private readonly now: () => Date,
  ) {
    this.brakes = new ChatBrakes(db, now);
  }

  /** The socket layer plugs in once the server exists. */
  attach(bus: ChatBus): void {
    this.bus = bus;
  }

  async config(locale: Locale): Promise<ChatConfig> {
    const s = await this.settings.getMany(['chat.greeting', 'chat.quickReplies']);
    return {
      PREFIX: CHAT_PREFIX,
      greeting: s['chat.greeting'][locale],
      online: await this.online(),
      quickReplies: s['chat.quickReplies'].map((q) => ({
        title: q.title[locale],
        postback: q.postback,
      })),
    };
  }

  /** Within staff hours with at least one agent's back-office connected. */
  async online(): Promise<boolean> {
    const s = await this.settings.getMany(['chat.staffHours', 'site.timeZone']);
    const hours = s['chat.staffHours'];
    if (hours && !isWithinDailyHours(this.now(), hours, s['site.timeZone'])) return false;
    const agents = await this.bus.onlineStaff().catch(() => []);
    return agents.length > 0;
  }

  // ---- customers ----

  /** A new guest identity asked for from `ip` (decision 016 "Limits": per address). */
  async guestIssued(ip: string): Promise<void> {
    await this.brakes.take([{ key: `guest-new:ip:${ip}`, limit: CHAT_LIMITS.guestsPerAddress }]);
  }

  /**
   * The party's conversation; with `create`, made when missing. A guest's new conversation is
   * braked per address (`ip`), so fresh guests cannot fill the inbox (decision 016 "Limits").
   */
  async conversationOf(
    party: ChatParty,
    create: false | { ip: string },
  ): Promise<ConversationRow | null> {
    const where =
      party.memberId !== null
        ? eq(chatConversations.memberId, party.memberId)
        : eq(chatConversations.guestId, party.guestId);
    const [found] = await this.db
      .select({ ...CONVERSATION_COLUMNS, mergedInto: chatConversations.mergedInto })
      .from(chatConversations)
      .where(where);
    // a guest who signed in was carried into the member's conversation: the guest identity is
    // spent, and writing as it would land in a conversation no inbox shows (the client renews)
    if (found?.mergedInto != null && create) throw new AppError('CHAT_GUEST_INVALID', 401);
    if (found || !create) return found ?? null;
    if (party.guestId !== null) {
      await this.brakes.take([
        { key: `conversation-new:ip:${create.ip}`, limit: CHAT_LIMITS.conversationsPerAddress },
      ]);
    }
    await this.db
      .insert(chatConversations)
      .values({ memberId: party.memberId, guestId: party.guestId, lastMessageAt: this.now() })
      .onConflictDoNothing();
    const [made] = await this.db.select(CONVERSATION_COLUMNS).from(chatConversations).where(where);
    if (!made) throw new Error('chat conversation not created');
    return made;
  }

  async send(
    party: ChatParty,
    input: CustomerInput,
    locale: Locale,
    ip: string,
  ): Promise<{ createdAt: string; id: string }> {
    const conv = await this.conversationOf(party, { ip });
    if (!conv) throw new Error('unreachable');
    await this.brake(conv.id);
    const message = await this.customerMessage(conv, input);
    const row = await this.insert(this.db, conv, { sender: 'customer', message });
    await this.publish(conv.id, row);
    if (message.message_type === 'postback') await this.answerPostback(conv, message, locale);
    else await this.maybeAway(conv, locale);
    return { createdAt: row.createdAt.toISOString(), id: String(row.id) };
  }

  /**
   * A customer's upload (decision 016 "Limits"). Before a byte of the file is read: a place among
   * this copy's uploads in flight (in all and per party; none free: REQUEST_LIMIT, never a queue),
   * then the party's and the address's uploads in the window. `read` then takes the file in.
   */
  async upload(
    party: ChatParty,
    ip: string,
    read: () => Promise<Buffer>,
    kind: 'image' | 'video',
  ): Promise<StoredChatFile> {
    const who = customerRoom(party);
    const mine = this.uploadingBy.get(who) ?? 0;
    if (this.uploading >= CHAT_LIMITS.uploadsInFlight) throw new AppError('REQUEST_LIMIT', 429);
    if (mine >= CHAT_LIMITS.uploadsInFlightPerParty) throw new AppError('REQUEST_LIMIT', 429);
    this.uploading += 1;
    this.uploadingBy.set(who, mine + 1);
    try {
      const conv = await this.conversationOf(party, { ip });
      if (!conv) throw new Error('unreachable');
      await this.brakes.take([
        { key: `upload:party:${who}`, limit: CHAT_LIMITS.uploadsPerParty },
        { key: `upload:ip:${ip}`, limit: CHAT_LIMITS.uploadsPerAddress },
      ]);
      return await this.media.store(conv.id, 'customer', await read(), kind);
    } finally {
      this.uploading -= 1;
      const left = (this.uploadingBy.get(who) ?? 1) - 1;
      if (left > 0) this.uploadingBy.set(who, left);
      else this.uploadingBy.delete(who);
    }
  }

  async history(party: ChatParty, limit: number, skip: number): Promise<Conversation[]> {
    const conv = await this.conversationOf(party, false);
    if (!conv) return [];
    const list = await this.messageRows(conv.id, { customer: true, limit, skip });
    return list.map((row) => customerView(conv, row, this.media));
  }

  /** The customer read everything the site sent (spec §7 read-customer). */
  async readByCustomer(party: ChatParty): Promise<void> {
    const conv = await this.conversationOf(party, false);
    if (!conv) return;
    await this.db.execute(
      sql`UPDATE chat_conversations SET customer_read_id = GREATEST(customer_read_id,
            COALESCE((SELECT max(id) FROM chat_messages WHERE conversation_id = ${conv.id}
              AND sender <> 'customer' AND kind = 'message'), 0))
          WHERE id = ${conv.id}`,
    );
    this.bus.toStaff('chat:read', { conversationId: String(conv.id), by: 'customer' });
    await this.publishSummary(conv.id);
  }

  /**
   * A guest who signs in keeps their conversation: its messages and files move into the member's
   * (made if need be), and the guest's is closed as merged. Done once; a second call finds nothing.
   */
  async merge(memberId: number, guestId: string): Promise<void> {
    const moved = await withTx(this.db, async (tx) => {
      const [guest] = await rows<{ id: number | string }>(
        tx,
        sql`SELECT id FROM chat_conversations WHERE guest_id = ${guestId} AND merged_into IS NULL
            FOR UPDATE`,
      );
      if (!guest) return null;
      const from = Number(guest.id);
      await tx
        .insert(chatConversations)
        .values({ memberId, lastMessageAt: this.now() })
        .onConflictDoNothing();
      const [into] = await tx
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(eq(chatConversations.memberId, memberId));
      if (!into) throw new Error('member conversation missing');
      await tx.execute(sql`UPDATE chat_messages SET conversation_id = ${into.id}
                           WHERE conversation_id = ${from}`);
      await tx.execute(sql`UPDATE chat_files SET conversation_id = ${into.id}
                           WHERE conversation_id = ${from}`);
      await tx.execute(
        sql`UPDATE chat_conversations c SET
              last_message_at = GREATEST(c.last_message_at, g.last_message_at),
              last_preview = CASE WHEN g.last_message_at > c.last_message_at THEN g.last_preview
                                  ELSE c.last_preview END,
              staff_read_id = GREATEST(c.staff_read_id, g.staff_read_id),
              customer_read_id = GREATEST(c.customer_read_id, g.customer_read_id),
              status = 'open'
            FROM chat_conversations g WHERE c.id = ${into.id} AND g.id = ${from}`,
      );
      await tx.execute(sql`UPDATE chat_conversations SET merged_into = ${into.id},
                             status = 'resolved' WHERE id = ${from}`);
      return into.id;
    });
    if (moved !== null) await this.publishSummary(moved);
  }

  // ---- staff ----

  async list(query: {
    status: ChatStatus | 'all';
    q?: string | undefined;
    limit: number;
    offset: number;
  }): Promise<{ items: ChatConversationSummary[]; total: number }> {
    const status = query.status === 'all' ? null : query.status;
    const pattern = query.q ? containsPattern(query.q) : null;
    const found = await this.summaries(
      sql`c.merged_into IS NULL
          AND (${status}::text IS NULL OR c.status = ${status})
          AND (${pattern}::text IS NULL OR m.phone ILIKE ${pattern} OR m.name ILIKE ${pattern}
               OR c.guest_id ILIKE ${pattern}
               -- a guest who signed in lives on in the member's conversation (decision 016)
               OR EXISTS (SELECT 1 FROM chat_conversations g WHERE g.merged_into = c.id
                            AND g.guest_id ILIKE ${pattern}))`,
      query.limit,
      query.offset,
    );
    return found;
  }

  async summary(id: number): Promise<ChatConversationSummary> {
    const { items } = await this.summaries(sql`c.id = ${id}`, 1, 0);
    const [one] = items;
    if (!one) throw new AppError('NOT_FOUND', 404);
    return one;
  }

  async staffMessages(
    id: number,
    before: number | undefined,
    limit: number,
  ): Promise<StaffChatMessage[]> {
    const conv = await this.byId(id);
    const list = await this.messageRows(conv.id, { customer: false, limit, skip: 0, before });
    return list.map((row) => staffView(conv, row, this.media));
  }

  async staffSend(
    id: number,
    who: StaffPrincipal,
    input: StaffMessageInput,
  ): Promise<StaffChatMessage> {
    const conv = await this.byId(id);
    let message: ChatMessage = input;
    if (input.message_type === 'media') {
      const file = await this.media.file(input.payload.filePath);
      if (!file || file.conversationId !== conv.id) throw new AppError('CHAT_FILE_UNKNOWN', 400);
      message = {
        message_type: 'media',
        payload: {
          ...(input.payload.message ? { message: input.payload.message } : {}),
          fileType: file.kind,
          filePath: file.id,
          url: '',
        },
      };
    }
    const row = await withTx(this.db, async (tx) => {
      const inserted = await this.insert(tx, conv, {
        sender: 'staff',
        message,
        staffId: who.staffId,
      });
      // answering is reading: the customer's messages so far are read
      await tx.execute(
        sql`UPDATE chat_conversations SET staff_read_id = GREATEST(staff_read_id, COALESCE(
              (SELECT max(id) FROM chat_messages WHERE conversation_id = ${conv.id}
                AND sender = 'customer'), 0)) WHERE id = ${conv.id}`,
      );
      return inserted;
    });
    return this.publish(conv.id, { ...row, staffLogin: who.login });
  }

  async note(id: number, who: StaffPrincipal, text: string): Promise<StaffChatMessage> {
    const conv = await this.byId(id);
    const row = await withTx(this.db, (tx) =>
      this.insert(tx, conv, {
        sender: 'staff',
        kind: 'note',
        message: { message_type: 'text', payload: text },
        staffId: who.staffId,
      }),
    );
    const view = staffView(conv, { ...row, staffLogin: who.login }, this.media);
    this.bus.toStaff('inbox:message', view);
    return view;
  }

  async setStatus(id: number, status: ChatStatus): Promise<ChatConversationSummary> {
    await this.byId(id);
    await withTx(this.db, (tx) =>
      tx.update(chatConversations).set({ status }).where(eq(chatConversations.id, id)),
    );
    return this.publishSummary(id);
  }

  async assign(id: number, staffId: number | null): Promise<ChatConversationSummary> {
    await this.byId(id);
    if (staffId !== null) {
      const [agent] = await this.db
        .select({ role: staff.role, status: staff.status })
        .from(staff)
        .where(eq(staff.id, staffId));
      if (!agent || agent.status !== 'active' || !roleAllows(agent.role, 'chat.write')) {
        throw new AppError('KEY_INVALID', 400, 'not an agent who may answer chats');
      }
    }
    await withTx(this.db, (tx) =>
      tx
        .update(chatConversations)
        .set({ assignedStaffId: staffId })
        .where(eq(chatConversations.id, id)),
    );
    return this.publishSummary(id);
  }

  async readByStaff(id: number): Promise<ChatConversationSummary> {
    await this.byId(id);
    await withTx(this.db, (tx) =>
      tx.execute(
        sql`UPDATE chat_conversations SET staff_read_id = GREATEST(staff_read_id, COALESCE(
              (SELECT max(id) FROM chat_messages WHERE conversation_id = ${id}
                AND sender = 'customer'), 0)) WHERE id = ${id}`,
      ),
    );
    const conv = await this.byId(id);
    this.bus.toCustomer(customerRoom(conv), 'chat:read', {
      conversationId: String(id),
      by: 'staff',
    });
    this.bus.toStaff('chat:read', { conversationId: String(id), by: 'staff' });
    return this.publishSummary(id);
  }

  async staffUpload(id: number, data: Buffer): Promise<StoredChatFile> {
    const conv = await this.byId(id);
    return this.media.store(conv.id, 'staff', data, 'any');
  }

  async agents() {
    const list = await this.db
      .select({ id: staff.id, login: staff.login, role: staff.role })
      .from(staff)
      .where(eq(staff.status, 'active'));
    const online = new Set(await this.bus.onlineStaff().catch(() => []));
    return list
      .filter((a) => roleAllows(a.role, 'chat.write'))
      .map((a) => ({ ...a, online: online.has(a.id) }));
  }

  /** The customer room of a conversation (staff typing goes there). */
  async roomOf(id: number): Promise<string | null> {
    const [conv] = await this.db
      .select(CONVERSATION_COLUMNS)
      .from(chatConversations)
      .where(and(eq(chatConversations.id, id), sql`${chatConversations.mergedInto} IS NULL`));
    return conv ? customerRoom(conv) : null;
  }

  // ---- inside ----

  private async byId(id: number): Promise<ConversationRow> {
    const [conv] = await this.db
      .select(CONVERSATION_COLUMNS)
      .from(chatConversations)
      .where(eq(chatConversations.id, id));
    if (!conv) throw new AppError('NOT_FOUND', 404);
    return conv;
  }

  private async brake(conversationId: number): Promise<void> {
    const since = new Date(this.now().getTime() - 60_000);
    const [row] = await rows<{ n: number | string }>(
      this.db,
      sql`SELECT count(*) AS n FROM chat_messages WHERE conversation_id = ${conversationId}
            AND sender = 'customer' AND created_at > ${since.toISOString()}::timestamptz`,
    );
    if (Number(row?.n ?? 0) >= CHAT_MESSAGES_PER_MINUTE) throw new AppError('CHAT_TOO_FAST', 429);
  }

  /** A customer's media names a file this conversation uploaded; its kind is the file's. */
  private async customerMessage(conv: ConversationRow, input: CustomerInput): Promise<ChatMessage> {
    if (input.message_type === 'text') return { message_type: 'text', payload: input.payload };
    if (input.message_type === 'postback') {
      return {
        message_type: 'postback',
        payload: input.payload,
        ...(input.title ? { title: input.title } : {}),
      };
    }
    const file = await this.media.file(input.payload.filePath);
    if (!file || file.conversationId !== conv.id || file.uploadedBy !== 'customer') {
      throw new AppError('CHAT_FILE_UNKNOWN', 400);
    }
    return {
      message_type: 'media',
      payload: {
        ...(input.payload.message ? { message: input.payload.message.trim() } : {}),
        fileType: file.kind,
        filePath: file.id,
        url: '',
      },
    };
  }

  private async insert(
    db: Db,
    conv: ConversationRow,
    m: {
      sender: 'customer' | 'staff' | 'bot';
      message: ChatMessage;
      staffId?: number;
      kind?: 'message' | 'note';
    },
  ): Promise<MessageRow> {
    const at = this.now();
    const kind = m.kind ?? 'message';
    const stored =
      m.message.message_type === 'media'
        ? { ...m.message, payload: { ...m.message.payload, url: undefined } }
        : m.message;
    const [row] = await db
      .insert(chatMessages)
      .values({
        conversationId: conv.id,
        sender: m.sender,
        kind,
        staffId: m.staffId ?? null,
        message: stored,
        createdAt: at,
      })
      .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
    if (!row) throw new Error('chat message not stored');
    if (kind === 'message') {
      await db
        .update(chatConversations)
        .set({
          lastMessageAt: at,
          lastPreview: previewOf(m.message),
          // a customer writing again reopens a resolved conversation
          ...(m.sender === 'customer'
            ? { status: sql`CASE WHEN status = 'resolved' THEN 'open' ELSE status END` }
            : {}),
        })
        .where(eq(chatConversations.id, conv.id));
    }
    return {
      id: row.id,
      sender: m.sender,
      kind,
      message: stored,
      createdAt: row.createdAt,
      staffLogin: null,
    };
  }

  /** Tell the customer (their room) and every agent; answer the staff view. */
  private async publish(conversationId: number, row: MessageRow): Promise<StaffChatMessage> {
    const conv = await this.byId(conversationId);
    const view = staffView(conv, row, this.media);
    if (row.kind === 'message') {
      this.bus.toCustomer(customerRoom(conv), 'chat:message', customerView(conv, row, this.media));
    }
    this.bus.toStaff('inbox:message', view);
    await this.publishSummary(conversationId);
    return view;
  }

  private async publishSummary(id: number): Promise<ChatConversationSummary> {
    const summary = await this.summary(id);
    this.bus.toStaff('inbox:conversation', summary);
    return summary;
  }

  private async answerPostback(
    conv: ConversationRow,
    message: Extract<ChatMessage, { message_type: 'postback' }>,
    locale: Locale,
  ): Promise<void> {
    const replies = await this.settings.get('chat.quickReplies');
    const reply = replies.find((q) => q.postback === message.payload);
    if (!reply) return;
    const row = await this.insert(this.db, conv, {
      sender: 'bot',
      message: { message_type: 'text', payload: reply.answer[locale] },
    });
    await this.publish(conv.id, row);
  }

  private async maybeAway(conv: ConversationRow, locale: Locale): Promise<void> {
    const at = this.now();
    if (conv.awaySentAt && at.getTime() - conv.awaySentAt.getTime() < AWAY_AGAIN_MS) return;
    if (await this.online()) return;
    const s = await this.settings.getMany(['chat.awayMessage', 'chat.quickReplies']);
    // one away message per window, even when two messages arrive together
    const claimed = await rows<{ id: number }>(
      this.db,
      sql`UPDATE chat_conversations SET away_sent_at = ${at.toISOString()}::timestamptz
          WHERE id = ${conv.id} AND (away_sent_at IS NULL
            OR away_sent_at < ${new Date(at.getTime() - AWAY_AGAIN_MS).toISOString()}::timestamptz)
          RETURNING id`,
    );
    if (claimed.length === 0) return;
    const row = await this.insert(this.db, conv, {
      sender: 'bot',
      message: {
        message_type: 'quick_replies',
        payload: s['chat.awayMessage'][locale],
        payloads: s['chat.quickReplies'].map((q) => ({
          type: 'postback' as const,
          title: q.title[locale],
          payload: q.postback,
        })),
      },
    });
    await this.publish(conv.id, row);
  }

  private async messageRows(
    conversationId: number,
    q: { customer: boolean; limit: number; skip: number; before?: number | undefined },
  ): Promise<MessageRow[]> {
    const list = await rows<{
      id: number | string;
      sender: MessageRow['sender'];
      kind: MessageRow['kind'];
      message: unknown;
      created_at: string | Date;
      login: string | null;
    }>(
      this.db,
      sql`SELECT x.id, x.sender, x.kind, x.message, x.created_at, s.login
          FROM chat_messages x LEFT JOIN staff s ON s.id = x.staff_id
          WHERE x.conversation_id = ${conversationId}
            AND (${q.customer} = false OR x.kind = 'message')
            AND (${q.before ?? null}::bigint IS NULL OR x.id < ${q.before ?? null}::bigint)
          ORDER BY x.id DESC LIMIT ${q.limit} OFFSET ${q.skip}`,
    );
    return list.map((r) => ({
      id: Number(r.id),
      sender: r.sender,
      kind: r.kind,
      message: typeof r.message === 'string' ? (JSON.parse(r.message) as unknown) : r.message,
      createdAt: new Date(r.created_at),
      staffLogin: q.customer ? null : r.login,
    }));
  }

  private async summaries(
    where: ReturnType<typeof sql>,
    limit: number,
    offset: number,
  ): Promise<{ items: ChatConversationSummary[]; total: number }> {
    const list = await rows<{
      id: number | string;
      status: ChatStatus;
      member_id: number | string | null;
      guest_id: string | null;
      last_message_at: string | Date;
      last_preview: string;
      assigned_staff_id: number | string | null;
      assigned_login: string | null;
      phone: string | null;
      name: string | null;
      unread: number | string;
      customer_read: boolean;
      total: number | string;
    }>(
      this.db,
      sql`SELECT c.id, c.status, c.member_id, c.guest_id, c.last_message_at, c.last_preview,
            c.assigned_staff_id, s.login AS assigned_login, m.phone, m.name,
            (SELECT count(*) FROM chat_messages x WHERE x.conversation_id = c.id
               AND x.sender = 'customer' AND x.id > c.staff_read_id) AS unread,
            NOT EXISTS (SELECT 1 FROM chat_messages y WHERE y.conversation_id = c.id
               AND y.kind = 'message' AND y.sender <> 'customer' AND y.id > c.customer_read_id)
              AS customer_read,
            count(*) OVER () AS total
          FROM chat_conversations c
          LEFT JOIN members m ON m.id = c.member_id
          LEFT JOIN staff s ON s.id = c.assigned_staff_id
          WHERE ${where}
          ORDER BY c.last_message_at DESC, c.id DESC
          LIMIT ${limit} OFFSET ${offset}`,
    );
    return {
      total: Number(list[0]?.total ?? 0),
      items: list.map((r) => ({
        id: String(r.id),
        status: r.status,
        customer: {
          kind: r.member_id === null ? ('guest' as const) : ('member' as const),
          phone: r.phone,
          name: r.name,
          guestId: r.guest_id,
        },
        assignedTo:
          r.assigned_staff_id === null
            ? null
            : { id: Number(r.assigned_staff_id), login: r.assigned_login ?? '' },
        lastMessageAt: new Date(r.last_message_at).toISOString(),
        lastMessage: r.last_preview,
        unread: Number(r.unread),
        customerRead: Boolean(r.customer_read),
      })),
    };
  }
}
