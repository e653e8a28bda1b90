import type { ChatConfig, Conversation } from '@wallet/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/test-utils';
import { ChatWidget, type ChatWidgetProps } from '../chat-widget';
import { FakeSocket } from './fake-socket';

type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((request: { url: string; init: RequestInit }) => Reply);

export const BASE_TIME = Date.parse('2025-03-01T10:00:00.000Z');

/** One message as the server answers it (§3), from staff unless told otherwise. */
export function conversation(id: string, fields: Partial<Conversation> = {}): Conversation {
  return {
    id,
    sender: 'staff',
    read: true,
    message: { message_type: 'text', payload: `message ${id}` },
    userId: null,
    guestId: 'g-1',
    username: null,
    name: null,
    deviceToken: null,
    createdAt: new Date(BASE_TIME + Number(id.replace(/\D/g, '') || 0) * 60_000).toISOString(),
    session_id: null,
    ...fields,
  };
}

export const chatConfig = (fields: Partial<ChatConfig> = {}): ChatConfig => ({
  PREFIX: 'chat',
  greeting: 'Hello! How can we help you?',
  online: true,
  quickReplies: [],
  ...fields,
});

/** The chat's calls: widget on, config, guest issue, an empty history, sends answered in turn. */
export function mockChatApi(handlers: Record<string, Handler> = {}) {
  let sent = 0;
  return mockApi({
    'GET /api/lookup/enableChatWidget': { body: { enableChatWidget: true } },
    'GET /api/chat/config': { body: chatConfig() },
    'POST /api/chat/guest': { body: { guestId: 'g-1', guestToken: 'sig-1' } },
    'POST /api/chat/history': { body: { conversations: [] } },
    'POST /api/chat/send-message': () => {
      sent += 1;
      return {
        body: {
          id: `sent-${sent}`,
          createdAt: new Date(BASE_TIME + 3_600_000 + sent).toISOString(),
        },
      };
    },
    'PUT /api/chat/read-customer': { body: { message: 'OK' } },
    ...handlers,
  });
}

type FetchMock = ReturnType<typeof mockApi>;

/** The calls made to `method path`, with their JSON body and headers. */
export function callsTo(fetch: FetchMock, method: string, path: string) {
  return fetch.mock.calls
    .filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => ({
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      headers: new Headers(init?.headers),
    }));
}

/** Renders the widget (a guest unless `member` is given) and opens the panel. */
export async function openChat(member: ChatWidgetProps['member'] = null) {
  const user = userEvent.setup();
  renderWithProviders(<ChatWidget member={member} />);
  const launcher = await screen.findByRole('button', { name: 'Chat with us' });
  await user.click(launcher);
  const panel = screen.getByRole('dialog', { name: 'Chat with admin' });
  return { user, launcher, panel, socket: FakeSocket.last() };
}

/** A server event on the socket, inside act. */
export function serverSends(socket: FakeSocket, event: string, payload: unknown) {
  act(() => socket.fire(event, payload));
}

/** A stand-in XMLHttpRequest the test answers: progress events, then a status and body. */
export class FakeXhr {
  static all: FakeXhr[] = [];
  static last(): FakeXhr {
    const xhr = FakeXhr.all.at(-1);
    if (!xhr) throw new Error('no upload was started');
    return xhr;
  }
  method = '';
  url = '';
  timeout = 0;
  headers = new Map<string, string>();
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

export function stubUploads() {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

export const fileOf = (name: string, size: number, type: string) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
