import { CHAT, type ChatButton, type ChatConfig } from '@wallet/contract';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { errorMessage } from '@/lib/i18n';
import type { ChatState, ChatStore } from '../lib/chat-store';
import { ChatActionButton } from './chat-action-button';
import { ImageViewer } from './image-viewer';
import { MessageItem, PendingItem } from './message-item';

/** Scrolled this close to the top, the next older page is asked for. */
const TOP_THRESHOLD_PX = 8;

/**
 * The chips under the last message: a site's 'quick_replies' message not answered yet, or, in a
 * conversation not started, the configured quick replies. Gone once the customer sends anything.
 */
export function quickRepliesOf(state: ChatState, config: ChatConfig | undefined): ChatButton[] {
  if (state.pending.length > 0 || state.phase !== 'ready') return [];
  const last = state.messages.at(-1);
  if (!last) {
    return (config?.quickReplies ?? []).map(({ title, postback }) => ({
      type: 'postback',
      title,
      payload: postback,
    }));
  }
  if (last.sender === 'customer' || last.id === state.answeredAt) return [];
  return last.message.message_type === 'quick_replies' ? last.message.payloads : [];
}

type MessageListProps = {
  store: ChatStore;
  state: ChatState;
  config: ChatConfig | undefined;
  open: boolean;
};

/**
 * The thread (role log, announced politely): older pages load when scrolled to the top (or with
 * the button) keeping what was on screen in place; new messages scroll into view when the reader
 * was within 60 px of the bottom (§9), and always for their own.
 */
export function MessageList({ store, state, config, open }: MessageListProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const memo = useRef({
    first: null as string | null,
    last: null as string | null,
    nearBottom: true,
    olderAsked: false,
    height: 0,
    top: 0,
  });
  const [image, setImage] = useState<{ url: string; alt: string } | null>(null);

  const { messages, pending, phase, hasMore, older } = state;
  const firstKey = messages[0]?.id ?? pending[0]?.localId ?? null;
  const lastPending = pending.at(-1);
  const lastKey = lastPending?.localId ?? messages.at(-1)?.id ?? null;
  const chips = quickRepliesOf(state, config);
  const empty = messages.length === 0 && pending.length === 0;
  const canLoadOlder = phase === 'ready' && hasMore && older !== 'loading';

  const askOlder = useCallback(() => {
    const element = scrollRef.current;
    if (!element || !canLoadOlder) return;
    memo.current.height = element.scrollHeight;
    memo.current.top = element.scrollTop;
    memo.current.olderAsked = true;
    void store.loadOlder();
  }, [canLoadOlder, store]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
    memo.current.nearBottom = fromBottom <= CHAT.scrollBottomThresholdPx;
    if (element.scrollTop <= TOP_THRESHOLD_PX) askOlder();
  };

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const seen = memo.current;
    if (seen.first === null && firstKey !== null) {
      element.scrollTop = element.scrollHeight;
    } else if (seen.olderAsked && firstKey !== seen.first) {
      // an older page went on top: what was on screen stays where it was
      element.scrollTop = seen.top + (element.scrollHeight - seen.height);
      seen.olderAsked = false;
    } else if (lastKey !== seen.last) {
      const ownNew = lastPending !== undefined && lastKey === lastPending.localId;
      if (seen.nearBottom || ownNew) element.scrollTop = element.scrollHeight;
    }
    if (older !== 'loading') seen.olderAsked = false;
    seen.first = firstKey;
    seen.last = lastKey;
  }, [firstKey, lastKey, lastPending, older]);

  // chips showing up, or the panel shown again, keep a reader at the bottom there
  const chipsKey = chips.map((chip) => chip.title).join('|');
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (open && element && memo.current.nearBottom) element.scrollTop = element.scrollHeight;
  }, [open, chipsKey]);

  // a short thread that does not fill the panel cannot be scrolled: the older page comes by
  // itself (not again after a failure: the button retries)
  useEffect(() => {
    const element = scrollRef.current;
    if (!open || older === 'error' || !element || element.clientHeight === 0) return;
    if (element.scrollHeight <= element.clientHeight) askOlder();
  }, [open, older, askOlder, messages.length]);

  const handlers = {
    onPostback: (button: ChatButton) => store.sendPostback(button.payload, button.title),
    onViewImage: setImage,
  };

  return (
    <div
      ref={scrollRef}
      className="chat-log"
      role="log"
      aria-live="polite"
      aria-label={t('chat.log')}
      aria-busy={older === 'loading' || phase === 'loading'}
      tabIndex={0}
      onScroll={onScroll}
    >
      {hasMore && phase === 'ready' ? (
        <button
          type="button"
          className="chat-log__older"
          onClick={askOlder}
          disabled={older === 'loading'}
        >
          {older === 'loading' ? t('chat.loadingOlder') : t('chat.loadOlder')}
        </button>
      ) : null}
      {older === 'error' ? <p className="chat-log__note">{t('chat.olderFailed')}</p> : null}
      {!hasMore && config?.greeting ? (
        <div className="chat-msg chat-msg--staff chat-msg--greeting">
          <span className="visually-hidden">{t('chat.admin')}: </span>
          <div className="chat-bubble">
            <p className="chat-bubble__text">{config.greeting}</p>
          </div>
        </div>
      ) : null}
      {empty && (phase === 'loading' || phase === 'idle') ? (
        <DelayedLoader active label={t('chat.loading')} />
      ) : null}
      {empty && phase === 'error' ? (
        <div className="chat-log__error" role="alert">
          <p className="chat-log__error-title">{t('chat.loadFailed')}</p>
          <p>{errorMessage(state.loadError)}</p>
          <Button variant="secondary" onClick={() => store.refresh()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {empty && phase === 'ready' ? <p className="chat-log__empty">{t('chat.empty')}</p> : null}
      <ol className="chat-thread">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} {...handlers} />
        ))}
        {pending.map((item) => (
          <PendingItem
            key={item.localId}
            item={item}
            onResend={(id) => store.resend(id)}
            onRemove={(id) => store.remove(id)}
            {...handlers}
          />
        ))}
      </ol>
      {chips.length > 0 ? (
        <div className="chat-quick" role="group" aria-label={t('chat.quickReplies')}>
          {chips.map((chip, index) => (
            <ChatActionButton
              key={`${index}-${chip.title}`}
              button={chip}
              className="chat-chip"
              onPostback={handlers.onPostback}
            />
          ))}
        </div>
      ) : null}
      <ImageViewer image={image} onClose={() => setImage(null)} />
    </div>
  );
}
