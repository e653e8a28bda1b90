import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { ChatIcon, CloseIcon, RefreshIcon } from '@/components/ui/icons/icons';
import { useChatConfig } from '../api/get-chat-config';
import { useChatEnabled } from '../api/get-chat-enabled';
import { useChatState, useChatStore } from '../hooks/use-chat';
import type { ChatPerson } from '../lib/chat-identity';
import { isUnreadSite } from '../lib/chat-messages';
import { Composer } from './composer';
import { MessageList } from './message-list';
import './chat.css';

/** The member (known by the profile's `_id`, null while it loads) or, when null, a guest. */
export type ChatWidgetProps = { member: { userId: string | null } | null };

/**
 * Spec §2 chat widget, shown where the enableChatWidget lookup says so: a floating button that
 * opens a chat panel with the admin, for guests and members alike.
 */
export function ChatWidget({ member }: ChatWidgetProps) {
  const enabled = useChatEnabled();
  if (enabled.data !== true) return null;
  const person: ChatPerson | null =
    member === null
      ? { kind: 'guest' }
      : member.userId
        ? { kind: 'member', userId: member.userId }
        : null;
  return <ChatWidgetView person={person} />;
}

function ChatWidgetView({ person }: { person: ChatPerson | null }) {
  const { t } = useTranslation();
  const store = useChatStore(person);
  const state = useChatState(store);
  const [open, setOpen] = useState(false);
  // the socket and history wait for the first opening; then the panel only hides
  const [opened, setOpened] = useState(false);
  const config = useChatConfig(opened);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!store || !opened) return;
    store.activate();
    return () => store.deactivate();
  }, [store, opened]);

  useEffect(() => {
    store?.setOpen(open);
  }, [store, open]);

  // the composer takes the focus when there is one; until then the panel itself
  useEffect(() => {
    if (open && !store) panelRef.current?.focus();
  }, [open, store]);

  const toggle = () => {
    setOpened(true);
    setOpen((was) => !was);
  };
  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  const unread = open ? 0 : state.messages.filter(isUnreadSite).length;
  const reconnecting = state.connection === 'offline';
  const status = reconnecting
    ? t('chat.reconnecting')
    : config.data
      ? t(config.data.online ? 'chat.online' : 'chat.away')
      : null;
  const busy = state.refreshing || state.phase === 'loading';

  return (
    <div className="chat-widget">
      <div className="chat-widget__spacer" aria-hidden="true" />
      <button
        ref={launcherRef}
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        aria-label={unread > 0 ? t('chat.openUnread', { count: unread }) : t('chat.open')}
        onClick={toggle}
      >
        {open ? <CloseIcon size={26} /> : <ChatIcon size={28} />}
        {unread > 0 ? (
          <span className="chat-launcher__badge" aria-hidden="true">
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </button>
      {opened ? (
        <section
          ref={panelRef}
          id={panelId}
          className="chat-panel"
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          tabIndex={-1}
          hidden={!open}
          onKeyDown={onKeyDown}
        >
          <div className="chat-panel__header">
            <span className="chat-panel__avatar" aria-hidden="true">
              <ChatIcon size={22} />
            </span>
            <div className="chat-panel__heading">
              <h2 id={titleId} className="chat-panel__title">
                {t('chat.title')}
              </h2>
              {status ? (
                <p
                  className={`chat-panel__status ${config.data?.online && !reconnecting ? 'chat-panel__status--online' : ''}`}
                >
                  {status}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              className="chat-panel__icon"
              aria-label={t('chat.refresh')}
              aria-busy={busy || undefined}
              disabled={!store || busy}
              onClick={() => store?.refresh()}
            >
              <RefreshIcon size={20} className={busy ? 'chat-spin' : undefined} />
            </button>
            <button
              type="button"
              className="chat-panel__icon"
              aria-label={t('chat.close')}
              onClick={close}
            >
              <CloseIcon size={20} />
            </button>
          </div>
          {store ? (
            <>
              <MessageList store={store} state={state} config={config.data} open={open} />
              <p className="chat-panel__typing" role="status">
                {state.staffTyping ? t('chat.typing') : ''}
              </p>
              <p className="chat-panel__alert" role="alert">
                {state.alert?.text}
              </p>
              <Composer store={store} active={open} />
            </>
          ) : (
            <div className="chat-log">
              <DelayedLoader active label={t('chat.loading')} />
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
