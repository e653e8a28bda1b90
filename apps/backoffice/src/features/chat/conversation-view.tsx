import { CHAT, type ChatConversationSummary } from '@wallet/contract';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/session';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { QueryState } from '@/components/ui/query-state';
import { useConversation, useMarkConversationRead } from './api/get-conversation';
import { useMessages } from './api/get-messages';
import { threadOf } from './chat-cache';
import { useChatEvent, useChatLive } from './chat-live';
import { Composer } from './composer';
import { ConversationActions } from './conversation-actions';
import { CustomerPanel } from './customer-panel';
import { customerLabel } from './customer';
import { MessageView } from './message-view';

/** How long a customer's "typing" shows without a new event (a lost "stopped" must not stick). */
const TYPING_TIMEOUT_MS = 8_000;

/** One conversation: its head and actions, the thread and composer, and the customer panel. */
export function ConversationView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const summary = useConversation(id);
  return (
    <div className="chat-main">
      <QueryState query={summary}>
        {(conversation) => (
          <>
            <Thread conversation={conversation} onBack={onBack} />
            <CustomerPanel customer={conversation.customer} />
          </>
        )}
      </QueryState>
      {summary.isError ? (
        <Button className="chat-back" size="sm" onClick={onBack}>
          {t('chat.back')}
        </Button>
      ) : null}
    </div>
  );
}

function Thread({
  conversation,
  onBack,
}: {
  conversation: ChatConversationSummary;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const live = useChatLive();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = conversation.id;
  const label = customerLabel(conversation.customer, t);

  const messages = useMessages(id);
  const thread = threadOf(messages.data);

  // opening marks the customer's messages read (they see the receipt, unread goes to 0)
  const { mutate: markRead } = useMarkConversationRead(id);
  useEffect(() => {
    markRead();
  }, [id, markRead]);

  // the customer's typing and reads of this conversation reach us while it is open
  const { watch } = live;
  useEffect(() => {
    watch(id);
    return () => watch(null);
  }, [id, watch]);

  // on a narrow screen the list is gone: focus lands on the conversation's heading
  useEffect(() => {
    if (window.matchMedia?.('(max-width: 900px)').matches) heading.current?.focus();
  }, [id]);

  // a customer message while we look at the thread is read at once (coalesced)
  const readTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(readTimer.current), []);
  const readSoon = () => {
    if (document.visibilityState === 'hidden') return;
    clearTimeout(readTimer.current);
    readTimer.current = setTimeout(() => markRead(), CHAT.markReadDelayMs);
  };
  useChatEvent('inbox:message', (message) => {
    if (message.conversationId === id && message.sender === 'customer') readSoon();
  });
  const unread = conversation.unread;
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && unread > 0) markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [unread, markRead]);

  const [typing, setTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  useChatEvent('chat:typing', (event) => {
    if (event.conversationId !== id || event.from !== 'customer') return;
    clearTimeout(typingTimer.current);
    setTyping(event.typing);
    if (event.typing) typingTimer.current = setTimeout(() => setTyping(false), TYPING_TIMEOUT_MS);
  });

  // scrolling: the newest message stays in view unless we scrolled up; older ones keep our place
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const newestId = thread.at(-1)?.id;
  const oldestId = thread[0]?.id;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && nearBottom.current) el.scrollTop = el.scrollHeight;
  }, [newestId, typing]);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || keepFromBottom.current === null) return;
    el.scrollTop = el.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [oldestId]);
  const loadOlder = () => {
    const el = scroller.current;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    void messages.fetchNextPage();
  };

  const customerName =
    conversation.customer.kind === 'guest'
      ? t('chat.guest')
      : conversation.customer.name || conversation.customer.phone || t('chat.member');

  return (
    <section className="chat-thread" aria-labelledby={headingId}>
      <header className="chat-thread__head">
        <Button className="chat-back" size="sm" variant="ghost" onClick={onBack}>
          {t('chat.back')}
        </Button>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {label}
        </h2>
        <Badge tone={conversation.status === 'resolved' ? 'success' : 'info'}>
          {t(`chat.statuses.${conversation.status}`)}
        </Badge>
        <span className="muted">
          {conversation.assignedTo
            ? t('chat.assignedTo', { login: conversation.assignedTo.login })
            : t('chat.unassigned')}
        </span>
      </header>
      {can('chat.write') ? <ConversationActions conversation={conversation} /> : null}
      <div
        className="chat-scroll"
        ref={scroller}
        role="region"
        aria-label={t('chat.history')}
        tabIndex={0}
        onScroll={(event) => {
          const el = event.currentTarget;
          nearBottom.current =
            el.scrollHeight - el.scrollTop - el.clientHeight < CHAT.scrollBottomThresholdPx;
        }}
      >
        {messages.hasNextPage ? (
          <p className="chat-older">
            <Button size="sm" onClick={loadOlder} busy={messages.isFetchingNextPage}>
              {t('chat.loadOlder')}
            </Button>
          </p>
        ) : messages.isSuccess && thread.length > 0 ? (
          <p className="chat-older muted">{t('chat.startOfConversation')}</p>
        ) : null}
        {messages.isFetchNextPageError ? <ErrorMessage error={messages.error} /> : null}
        {messages.isPending ? (
          <p className="state state--loading" role="status">
            <span className="spinner" aria-hidden="true" /> {t('common.loading')}
          </p>
        ) : messages.isError && !messages.isFetchNextPageError ? (
          <div className="state state--error">
            <ErrorMessage error={messages.error} />
            <Button onClick={() => void messages.refetch()}>{t('common.retry')}</Button>
          </div>
        ) : null}
        {messages.data ? (
          // shown once the first page is in, so only what arrives later is announced
          <div className="chat-log" role="log" aria-live="polite" aria-label={t('chat.messages')}>
            {thread.map((message) => (
              <MessageView key={message.id} message={message} customerName={customerName} />
            ))}
          </div>
        ) : null}
        {messages.isSuccess && thread.length === 0 ? (
          <p className="state state--empty">{t('chat.noMessages')}</p>
        ) : null}
      </div>
      <p className="chat-typing" role="status">
        {typing ? t('chat.customerTyping') : ''}
      </p>
      {can('chat.write') ? (
        <Composer key={id} conversation={conversation} />
      ) : (
        <p className="muted">{t('chat.readOnly')}</p>
      )}
    </section>
  );
}
