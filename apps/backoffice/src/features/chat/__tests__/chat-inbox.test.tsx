import {
  CHAT_SOCKET_PATH,
  ROLE_PERMISSIONS,
  type CannedReply,
  type ChatConversationSummary,
  type StaffChatMessage,
} from '@wallet/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';

/** A stand-in for socket.io-client: records what we emit, lets a test push server events. */
const socket = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void;
  const handlers = new Map<string, Set<Handler>>();
  const fake = {
    connected: false,
    /** socket.io keeps trying after a network failure (true), not after a refusal (false). */
    active: true,
    options: null as unknown,
    emitted: [] as { event: string; args: unknown[] }[],
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
      return fake;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return fake;
    },
    emit(event: string, ...args: unknown[]) {
      fake.emitted.push({ event, args });
      return fake;
    },
    connect() {
      fake.connected = true;
      fake.fire('connect');
      return fake;
    },
    disconnect() {
      fake.connected = false;
      fake.fire('disconnect');
      return fake;
    },
    fire(event: string, ...args: unknown[]) {
      handlers.get(event)?.forEach((handler) => handler(...args));
    },
    reset() {
      handlers.clear();
      fake.emitted = [];
      fake.connected = false;
      fake.active = true;
      fake.options = null;
    },
  };
  return fake;
});

vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    socket.options = options;
    return socket;
  },
}));

const me = (permissions: readonly string[] = ROLE_PERMISSIONS.support) => ({
  staff: { id: 5, login: 'anna', name: 'Anna', role: 'support', permissions: [...permissions] },
  csrfToken: 'tok',
});

const AT = '2026-01-05T10:00:00.000Z';

const summary = (
  id: string,
  overrides: Partial<ChatConversationSummary> = {},
): ChatConversationSummary => ({
  id,
  status: 'open',
  customer: { kind: 'member', phone: '0812345678', name: 'Somchai', guestId: null },
  assignedTo: null,
  lastMessageAt: AT,
  lastMessage: 'Where is my deposit?',
  unread: 3,
  customerRead: true,
  ...overrides,
});

const message = (id: string, overrides: Partial<StaffChatMessage> = {}): StaffChatMessage => ({
  id,
  conversationId: '1',
  kind: 'message',
  staffLogin: null,
  sender: 'customer',
  read: true,
  message: { message_type: 'text', payload: 'Where is my deposit?' },
  userId: null,
  guestId: null,
  username: null,
  name: null,
  deviceToken: null,
  createdAt: AT,
  session_id: null,
  ...overrides,
});

const somchai = summary('1');
const guest = summary('2', {
  customer: { kind: 'guest', phone: null, name: null, guestId: 'a1b2c3d4e5f6a7b8' },
  assignedTo: { id: 7, login: 'bob' },
  lastMessage: 'Hello?',
  unread: 0,
  lastMessageAt: '2026-01-05T09:00:00.000Z',
});
const closed = summary('3', {
  status: 'resolved',
  customer: { kind: 'member', phone: '0898765432', name: 'Somsri', guestId: null },
  lastMessage: 'Thanks!',
  unread: 0,
});

const CANNED: CannedReply[] = [
  {
    title: 'Greeting',
    message: { message_type: 'text', payload: 'Hello {name}, this is {agent} ({phone}).' },
  },
  {
    title: 'Menu',
    message: {
      message_type: 'quick_replies',
      payload: 'Hi {name}, what do you need?',
      payloads: [{ type: 'postback', title: 'Deposit', payload: 'deposit' }],
    },
  },
];

type Call = { method: string; path: string; query: Record<string, string>; body: unknown };
type Reply = { status?: number; body: unknown };

/** A small stateful server: conversations by status, one thread, read marks unread 0. */
function stubServer(
  options: { permissions?: readonly string[]; refuseSend?: string; longThread?: boolean } = {},
) {
  const conversations = new Map([somchai, guest, closed].map((c) => [c.id, { ...c }]));
  const thread: StaffChatMessage[] = [
    message('11', {
      sender: 'staff',
      staffLogin: 'anna',
      read: false,
      message: { message_type: 'text', payload: 'We are checking.' },
      createdAt: '2026-01-05T10:01:00.000Z',
    }),
    message('10'),
  ];
  const calls: Call[] = [];
  let nextId = 100;
  const sent = (body: unknown, kind: 'message' | 'note'): StaffChatMessage =>
    message(String(nextId++), {
      kind,
      sender: 'staff',
      staffLogin: 'anna',
      read: false,
      message:
        kind === 'note'
          ? { message_type: 'text', payload: (body as { text: string }).text }
          : (body as { message: StaffChatMessage['message'] }).message,
    });
  const routes: Record<string, (call: Call) => Reply> = {
    'GET /api/backoffice/me': () => ({ body: me(options.permissions) }),
    'GET /api/operator/chat/conversations': ({ query }) => {
      const items = [...conversations.values()].filter(
        (c) => query.status === 'all' || c.status === query.status,
      );
      return { body: { items, total: items.length } };
    },
    'GET /api/operator/chat/conversations/1': () => ({ body: conversations.get('1') }),
    'GET /api/operator/chat/conversations/2': () => ({ body: conversations.get('2') }),
    'GET /api/operator/chat/conversations/1/messages': ({ query }) => {
      if (!options.longThread) return { body: { items: thread } };
      // 30 newest (ids 130…101), then 5 older ones before 101
      const from = query.before ? Number(query.before) - 1 : 130;
      const to = query.before ? 96 : 101;
      const items = [];
      for (let n = from; n >= to; n--) {
        items.push(message(String(n), { message: { message_type: 'text', payload: `m${n}` } }));
      }
      return { body: { items } };
    },
    'GET /api/operator/chat/conversations/2/messages': () => ({ body: { items: [] } }),
    'PUT /api/operator/chat/conversations/1/read': () => {
      const next = { ...conversations.get('1')!, unread: 0 };
      conversations.set('1', next);
      return { body: next };
    },
    'PUT /api/operator/chat/conversations/2/read': () => ({ body: conversations.get('2') }),
    'POST /api/operator/chat/conversations/1/messages': ({ body }) =>
      options.refuseSend
        ? { status: 429, body: { message: options.refuseSend } }
        : { body: sent(body, 'message') },
    'POST /api/operator/chat/conversations/1/notes': ({ body }) => ({ body: sent(body, 'note') }),
    'POST /api/operator/chat/conversations/1/status': ({ body }) => {
      const next = { ...conversations.get('1')!, ...(body as { status: 'resolved' }) };
      conversations.set('1', next);
      return { body: next };
    },
    'POST /api/operator/chat/conversations/1/assign': ({ body }) => {
      const { staffId } = body as { staffId: number | null };
      const next = {
        ...conversations.get('1')!,
        assignedTo:
          staffId === null ? null : { id: staffId, login: staffId === 5 ? 'anna' : 'bob' },
      };
      conversations.set('1', next);
      return { body: next };
    },
    'POST /api/operator/chat/conversations/1/upload': () => ({
      body: {
        path: 'chat/abc.png',
        url: '/api/chat/files/abc.png',
        thumbUrl: '/api/chat/files/abc-thumb.png',
      },
    }),
    'GET /api/operator/chat/agents': () => ({
      body: {
        agents: [
          { id: 5, login: 'anna', role: 'support', online: true },
          { id: 7, login: 'bob', role: 'support', online: false },
        ],
      },
    }),
    'GET /api/operator/chat/canned': () => ({ body: { replies: CANNED } }),
    'GET /api/operator/members/0812345678': () => ({
      body: {
        phone: '0812345678',
        name: 'Somchai Jaidee',
        status: 'active',
        currency: 'BAHT',
        bankCode: 'KBANK',
        bankAccountNo: '1234567890',
        bankAccountName: 'SOMCHAI JAIDEE',
        createdAt: '2026-01-01T00:00:00.000Z',
        lastLoginAt: null,
      },
    }),
    'GET /api/operator/members/0812345678/wallet': () => ({
      body: {
        phone: '0812345678',
        currency: 'BAHT',
        wallet: 1250.5,
        inFlight: 0,
        games: [],
        pendingTransfers: 0,
      },
    }),
    'GET /api/operator/members/0812345678/bonus': () => ({
      body: { phone: '0812345678', active: null, history: [] },
    }),
    'GET /api/operator/deposits': () => ({ body: { total: 0, deposits: [] } }),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call: Call = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply = route ? route(call) : { status: 404, body: { message: 'NOT_FOUND' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return { calls, callsTo };
}

const conversationList = () => screen.findByRole('list', { name: 'Conversations' });
const log = () => screen.findByRole('log', { name: 'Messages' });

beforeEach(() => {
  socket.reset();
});

describe('chat inbox: live updates', () => {
  it('says when the server refuses the socket, and tries again on request', async () => {
    stubServer();
    const user = userEvent.setup();
    renderApp('/chat');
    expect(await screen.findByText('Live')).toBeTruthy();
    act(() => {
      socket.disconnect();
      socket.active = false;
      socket.fire('connect_error', new Error('STAFF_UNAUTHORIZED'));
    });
    expect(await screen.findByText(/Live updates refused/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Live')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('chat inbox: the list', () => {
  it('shows each conversation with its unread count and agent, and filters by status', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderApp('/chat');

    const list = await conversationList();
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Somchai · 0812345678');
    expect(within(rows[0]!).getByText('3 unread')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('Unassigned');
    expect(rows[1]?.textContent).toContain('Guest a1b2c3d4');
    expect(rows[1]?.textContent).toContain('Agent: bob');
    expect(within(rows[1]!).queryByText(/unread/)).toBeNull();
    expect(server.callsTo('GET', '/api/operator/chat/conversations').at(-1)?.query).toMatchObject({
      status: 'open',
      limit: '25',
      offset: '0',
    });

    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/operator/chat/conversations').at(-1)?.query.status).toBe(
        'resolved',
      ),
    );
    await waitFor(() => expect(screen.queryByText('Somchai · 0812345678')).toBeNull());
    expect(within(await conversationList()).getByText('Somsri · 0898765432')).toBeTruthy();

    // the search is sent once the typing pauses, as one request
    await user.type(
      screen.getByRole('searchbox', { name: 'Search phone, name or guest id' }),
      '0898',
    );
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/operator/chat/conversations').at(-1)?.query).toMatchObject(
        { status: 'resolved', q: '0898' },
      ),
    );
    const searches = server
      .callsTo('GET', '/api/operator/chat/conversations')
      .filter((c) => c.query.q !== undefined);
    expect(searches.map((c) => c.query.q)).toEqual(['0898']);
  });

  it('opening a conversation marks it read and watches it', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderApp('/chat');

    const list = await conversationList();
    expect(within(list).getByText('3 unread')).toBeTruthy();
    await user.click(within(list).getByText('Somchai · 0812345678'));

    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/operator/chat/conversations/1/read')).toHaveLength(1),
    );
    await waitFor(() => expect(within(list).queryByText('3 unread')).toBeNull());
    const current = within(list).getAllByRole('button')[0];
    expect(current?.getAttribute('aria-current')).toBe('true');
    expect(socket.emitted).toContainEqual({ event: 'inbox:watch', args: ['1'] });
    expect(socket.options).toMatchObject({
      path: CHAT_SOCKET_PATH,
      auth: { staff: true },
      withCredentials: true,
    });

    // the thread: newest at the bottom, staff and customer told apart
    const messages = within(await log()).getAllByRole('article');
    expect(messages.map((m) => m.className)).toEqual([
      'chat-msg chat-msg--customer',
      'chat-msg chat-msg--staff',
    ]);
    expect(messages[1]?.textContent).toContain('We are checking.');
    expect(messages[1]?.textContent).toContain('Sent');
    // the member panel, with a way to the member's page
    expect(await screen.findByText('Somchai Jaidee')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the member page' }).getAttribute('href')).toBe(
      '/members?phone=0812345678',
    );
  });

  it('says a guest is not signed in', async () => {
    stubServer();
    renderApp('/chat?c=2');
    expect(await screen.findByText('Guest, not signed in')).toBeTruthy();
    expect(screen.getByText('a1b2c3d4e5f6a7b8')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Guest a1b2c3d4' })).toBeTruthy();
  });
});

describe('chat inbox: the thread', () => {
  it('loads older messages before the oldest one shown', async () => {
    const server = stubServer({ longThread: true });
    const user = userEvent.setup();
    renderApp('/chat?c=1');
    const thread = await log();
    await within(thread).findByText('m130');
    expect(within(thread).getAllByRole('article')).toHaveLength(30);

    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(within(thread).getAllByRole('article')).toHaveLength(35));
    expect(
      server.callsTo('GET', '/api/operator/chat/conversations/1/messages').at(-1)?.query,
    ).toMatchObject({ before: '101' });
    // oldest first: the older page goes on top
    expect(within(thread).getAllByRole('article')[0]?.textContent).toContain('m96');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
    expect(screen.getByText('This is the start of the conversation.')).toBeTruthy();
  });
});

describe('chat inbox: answering', () => {
  it('sends with Enter and tells the customer we type', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderApp('/chat?c=1');
    await log();

    const box = screen.getByRole('textbox', { name: 'Message to the customer' });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(socket.emitted).toContainEqual({
      event: 'inbox:typing',
      args: [{ conversationId: '1', typing: true }],
    });
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(server.callsTo('POST', '/api/operator/chat/conversations/1/messages')).toHaveLength(1),
    );
    expect(server.callsTo('POST', '/api/operator/chat/conversations/1/messages')[0]?.body).toEqual({
      message: { message_type: 'text', payload: 'Line one\nline two' },
    });
    expect(await within(await log()).findByText(/Line one/)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(socket.emitted).toContainEqual({
      event: 'inbox:typing',
      args: [{ conversationId: '1', typing: false }],
    });
  });

  it('fills a canned reply’s placeholders with the customer and the agent', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderApp('/chat?c=1');
    await log();

    await user.click(screen.getByRole('button', { name: 'Canned replies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Canned replies' });
    const greeting = await within(dialog).findByRole('region', { name: 'Greeting' });
    expect(within(greeting).getByText('Hello Somchai, this is anna (0812345678).')).toBeTruthy();

    // a rich template is sent as it is, filled
    const menu = within(dialog).getByRole('region', { name: 'Menu' });
    expect(within(menu).getByText('Hi Somchai, what do you need?')).toBeTruthy();
    await user.click(within(menu).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/operator/chat/conversations/1/messages')).toHaveLength(1),
    );
    expect(server.callsTo('POST', '/api/operator/chat/conversations/1/messages')[0]?.body).toEqual({
      message: {
        message_type: 'quick_replies',
        payload: 'Hi Somchai, what do you need?',
        payloads: [{ type: 'postback', title: 'Deposit', payload: 'deposit' }],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // a text one can be put in the composer to edit first
    await user.click(screen.getByRole('button', { name: 'Canned replies' }));
    const again = await screen.findByRole('dialog', { name: 'Canned replies' });
    await user.click(
      within(await within(again).findByRole('region', { name: 'Greeting' })).getByRole('button', {
        name: 'Put in the message',
      }),
    );
    expect(
      (screen.getByRole('textbox', { name: 'Message to the customer' }) as HTMLTextAreaElement)
        .value,
    ).toBe('Hello Somchai, this is anna (0812345678).');
  });

  it('sends a text with quick replies, each title its own postback', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderApp('/chat?c=1');
    await log();

    await user.click(screen.getByRole('button', { name: 'Send as quick replies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send as quick replies' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Which one?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reply 1' }), 'Deposit');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reply 2' }), 'Withdraw');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/operator/chat/conversations/1/messages')).toHaveLength(1),
    );
    expect(server.callsTo('POST', '/api/operator/chat/conversations/1/messages')[0]?.body).toEqual({
      message: {
        message_type: 'quick_replies',
        payload: 'Which one?',
        payloads: [
          { type: 'postback', title: 'Deposit', payload: 'Deposit' },
          { type: 'postback', title: 'Withdraw', payload: 'Withdraw' },
        ],
      },
    });
  });

  it('sends a private note to the notes endpoint and shows it as private', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderApp('/chat?c=1');
    await log();

    await user.click(screen.getByRole('tab', { name: 'Private note' }));
    const box = screen.getByRole('textbox', { name: 'Private note (only staff see it)' });
    await user.type(box, 'VIP, asked twice already{Enter}');

    await waitFor(() =>
      expect(server.callsTo('POST', '/api/operator/chat/conversations/1/notes')).toHaveLength(1),
    );
    expect(server.callsTo('POST', '/api/operator/chat/conversations/1/notes')[0]?.body).toEqual({
      text: 'VIP, asked twice already',
    });
    expect(server.callsTo('POST', '/api/operator/chat/conversations/1/messages')).toHaveLength(0);
    // a note is never "typing" the customer could see
    expect(socket.emitted.filter((e) => e.event === 'inbox:typing')).toEqual([]);

    const note = await within(await log()).findByRole('article', {
      name: 'Private note by anna',
    });
    expect(note.className).toContain('chat-msg--note');
    expect(within(note).getByText('Private note')).toBeTruthy();
    expect(within(note).getByText('VIP, asked twice already')).toBeTruthy();
  });

  it('uploads an attached image, then sends it as a media message', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderApp('/chat?c=1');
    await log();

    const file = new File(['png'], 'receipt.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Attach image or video'), file);
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/operator/chat/conversations/1/messages')).toHaveLength(1),
    );
    const upload = server.callsTo('POST', '/api/operator/chat/conversations/1/upload')[0];
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(server.callsTo('POST', '/api/operator/chat/conversations/1/messages')[0]?.body).toEqual({
      message: {
        message_type: 'media',
        payload: { url: '/api/chat/files/abc.png', fileType: 'image', filePath: 'chat/abc.png' },
      },
    });
    expect(
      await within(await log()).findByRole('button', { name: 'Open the full image' }),
    ).toBeTruthy();
  });

  it('shows a refusal by its translated code', async () => {
    const server = stubServer({ refuseSend: 'CHAT_TOO_FAST' });
    const user = userEvent.setup();
    renderApp('/chat?c=1');
    await log();
    const box = screen.getByRole('textbox', { name: 'Message to the customer' });
    await user.type(box, 'Hello{Enter}');
    expect(
      await screen.findByText('Too many messages in a minute. Wait a moment, then try again.'),
    ).toBeTruthy();
    expect(server.callsTo('POST', '/api/operator/chat/conversations/1/messages')).toHaveLength(1);
    // the text stays, to send again
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('takes the conversation with the signed-in agent’s id, then hands it over', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderApp('/chat?c=1');
    await log();

    await user.click(screen.getByRole('button', { name: 'Take' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/operator/chat/conversations/1/assign')).toHaveLength(1),
    );
    expect(server.callsTo('POST', '/api/operator/chat/conversations/1/assign')[0]?.body).toEqual({
      staffId: 5,
    });
    expect(await screen.findByText('Conversation assigned to anna.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take' })).toBeNull();

    // hand over: the other agents, with who is online
    const to = screen.getByRole('combobox', { name: 'Hand over to' });
    expect(
      within(to)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an agent', 'bob (offline)']);
    await user.selectOptions(to, '7');
    await user.click(screen.getByRole('button', { name: 'Hand over' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/operator/chat/conversations/1/assign')[1]?.body).toEqual({
        staffId: 7,
      }),
    );
    expect(await screen.findByText('Conversation assigned to bob.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take' })).toBeTruthy();
  });

  it('resolves a conversation: it leaves the open tab but stays on screen', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderApp('/chat?c=1');
    const list = await conversationList();
    await log();
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/operator/chat/conversations/1/status')[0]?.body).toEqual({
        status: 'resolved',
      }),
    );
    expect(await screen.findByText('Conversation is now Resolved.')).toBeTruthy();
    await waitFor(() => expect(within(list).queryByText('Somchai · 0812345678')).toBeNull());
    expect(screen.getByRole('button', { name: 'Resolve' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('hides every write action from a role that may only read chats', async () => {
    stubServer({ permissions: ['chat.read', 'members.read'] });
    renderApp('/chat?c=1');
    await log();
    expect(screen.getByText('Your role can read chats but not answer them.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message to the customer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
  });
});

describe('chat inbox: live', () => {
  it('appends a socket message to the open thread once, and shows typing and reads', async () => {
    stubServer();
    renderApp('/chat?c=1');
    const thread = await log();
    await within(thread).findByText('We are checking.');

    const incoming = message('12', {
      message: { message_type: 'text', payload: 'Still waiting <b>here</b>' },
      createdAt: '2026-01-05T10:02:00.000Z',
    });
    act(() => socket.fire('inbox:message', incoming));
    act(() => socket.fire('inbox:message', incoming));
    act(() =>
      socket.fire(
        'inbox:message',
        message('13', {
          conversationId: '2',
          message: { message_type: 'text', payload: 'Other chat' },
        }),
      ),
    );

    await waitFor(() => expect(within(thread).getAllByRole('article')).toHaveLength(3));
    const articles = within(thread).getAllByRole('article');
    // newest at the bottom, as text (no HTML)
    expect(articles[2]?.textContent).toContain('Still waiting <b>here</b>');
    expect(within(thread).queryByText('Other chat')).toBeNull();

    act(() => socket.fire('chat:typing', { conversationId: '1', from: 'customer', typing: true }));
    expect(screen.getByText('The customer is typing…')).toBeTruthy();
    act(() => socket.fire('chat:typing', { conversationId: '1', from: 'customer', typing: false }));
    expect(screen.queryByText('The customer is typing…')).toBeNull();

    expect(within(articles[1]!).getByText('Sent')).toBeTruthy();
    act(() => socket.fire('chat:read', { conversationId: '1', by: 'customer' }));
    await waitFor(() =>
      expect(within(within(thread).getAllByRole('article')[1]!).getByText('Read')).toBeTruthy(),
    );
  });

  it('upserts a pushed conversation into the list, newest first', async () => {
    stubServer();
    renderApp('/chat');
    const list = await conversationList();
    const newcomer = summary('9', {
      customer: { kind: 'member', phone: '0800000009', name: 'Nok', guestId: null },
      lastMessageAt: '2026-01-05T11:00:00.000Z',
      lastMessage: 'Hi there',
      unread: 1,
    });
    act(() => socket.fire('inbox:conversation', newcomer));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    const rows = within(list).getAllByRole('button');
    expect(rows[0]?.textContent).toContain('Nok · 0800000009');
    expect(within(rows[0]!).getByText('1 unread')).toBeTruthy();

    // resolved elsewhere: it leaves the open tab
    act(() => socket.fire('inbox:conversation', { ...newcomer, status: 'resolved' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    expect(within(list).queryByText('Nok · 0800000009')).toBeNull();
  });

  it('reads the list and the open thread again after a reconnect', async () => {
    const server = stubServer();
    renderApp('/chat?c=1');
    await within(await log()).findByText('We are checking.');
    const lists = server.callsTo('GET', '/api/operator/chat/conversations').length;
    const threads = server.callsTo('GET', '/api/operator/chat/conversations/1/messages').length;
    const watches = socket.emitted.filter((e) => e.event === 'inbox:watch').length;

    act(() => {
      socket.disconnect();
    });
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    act(() => {
      socket.connect();
    });

    await waitFor(() =>
      expect(server.callsTo('GET', '/api/operator/chat/conversations').length).toBeGreaterThan(
        lists,
      ),
    );
    await waitFor(() =>
      expect(
        server.callsTo('GET', '/api/operator/chat/conversations/1/messages').length,
      ).toBeGreaterThan(threads),
    );
    // the server forgot what we watched: we say it again
    expect(socket.emitted.filter((e) => e.event === 'inbox:watch').length).toBe(watches + 1);
    expect(screen.getByText('Live')).toBeTruthy();
  });
});
