import {
  CHAT,
  GUEST_TOKEN_HEADER,
  PAGE_SIZE,
  TOAST_DURATION_MS,
  validateChatText,
  type ChatDeliveryStatus,
  type ChatFileKind,
  type ChatSocketAuth,
  type Conversation,
} from '@wallet/contract';
import { currentLocale, errorMessage, translateCode } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import type { ChatWho } from '../api/chat-who';
import { getChatHistory } from '../api/get-chat-history';
import { markChatRead } from '../api/mark-chat-read';
import { sendChatMessage, type CustomerMessage, type SentMessage } from '../api/send-chat-message';
import { uploadChatFile, type UploadedChatFile } from '../api/upload-chat-file';
import {
  ensureChatGuest,
  guestWho,
  hasCode,
  memberWho,
  renewChatGuest,
  type ChatPerson,
} from './chat-identity';
import { isUnreadSite, mergeMessages } from './chat-messages';
import { openChatSocket, type ChatSocket } from './chat-socket';

/** The customer's typing ends after this long without a key (then `chat:typing` false). */
export const TYPING_IDLE_MS = 3_000;
/** Staff typing shown without news for this long is taken as over (a lost `false`). */
export const STAFF_TYPING_MAX_MS = 10_000;
/** The contract's longest postback title (the thread shows it). */
const POSTBACK_TITLE_MAX = 100;

export type PendingFile = {
  file: File;
  kind: ChatFileKind;
  /** A local preview of an image (blob: URL) until it is sent; videos have none (CSP media-src). */
  previewUrl: string | null;
  /** Set once uploaded: a resend then only sends. */
  uploaded: UploadedChatFile | null;
};

/** One of the customer's messages not yet confirmed by the server (§3/§4 delivery states). */
export type PendingMessage = {
  localId: string;
  status: Exclude<ChatDeliveryStatus, 'succeed'>;
  message: CustomerMessage;
  file: PendingFile | null;
  /** Upload progress, 0–100. */
  progress: number;
  error: unknown;
  createdAt: string;
};

export type ChatConnection = 'closed' | 'connecting' | 'online' | 'offline';

export type ChatState = {
  /** The first history page: not asked yet, loading, shown, or failed (with `loadError`). */
  phase: 'idle' | 'loading' | 'ready' | 'error';
  loadError: unknown;
  /** The server's messages, oldest first, each id once. */
  messages: readonly Conversation[];
  /** The customer's messages on their way (or failed), in the order written. */
  pending: readonly PendingMessage[];
  /** An older page may exist (the last one asked was full). */
  hasMore: boolean;
  older: 'idle' | 'loading' | 'error';
  refreshing: boolean;
  staffTyping: boolean;
  connection: ChatConnection;
  /** A short alert (§8 chat alerts), gone after 4 s. */
  alert: { id: number; text: string } | null;
  /** The id of the last message when the customer last sent something (quick replies answered). */
  answeredAt: string | null;
  open: boolean;
};

/** The state before anything happened (also what a widget without a store shows). */
export const initialChatState: ChatState = {
  phase: 'idle',
  loadError: null,
  messages: [],
  pending: [],
  hasMore: false,
  older: 'idle',
  refreshing: false,
  staffTyping: false,
  connection: 'closed',
  alert: null,
  answeredAt: null,
  open: false,
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const percentOf = ({ loaded, total }: { loaded: number; total: number }) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

type Who = ChatWho & { guestId: string | null };

/**
 * One member's or guest's chat: history pages, the socket, delivery of their messages, typing,
 * read receipts. A plain object React reads through `subscribe`/`getState`; the panel calls
 * `activate` once first opened and `deactivate` when it goes away (the socket closes).
 */
export class ChatStore {
  private state: ChatState = initialChatState;
  private readonly listeners = new Set<() => void>();
  private socket: ChatSocket | null = null;
  private active = false;
  private connectedBefore = false;
  private socketGuestId: string | null = null;
  private checkTimer: ReturnType<typeof setInterval> | null = null;
  private typingTimer: ReturnType<typeof setTimeout> | null = null;
  private staffTypingTimer: ReturnType<typeof setTimeout> | null = null;
  private markReadTimer: ReturnType<typeof setTimeout> | null = null;
  private alertTimer: ReturnType<typeof setTimeout> | null = null;
  private typing = false;
  private loadSeq = 0;
  private localSeq = 0;
  private alertSeq = 0;
  private readonly uploads = new Map<string, AbortController>();

  constructor(private readonly person: ChatPerson) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): ChatState => this.state;

  private set(patch: Partial<ChatState> | ((state: ChatState) => Partial<ChatState>)): void {
    const next = typeof patch === 'function' ? patch(this.state) : patch;
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  // ── life cycle ────────────────────────────────────────────────────────────────────────────

  /** The panel was opened (the first time, or again after a remount): socket and history. */
  activate(): void {
    if (this.active) return;
    this.active = true;
    this.openSocket();
    // §9: every 5 s, a dropped connection is opened again
    this.checkTimer = setInterval(() => this.checkSocket(), CHAT.socketCheckMs);
    if (this.state.phase === 'idle' || this.state.phase === 'error')
      void this.loadNewest('replace');
  }

  /** The widget goes away (unmount, logout): the socket closes, uploads stop, timers end. */
  deactivate(): void {
    if (!this.active) return;
    this.active = false;
    this.stopTyping();
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = null;
    for (const timer of [this.staffTypingTimer, this.markReadTimer, this.alertTimer]) {
      if (timer) clearTimeout(timer);
    }
    this.staffTypingTimer = this.markReadTimer = this.alertTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.removeAllListeners();
    socket?.disconnect();
    for (const controller of this.uploads.values()) controller.abort();
    this.uploads.clear();
    this.set((state) => ({
      connection: 'closed',
      staffTyping: false,
      // a stopped upload can be sent again
      pending: state.pending.map((item) =>
        item.status === 'uploading_file' ? { ...item, status: 'failed' } : item,
      ),
    }));
  }

  /** The panel is shown or hidden: shown, the site's new messages get read (§9: after 1 s). */
  setOpen(open: boolean): void {
    if (this.state.open === open) return;
    this.set({ open });
    if (open) this.scheduleMarkRead();
    else if (this.markReadTimer) {
      clearTimeout(this.markReadTimer);
      this.markReadTimer = null;
    }
  }

  // ── identity ──────────────────────────────────────────────────────────────────────────────

  private async who(): Promise<Who> {
    if (this.person.kind === 'member') return { ...memberWho(this.person.userId), guestId: null };
    const guest = await ensureChatGuest();
    return { ...guestWho(guest), guestId: guest.guestId };
  }

  /**
   * A call as this member or guest. A guest the server no longer accepts (CHAT_GUEST_INVALID)
   * is forgotten, a new identity is asked for, and the call is made once more with it.
   */
  private async withWho<T>(call: (who: ChatWho) => Promise<T>): Promise<T> {
    const who = await this.who();
    try {
      return await call(who);
    } catch (error) {
      if (who.guestId === null || !hasCode(error, 'CHAT_GUEST_INVALID')) throw error;
      await this.renewGuest(who.guestId);
      return call(await this.who());
    }
  }

  private async renewGuest(failedId: string): Promise<void> {
    const forgot = await renewChatGuest(failedId);
    // a new guest is a new conversation: the old one's messages are not theirs any more
    if (forgot) this.set({ messages: [], hasMore: false, answeredAt: null });
    if (this.socket && this.socketGuestId !== storage.getChatGuest()?.guestId) {
      this.socket.disconnect();
      this.socket.connect();
    }
  }

  /**
   * One history page. A member still holding a guest identity sends it (body guestId, header
   * token) so the server carries the guest's conversation over; after a success it is forgotten.
   */
  private async fetchPage(skip: number): Promise<Conversation[]> {
    if (this.person.kind === 'guest') {
      return this.withWho((who) => getChatHistory({ who, skip }));
    }
    const member = memberWho(this.person.userId);
    const carried = skip === 0 ? storage.getChatGuest() : null;
    if (!carried) return getChatHistory({ who: member, skip });
    const who: ChatWho = {
      body: { ...member.body, guestId: carried.guestId },
      headers: { [GUEST_TOKEN_HEADER]: carried.guestToken },
    };
    try {
      const page = await getChatHistory({ who, skip });
      storage.clearChatGuest();
      return page;
    } catch (error) {
      if (!hasCode(error, 'CHAT_GUEST_INVALID')) throw error;
      // nothing to carry over: forget the guest and read the member's own conversation
      storage.clearChatGuest();
      return getChatHistory({ who: member, skip });
    }
  }

  // ── history ───────────────────────────────────────────────────────────────────────────────

  /**
   * The newest page. `replace` (first load, refresh): the thread becomes that page (plus what
   * arrived since). `gap` (after a reconnection): merged in; when it does not reach what is
   * shown, what is shown is too old to join and the page replaces it.
   */
  async loadNewest(mode: 'replace' | 'gap'): Promise<void> {
    const seq = ++this.loadSeq;
    this.set((state) => ({
      phase: state.phase === 'ready' ? 'ready' : 'loading',
      loadError: null,
      refreshing: mode === 'replace' && state.phase === 'ready',
    }));
    try {
      const page = await this.fetchPage(0);
      if (seq !== this.loadSeq) return;
      this.set((state) => {
        const known = new Set(state.messages.map((message) => message.id));
        const joins = page.some((message) => known.has(message.id));
        const full = page.length >= PAGE_SIZE.chatHistory;
        const replace = mode === 'replace' || (!joins && full) || state.phase !== 'ready';
        if (!replace) return { messages: mergeMessages(state.messages, page), refreshing: false };
        const newest = Math.max(0, ...page.map((message) => Date.parse(message.createdAt) || 0));
        const since =
          page.length > 0
            ? state.messages.filter((message) => Date.parse(message.createdAt) > newest)
            : [];
        return {
          phase: 'ready',
          messages: mergeMessages(since, page),
          hasMore: full,
          older: 'idle',
          refreshing: false,
        };
      });
      this.scheduleMarkRead();
    } catch (error) {
      if (seq !== this.loadSeq) return;
      // a thread on screen stays; a failed refresh says so, a failed refill waits for the next
      this.set((state) =>
        state.phase !== 'ready'
          ? { phase: 'error', loadError: error, refreshing: false }
          : mode === 'replace'
            ? { refreshing: false, alert: this.newAlert(errorMessage(error)) }
            : { refreshing: false },
      );
    }
  }

  /** Spec §2: the refresh button reloads the history. */
  refresh(): void {
    void this.loadNewest('replace');
  }

  /** Infinite scroll upward: the next older page of 10. */
  async loadOlder(): Promise<void> {
    const { phase, hasMore, older } = this.state;
    if (phase !== 'ready' || !hasMore || older === 'loading') return;
    this.set({ older: 'loading' });
    try {
      const page = await this.fetchPage(this.state.messages.length);
      this.set((state) => ({
        messages: mergeMessages(state.messages, page),
        hasMore: page.length >= PAGE_SIZE.chatHistory,
        older: 'idle',
      }));
    } catch {
      this.set({ older: 'error' });
    }
  }

  // ── socket ────────────────────────────────────────────────────────────────────────────────

  private async socketAuth(): Promise<ChatSocketAuth | null> {
    if (this.person.kind === 'member') {
      const token = storage.getToken();
      return token ? { token } : null;
    }
    const guest = await ensureChatGuest();
    this.socketGuestId = guest.guestId;
    return { guestId: guest.guestId, guestToken: guest.guestToken };
  }

  private openSocket(): void {
    const socket = openChatSocket(() => this.socketAuth());
    this.socket = socket;
    this.set({ connection: 'connecting' });
    socket.on('connect', () => {
      this.set({ connection: 'online' });
      // §9: after a reconnection the newest page fills what was missed while away
      if (this.connectedBefore) void this.loadNewest('gap');
      this.connectedBefore = true;
    });
    socket.on('disconnect', () => this.set({ connection: 'offline', staffTyping: false }));
    socket.on('connect_error', (error) => {
      this.set({ connection: 'offline' });
      const guestId = this.socketGuestId;
      if (guestId && error.message === 'CHAT_GUEST_INVALID') {
        this.renewGuest(guestId).catch(() => undefined);
      }
    });
    socket.on('chat:message', (message) => this.receive(message));
    socket.on('chat:typing', (event) => {
      if (event.from === 'staff') this.setStaffTyping(event.typing);
    });
    socket.on('chat:read', (event) => {
      // staff read the customer's messages ("Read"), or the customer read the site's elsewhere
      const readNow = (message: Conversation) =>
        !message.read && (message.sender === 'customer') === (event.by === 'staff');
      this.set((state) => ({
        messages: state.messages.map((message) =>
          readNow(message) ? { ...message, read: true } : message,
        ),
      }));
    });
    socket.on('chat:error', ({ message }) => this.showAlert(translateCode(message)));
  }

  private checkSocket(): void {
    if (this.socket && !this.socket.connected) this.socket.connect();
  }

  /**
   * A message pushed by the server (§7): shown once, whatever else brought it. The push of the
   * customer's own message can beat the answer to its send: it then stands for the pending one.
   */
  private receive(message: Conversation): void {
    this.set((state) => ({
      pending:
        message.sender === 'customer'
          ? withoutFirst(state.pending, (p) => p.status === 'sending' && sameContent(p, message))
          : state.pending,
      messages: mergeMessages(state.messages, [message]),
      staffTyping: message.sender === 'customer' ? state.staffTyping : false,
    }));
    this.scheduleMarkRead();
  }

  private setStaffTyping(typing: boolean): void {
    if (this.staffTypingTimer) clearTimeout(this.staffTypingTimer);
    this.staffTypingTimer = typing
      ? setTimeout(() => this.set({ staffTyping: false }), STAFF_TYPING_MAX_MS)
      : null;
    this.set({ staffTyping: typing });
  }

  /** The customer typed: `chat:typing` true once, false after 3 s without a key (or on send). */
  typed(): void {
    if (!this.typing) {
      this.typing = true;
      this.emitTyping(true);
    }
    if (this.typingTimer) clearTimeout(this.typingTimer);
    this.typingTimer = setTimeout(() => this.stopTyping(), TYPING_IDLE_MS);
  }

  stopTyping(): void {
    if (this.typingTimer) clearTimeout(this.typingTimer);
    this.typingTimer = null;
    if (!this.typing) return;
    this.typing = false;
    this.emitTyping(false);
  }

  private emitTyping(typing: boolean): void {
    // never buffered: a typing event sent late would be wrong
    if (this.socket?.connected) this.socket.emit('chat:typing', typing);
  }

  // ── read receipts ─────────────────────────────────────────────────────────────────────────

  private scheduleMarkRead(): void {
    if (!this.active || !this.state.open || this.markReadTimer) return;
    if (!this.state.messages.some(isUnreadSite)) return;
    this.markReadTimer = setTimeout(() => {
      this.markReadTimer = null;
      void this.markRead();
    }, CHAT.markReadDelayMs);
  }

  private async markRead(): Promise<void> {
    if (!this.state.open) return;
    const ids = new Set(this.state.messages.filter(isUnreadSite).map((message) => message.id));
    if (ids.size === 0) return;
    try {
      await this.withWho((who) => markChatRead({ who }));
      this.set((state) => ({
        messages: state.messages.map((message) =>
          ids.has(message.id) ? { ...message, read: true } : message,
        ),
      }));
    } catch {
      // tried again with the next message
    }
  }

  // ── sending ───────────────────────────────────────────────────────────────────────────────

  /** §5: trimmed, 1–2000 characters; anything else is not sent. */
  sendText(text: string): boolean {
    const payload = text.trim();
    if (validateChatText(payload) !== null) return false;
    this.stopTyping();
    this.enqueue({ message_type: 'text', payload }, null);
    return true;
  }

  /** A tapped postback button or quick reply. */
  sendPostback(payload: string, title?: string): void {
    const shortTitle = title?.trim().slice(0, POSTBACK_TITLE_MAX);
    this.enqueue(
      { message_type: 'postback', payload, ...(shortTitle ? { title: shortTitle } : {}) },
      null,
    );
  }

  /** A file already checked (§5): uploaded, then sent as a media message. */
  sendFile(file: File, kind: ChatFileKind): void {
    const previewUrl =
      kind === 'image' && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : null;
    this.enqueue(
      { message_type: 'media', payload: { url: previewUrl ?? '', fileType: kind, filePath: '' } },
      { file, kind, previewUrl, uploaded: null },
    );
  }

  private enqueue(message: CustomerMessage, file: PendingFile | null): void {
    this.localSeq += 1;
    const item: PendingMessage = {
      localId: `local-${this.localSeq}`,
      status: file ? 'uploading_file' : 'sending',
      message,
      file,
      progress: 0,
      error: null,
      createdAt: new Date().toISOString(),
    };
    this.set((state) => ({
      pending: [...state.pending, item],
      answeredAt: state.messages.at(-1)?.id ?? state.answeredAt,
    }));
    void this.deliver(item.localId);
  }

  /** A failed message again: the upload too if it never got through, else only the send. */
  resend(localId: string): void {
    if (this.find(localId)?.status !== 'failed') return;
    void this.deliver(localId);
  }

  /** A failed message is given up. */
  remove(localId: string): void {
    const item = this.find(localId);
    if (!item) return;
    this.uploads.get(localId)?.abort();
    this.revokePreview(item);
    this.set((state) => ({ pending: state.pending.filter((p) => p.localId !== localId) }));
  }

  private find(localId: string): PendingMessage | undefined {
    return this.state.pending.find((item) => item.localId === localId);
  }

  private update(localId: string, patch: Partial<PendingMessage>): void {
    this.set((state) => ({
      pending: state.pending.map((item) =>
        item.localId === localId ? { ...item, ...patch } : item,
      ),
    }));
  }

  private async deliver(localId: string): Promise<void> {
    let item = this.find(localId);
    if (!item) return;
    if (item.file && !item.file.uploaded) {
      const { file, kind } = item.file;
      this.update(localId, { status: 'uploading_file', progress: 0, error: null });
      const controller = new AbortController();
      this.uploads.set(localId, controller);
      try {
        const uploaded = await this.withWho((who) =>
          uploadChatFile({
            who,
            kind,
            file,
            signal: controller.signal,
            onProgress: (progress) => this.update(localId, { progress: percentOf(progress) }),
          }),
        );
        const current = this.find(localId);
        if (!current?.file) return;
        this.update(localId, { file: { ...current.file, uploaded }, progress: 100 });
      } catch (error) {
        if (!isAbort(error)) this.update(localId, { status: 'failed', error });
        return;
      } finally {
        this.uploads.delete(localId);
      }
    }
    item = this.find(localId);
    if (!item) return;
    const message = outgoingOf(item);
    this.update(localId, { status: 'sending', error: null });
    try {
      const sent = await this.withWho((who) =>
        sendChatMessage({ who, message, locale: currentLocale() }),
      );
      this.confirm(localId, sent);
    } catch (error) {
      const current = this.find(localId);
      if (!current) return;
      // the server does not know the file (any more): a resend uploads it again
      const file =
        current.file && hasCode(error, 'CHAT_FILE_UNKNOWN')
          ? { ...current.file, uploaded: null }
          : current.file;
      this.update(localId, { status: 'failed', error, file });
    }
  }

  /** Sent: the message joins the thread as the server stored it (id and time). */
  private confirm(localId: string, sent: SentMessage): void {
    const item = this.find(localId);
    if (!item) return;
    this.revokePreview(item);
    const guest = this.person.kind === 'guest' ? storage.getChatGuest() : null;
    const conversation: Conversation = {
      id: sent.id,
      createdAt: sent.createdAt,
      sender: 'customer',
      read: false,
      message: shownOf(item),
      userId: this.person.kind === 'member' ? this.person.userId : null,
      guestId: guest?.guestId ?? null,
      username: null,
      name: null,
      deviceToken: null,
      session_id: null,
    };
    this.set((state) => ({
      pending: state.pending.filter((p) => p.localId !== localId),
      messages: mergeMessages(state.messages, [conversation], 'existing'),
    }));
  }

  private revokePreview(item: PendingMessage): void {
    if (item.file?.previewUrl && typeof URL.revokeObjectURL === 'function') {
      URL.revokeObjectURL(item.file.previewUrl);
    }
  }

  // ── alerts ────────────────────────────────────────────────────────────────────────────────

  private newAlert(text: string): ChatState['alert'] {
    if (this.alertTimer) clearTimeout(this.alertTimer);
    this.alertSeq += 1;
    const id = this.alertSeq;
    // §8: the alert shows for 4 s
    this.alertTimer = setTimeout(() => {
      this.alertTimer = null;
      if (this.state.alert?.id === id) this.set({ alert: null });
    }, TOAST_DURATION_MS);
    return { id, text };
  }

  /** A chat alert (file not supported, file too large, a refusal), shown for 4 s. */
  showAlert(text: string): void {
    this.set({ alert: this.newAlert(text) });
  }
}

/** What goes to the server: a media message names the uploaded file (never a local preview). */
function outgoingOf(item: PendingMessage): CustomerMessage {
  const uploaded = item.file?.uploaded;
  if (item.message.message_type !== 'media' || !uploaded || !item.file) return item.message;
  return {
    message_type: 'media',
    payload: { url: uploaded.url, fileType: item.file.kind, filePath: uploaded.path },
  };
}

/** What the thread shows once sent: a media message with its thumbnail too. */
/** The pending message this pushed one is: same text, postback or uploaded file. */
function sameContent(item: PendingMessage, pushed: Conversation): boolean {
  const mine = outgoingOf(item);
  const theirs = pushed.message;
  if (mine.message_type !== theirs.message_type) return false;
  if (mine.message_type === 'media' && theirs.message_type === 'media') {
    return mine.payload.filePath === theirs.payload.filePath;
  }
  return 'payload' in theirs && mine.payload === theirs.payload;
}

function withoutFirst<T>(list: readonly T[], match: (item: T) => boolean): readonly T[] {
  const at = list.findIndex(match);
  return at === -1 ? list : [...list.slice(0, at), ...list.slice(at + 1)];
}

function shownOf(item: PendingMessage): Conversation['message'] {
  const uploaded = item.file?.uploaded;
  const message = outgoingOf(item);
  if (message.message_type === 'media' && uploaded?.thumbUrl) {
    return { ...message, payload: { ...message.payload, thumbUrl: uploaded.thumbUrl } };
  }
  return message as Conversation['message'];
}
