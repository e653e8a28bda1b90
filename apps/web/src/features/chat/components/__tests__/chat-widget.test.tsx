import { GUEST_TOKEN_HEADER, STORAGE_KEYS } from '@wallet/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_TOKEN_KEY } from '@/lib/storage';
import { lookupReplies, mockApi, renderApp } from '@/testing/test-utils';
import {
  FakeXhr,
  callsTo,
  chatConfig,
  conversation,
  fileOf,
  mockChatApi,
  openChat,
  serverSends,
  stubUploads,
} from './chat-fixtures';
import { FakeSocket } from './fake-socket';

vi.mock('../../lib/chat-socket', async () => await import('./fake-socket'));

beforeEach(() => {
  FakeSocket.all = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const EMPTY = 'No messages yet. Send us a message and we will answer here.';
const history = (...conversations: ReturnType<typeof conversation>[]) => ({
  body: { conversations },
});

describe('chat widget: opening and identity', () => {
  it('gets a guest identity once, keeps it, and sends it as body guestId and header', async () => {
    const fetch = mockChatApi();
    const { user, panel, socket } = await openChat();
    expect(await within(panel).findByText(EMPTY)).toBeTruthy();
    expect(within(panel).getByText('Hello! How can we help you?')).toBeTruthy();

    expect(callsTo(fetch, 'POST', '/api/chat/guest')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBe('g-1');
    expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBe('sig-1');
    const [first] = callsTo(fetch, 'POST', '/api/chat/history');
    expect(first?.body).toEqual({ guestId: 'g-1', limit: 10, skip: 0 });
    expect(first?.headers.get(GUEST_TOKEN_HEADER)).toBe('sig-1');

    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Hi there{Enter}');
    expect(await within(panel).findByText('Hi there')).toBeTruthy();
    const [send] = callsTo(fetch, 'POST', '/api/chat/send-message');
    expect(send?.body).toEqual({
      sender: 'customer',
      message: { message_type: 'text', payload: 'Hi there' },
      guestId: 'g-1',
      locale: 'en',
    });
    expect(send?.headers.get(GUEST_TOKEN_HEADER)).toBe('sig-1');

    await act(() => socket.accept());
    expect(socket.auth).toEqual({ guestId: 'g-1', guestToken: 'sig-1' });
    expect(callsTo(fetch, 'POST', '/api/chat/guest')).toHaveLength(1);
  });

  it('uses a stored guest identity without asking for a new one', async () => {
    localStorage.setItem(STORAGE_KEYS.guestId, 'g-7');
    localStorage.setItem(GUEST_TOKEN_KEY, 'sig-7');
    const fetch = mockChatApi();
    const { panel } = await openChat();
    await within(panel).findByText(EMPTY);
    expect(callsTo(fetch, 'POST', '/api/chat/guest')).toHaveLength(0);
    const [first] = callsTo(fetch, 'POST', '/api/chat/history');
    expect(first?.body).toMatchObject({ guestId: 'g-7' });
    expect(first?.headers.get(GUEST_TOKEN_HEADER)).toBe('sig-7');
  });

  it('drops a guest identity the server refuses (CHAT_GUEST_INVALID) and gets a new one', async () => {
    localStorage.setItem(STORAGE_KEYS.guestId, 'g-old');
    localStorage.setItem(GUEST_TOKEN_KEY, 'forged');
    const fetch = mockChatApi({
      'POST /api/chat/history': ({ init }) =>
        new Headers(init.headers).get(GUEST_TOKEN_HEADER) === 'forged'
          ? { status: 403, body: { message: 'CHAT_GUEST_INVALID' } }
          : history(conversation('h1', { message: { message_type: 'text', payload: 'Welcome' } })),
    });
    const { panel } = await openChat();
    expect(await within(panel).findByText('Welcome')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/chat/guest')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBe('g-1');
    expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBe('sig-1');
    const calls = callsTo(fetch, 'POST', '/api/chat/history');
    expect(calls.map((call) => call.body?.guestId)).toEqual(['g-old', 'g-1']);
  });

  it('carries a stored guest conversation into a member’s on the first history call only', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.guestId, 'g-old');
    localStorage.setItem(GUEST_TOKEN_KEY, 'sig-old');
    const fetch = mockChatApi();
    const { user, panel, socket } = await openChat({ userId: '1001' });
    await within(panel).findByText(EMPTY);
    const [first] = callsTo(fetch, 'POST', '/api/chat/history');
    expect(first?.body).toEqual({ userId: '1001', guestId: 'g-old', limit: 10, skip: 0 });
    expect(first?.headers.get(GUEST_TOKEN_HEADER)).toBe('sig-old');
    expect(first?.headers.get('Authorization')).toBe('Bearer tok');
    // carried over: forgotten
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBeNull();
    expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBeNull();
    expect(callsTo(fetch, 'POST', '/api/chat/guest')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Reload messages' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/chat/history')).toHaveLength(2));
    const second = callsTo(fetch, 'POST', '/api/chat/history')[1];
    expect(second?.body).toEqual({ userId: '1001', limit: 10, skip: 0 });
    expect(second?.headers.has(GUEST_TOKEN_HEADER)).toBe(false);

    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await within(panel).findByText('Hello');
    const [send] = callsTo(fetch, 'POST', '/api/chat/send-message');
    expect(send?.body).toMatchObject({ userId: '1001' });
    expect(send?.body).not.toHaveProperty('guestId');

    await act(() => socket.accept());
    expect(socket.auth).toEqual({ token: 'tok' });
  });

  it('toggles with the button, closes on Escape, and moves the focus in and back', async () => {
    mockChatApi();
    const { user, launcher, panel } = await openChat();
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    const composer = within(panel).getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(document.activeElement).toBe(composer));

    await user.keyboard('{Escape}');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog', { name: 'Chat with admin' })).toBeNull();
    expect(document.activeElement).toBe(launcher);

    await user.click(launcher);
    expect(screen.getByRole('dialog', { name: 'Chat with admin' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Close chat' }));
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(launcher);
  });

  it('shows the load error with a retry that works', async () => {
    let calls = 0;
    mockChatApi({
      'POST /api/chat/history': () =>
        ++calls === 1
          ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } }
          : history(conversation('h1', { message: { message_type: 'text', payload: 'Back' } })),
    });
    const { user, panel } = await openChat();
    expect(await within(panel).findByText('We could not load the messages.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Back')).toBeTruthy();
  });
});

describe('chat widget: the thread', () => {
  it('shows a newest-first history oldest at the top, text as text, and Read receipts', async () => {
    mockChatApi({
      'POST /api/chat/history': history(
        conversation('h3', { message: { message_type: 'text', payload: 'third' } }),
        conversation('h2', {
          sender: 'customer',
          read: true,
          message: { message_type: 'text', payload: '<b>second</b>\nline two' },
        }),
        conversation('h1', { message: { message_type: 'text', payload: 'first' } }),
      ),
    });
    const { panel } = await openChat();
    const log = await within(panel).findByRole('log', { name: 'Chat messages' });
    await within(log).findByText('third');
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.chat-bubble__text')?.textContent)).toEqual([
      'first',
      '<b>second</b>\nline two',
      'third',
    ]);
    expect(log.querySelector('b')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Read')).toBeTruthy();
    expect(log.getAttribute('aria-live')).toBe('polite');
  });

  it('loads the older page of 10 at the top, and says when there is none', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) => conversation(`h${20 - i}`));
    const fetch = mockChatApi({
      'POST /api/chat/history': ({ init }) =>
        (JSON.parse(String(init.body)) as { skip: number }).skip === 0
          ? history(...page1)
          : history(conversation('h5', { message: { message_type: 'text', payload: 'oldest' } })),
    });
    const { user, panel } = await openChat();
    await within(panel).findByText('message h20');
    expect(within(panel).queryByText('Hello! How can we help you?')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Show earlier messages' }));
    expect(await within(panel).findByText('oldest')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/chat/history')[1]?.body).toMatchObject({ skip: 10 });
    const texts = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.chat-bubble__text')?.textContent);
    expect(texts[0]).toBe('oldest');
    expect(texts).toHaveLength(11);
    // all loaded: the greeting opens the thread, no more button
    expect(within(panel).getByText('Hello! How can we help you?')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('takes socket messages once, shows staff typing and read receipts, refills after a reconnect', async () => {
    const fetch = mockChatApi({
      'POST /api/chat/history': history(conversation('h1', { sender: 'customer', read: false })),
    });
    const { panel, socket } = await openChat();
    await within(panel).findByText('message h1');
    await act(() => socket.accept());
    expect(within(panel).getByText('Sent')).toBeTruthy();

    serverSends(socket, 'chat:typing', { conversationId: 'c1', from: 'staff', typing: true });
    expect(within(panel).getByText('Admin is typing…')).toBeTruthy();
    const pushed = conversation('h2', { read: true });
    serverSends(socket, 'chat:message', pushed);
    serverSends(socket, 'chat:message', pushed);
    expect(within(panel).getAllByText('message h2')).toHaveLength(1);
    expect(within(panel).queryByText('Admin is typing…')).toBeNull();

    serverSends(socket, 'chat:read', { conversationId: 'c1', by: 'staff' });
    expect(within(panel).getByText('Read')).toBeTruthy();

    act(() => socket.drop());
    expect(within(panel).getByText('Reconnecting…')).toBeTruthy();
    await act(() => socket.accept());
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/chat/history')).toHaveLength(2));
    expect(callsTo(fetch, 'POST', '/api/chat/history')[1]?.body).toMatchObject({ skip: 0 });
  });

  it('emits typing while the customer types and stops it on send', async () => {
    mockChatApi();
    const { user, panel, socket } = await openChat();
    await within(panel).findByText(EMPTY);
    await act(() => socket.accept());
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'abc');
    expect(socket.emitted).toEqual([['chat:typing', true]]);
    await user.keyboard('{Enter}');
    expect(socket.emitted).toEqual([
      ['chat:typing', true],
      ['chat:typing', false],
    ]);
  });

  it('marks the site’s new messages read 1 s after they are shown in the open panel', async () => {
    const fetch = mockChatApi({
      'POST /api/chat/history': history(conversation('h1', { read: false })),
    });
    const { panel } = await openChat();
    await within(panel).findByText('message h1');
    expect(callsTo(fetch, 'PUT', '/api/chat/read-customer')).toHaveLength(0);
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/api/chat/read-customer')).toHaveLength(1), {
      timeout: 2_000,
    });
    const [read] = callsTo(fetch, 'PUT', '/api/chat/read-customer');
    expect(read?.body).toEqual({ guestId: 'g-1' });
    expect(read?.headers.get(GUEST_TOKEN_HEADER)).toBe('sig-1');
  });
});

describe('chat widget: composing', () => {
  it('sends on Enter and clears, keeps Shift+Enter as a new line, waits for some text', async () => {
    const fetch = mockChatApi();
    const { user, panel } = await openChat();
    await within(panel).findByText(EMPTY);
    const box = within(panel).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    const send = within(panel).getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(box, '   ');
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.clear(box);

    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box.value).toBe('line one\nline two');
    expect(callsTo(fetch, 'POST', '/api/chat/send-message')).toHaveLength(0);
    await user.type(box, '  {Enter}');
    expect(box.value).toBe('');
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/chat/send-message')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/chat/send-message')[0]?.body?.message).toEqual({
      message_type: 'text',
      payload: 'line one\nline two',
    });
    expect(await within(panel).findByText('Sent')).toBeTruthy();
  });

  it('refuses a text over 2000 characters', async () => {
    mockChatApi();
    const { panel } = await openChat();
    await within(panel).findByText(EMPTY);
    const box = within(panel).getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    expect(within(panel).getByText('A message can have at most 2000 characters.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows "file too large" for 4 s without uploading, and "not supported" for other types', async () => {
    stubUploads();
    mockChatApi();
    const { panel } = await openChat();
    await within(panel).findByText(EMPTY);
    const input = within(panel).getByLabelText('Send a photo or video');
    vi.useFakeTimers();
    fireEvent.change(input, {
      target: { files: [fileOf('big.png', 10 * 1024 * 1024 + 1, 'image/png')] },
    });
    const alert = within(panel).getByRole('alert');
    expect(alert.textContent).toBe(
      'File too large. Images can be up to 10 MB and videos up to 20 MB.',
    );
    act(() => vi.advanceTimersByTime(3_999));
    expect(alert.textContent).not.toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(alert.textContent).toBe('');

    fireEvent.change(input, { target: { files: [fileOf('notes.pdf', 100, 'application/pdf')] } });
    expect(alert.textContent).toMatch(/^File is not supported/);
    // a 15 MB video is fine (20 MB for videos): it goes to the video upload
    fireEvent.change(input, {
      target: { files: [fileOf('clip.mp4', 15 * 1024 * 1024, 'video/mp4')] },
    });
    vi.useRealTimers();
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(FakeXhr.last().url).toBe('/api/chat/upload-video');
  });

  it('shows Resend and Remove for a failed upload; Resend uploads again and sends', async () => {
    stubUploads();
    const fetch = mockChatApi();
    const { user, panel } = await openChat();
    await within(panel).findByText(EMPTY);
    await user.upload(
      within(panel).getByLabelText('Send a photo or video'),
      fileOf('photo.png', 2048, 'image/png'),
    );
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe('/api/chat/upload-image');
    expect(xhr.timeout).toBe(300_000);
    expect(xhr.headers.get(GUEST_TOKEN_HEADER)).toBe('sig-1');
    expect(xhr.body?.get('guestId')).toBe('g-1');
    expect(xhr.body?.get('file')).toBeInstanceOf(File);
    expect(within(panel).getByText('Uploading… 0%')).toBeTruthy();
    xhr.progress(512, 2048);
    const bar = within(panel).getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');

    await act(async () => xhr.answer(500, { message: 'INTERNAL_SERVER_ERROR' }));
    expect(within(panel).getByText('Not sent')).toBeTruthy();
    expect(
      within(panel).getByText('Something went wrong on our side. Please try again.'),
    ).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/chat/send-message')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    await act(async () =>
      FakeXhr.last().answer(200, {
        path: 'chat/p1.png',
        url: '/media/chat/p1.png',
        thumbUrl: '/media/chat/p1-small.png',
      }),
    );
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/chat/send-message')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/chat/send-message')[0]?.body?.message).toEqual({
      message_type: 'media',
      payload: { url: '/media/chat/p1.png', fileType: 'image', filePath: 'chat/p1.png' },
    });
    const thumb = await within(panel).findByRole('button', { name: 'Open the photo from You' });
    expect(thumb.querySelector('img')?.getAttribute('src')).toBe('/media/chat/p1-small.png');
    expect(within(panel).queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('resends only the message when the upload went through, and Remove drops it', async () => {
    stubUploads();
    let sends = 0;
    const fetch = mockChatApi({
      'POST /api/chat/send-message': () =>
        ++sends === 1
          ? { status: 429, body: { message: 'CHAT_TOO_FAST' } }
          : { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } },
    });
    const { user, panel } = await openChat();
    await within(panel).findByText(EMPTY);
    await user.upload(
      within(panel).getByLabelText('Send a photo or video'),
      fileOf('clip.mov', 4096, 'video/quicktime'),
    );
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(FakeXhr.last().url).toBe('/api/chat/upload-video');
    await act(async () =>
      FakeXhr.last().answer(200, { path: 'chat/v1.mov', url: '/media/v1.mov' }),
    );
    expect(
      await within(panel).findByText('You are sending messages too quickly. Please wait a moment.'),
    ).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/chat/send-message')).toHaveLength(2));
    expect(FakeXhr.all).toHaveLength(1);
    await user.click(await within(panel).findByRole('button', { name: 'Remove' }));
    expect(within(panel).queryByText('Not sent')).toBeNull();
    expect(within(panel).getByText(EMPTY)).toBeTruthy();
  });
});

describe('chat widget: rich messages', () => {
  it('disables a web button with a javascript: link and opens safe ones without opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const fetch = mockChatApi({
      'POST /api/chat/history': history(
        conversation('h1', {
          message: {
            message_type: 'buttons',
            payload: 'How can we help?',
            payloads: [
              { type: 'web', title: 'Prize', payload: 'javascript:alert(1)' },
              { type: 'web', title: 'Promotions', payload: 'https://example.com/promo' },
              { type: 'call', title: 'Call us', payload: '+66 2-123-4567' },
              { type: 'postback', title: 'My balance', payload: 'BALANCE' },
            ],
          },
        }),
      ),
    });
    const { user, panel } = await openChat();
    await within(panel).findByText('How can we help?');
    const evil = within(panel).getByRole('button', { name: 'Prize' });
    expect(evil.hasAttribute('disabled')).toBe(true);
    await user.click(evil);
    expect(open).not.toHaveBeenCalled();

    await user.click(within(panel).getByRole('button', { name: 'Promotions' }));
    expect(open).toHaveBeenCalledWith('https://example.com/promo', '_blank', 'noopener,noreferrer');
    expect(within(panel).getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe(
      'tel:+6621234567',
    );

    await user.click(within(panel).getByRole('button', { name: 'My balance' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/chat/send-message')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/chat/send-message')[0]?.body?.message).toEqual({
      message_type: 'postback',
      payload: 'BALANCE',
      title: 'My balance',
    });
  });

  it('sends a quick reply as a postback and the chips go away', async () => {
    const fetch = mockChatApi({
      'POST /api/chat/history': history(
        conversation('h1', {
          sender: 'bot',
          message: {
            message_type: 'quick_replies',
            payload: 'What do you need?',
            payloads: [
              { type: 'postback', title: 'Deposit', payload: 'DEPOSIT' },
              { type: 'postback', title: 'Withdraw', payload: 'WITHDRAW' },
            ],
          },
        }),
      ),
    });
    const { user, panel } = await openChat();
    await within(panel).findByText('What do you need?');
    expect(within(panel).getByText('Automatic reply')).toBeTruthy();
    const chips = within(panel).getByRole('group', { name: 'Suggested replies' });
    await user.click(within(chips).getByRole('button', { name: 'Deposit' }));
    expect(within(panel).queryByRole('group', { name: 'Suggested replies' })).toBeNull();
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/chat/send-message')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/chat/send-message')[0]?.body?.message).toEqual({
      message_type: 'postback',
      payload: 'DEPOSIT',
      title: 'Deposit',
    });
    // the customer's postback shows its title
    expect(await within(panel).findByText('Sent')).toBeTruthy();
    expect(within(panel).getByText('Deposit')).toBeTruthy();
    expect(within(panel).queryByRole('group', { name: 'Suggested replies' })).toBeNull();
  });

  it('offers the configured quick replies in a conversation not started', async () => {
    const fetch = mockChatApi({
      'GET /api/chat/config': {
        body: chatConfig({ quickReplies: [{ title: 'Contact staff', postback: 'STAFF' }] }),
      },
    });
    const { user, panel } = await openChat();
    const chips = await within(panel).findByRole('group', { name: 'Suggested replies' });
    await user.click(within(chips).getByRole('button', { name: 'Contact staff' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/chat/send-message')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/chat/send-message')[0]?.body?.message).toEqual({
      message_type: 'postback',
      payload: 'STAFF',
      title: 'Contact staff',
    });
  });

  it('shows cards with safe images only, images in a viewer, videos inline', async () => {
    mockChatApi({
      'POST /api/chat/history': history(
        conversation('h2', {
          message: {
            message_type: 'media',
            payload: {
              url: '/media/chat/full.png',
              fileType: 'image',
              filePath: 'p',
              thumbUrl: '/media/chat/small.png',
            },
          },
        }),
        conversation('h3', {
          message: {
            message_type: 'media',
            payload: { url: '/media/chat/v.mp4', fileType: 'video', filePath: 'v' },
          },
        }),
        conversation('h1', {
          message: {
            message_type: 'generic',
            payloads: [
              {
                image_url: 'https://cdn.example.com/a.png',
                title: 'Card A',
                subtitle: 'First',
                buttons: [],
              },
              {
                image_url: 'http://evil.example.com/b.png',
                title: 'Card B',
                subtitle: '',
                buttons: [],
              },
            ],
          },
        }),
      ),
    });
    const { user, panel } = await openChat();
    const cards = await within(panel).findByRole('list', { name: 'Options' });
    const [a, b] = within(cards).getAllByRole('listitem');
    expect(a?.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    expect(b?.querySelector('img')).toBeNull();

    const video = within(panel).getByLabelText('Video from Admin');
    expect(video.tagName).toBe('VIDEO');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');

    await user.click(within(panel).getByRole('button', { name: 'Open the photo from Admin' }));
    const viewer = screen.getByRole('dialog', { name: 'Photo' });
    expect(within(viewer).getByRole('img', { name: 'Photo from Admin' }).getAttribute('src')).toBe(
      '/media/chat/full.png',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Photo' })).toBeNull();
    // Escape closed the viewer only
    expect(screen.getByRole('dialog', { name: 'Chat with admin' })).toBeTruthy();
  });
});

describe('chat widget on the contact pages (spec §2)', () => {
  it('is shown on /contact only when enableChatWidget is on', async () => {
    mockApi({
      ...lookupReplies,
      'GET /api/lookup/enableChatWidget': { body: { enableChatWidget: true } },
    });
    renderApp('/contact');
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeTruthy();
  });

  it('is not shown when enableChatWidget is off', async () => {
    const fetch = mockApi({
      ...lookupReplies,
      'GET /api/lookup/enableChatWidget': { body: { enableChatWidget: false } },
    });
    renderApp('/contact');
    await screen.findByText('We answer 24/7');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('enableChatWidget'))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });
});
