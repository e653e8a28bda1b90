import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { ChatLiveProvider, useChatLive } from './chat-live';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

const CONVERSATION_ID = /^\d{1,12}$/;

/**
 * The staff inbox (issue 12) at /chat?c=<id>. Wide screens show the list, the thread and the
 * customer panel side by side; narrow ones show the list or the thread, with a way back.
 */
export function ChatPage() {
  return (
    <ChatLiveProvider>
      <Inbox />
    </ChatLiveProvider>
  );
}

function Inbox() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('c');
  const selected = raw && CONVERSATION_ID.test(raw) ? raw : null;
  const back = () => {
    const from = selected;
    setParams({});
    // the list is back (narrow screens): focus returns to the row we came from
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>(`[data-conversation="${from}"]`)?.focus();
    });
  };
  return (
    <Page title={t('chat.title')} actions={<Connection />}>
      <div className={selected ? 'chat-layout chat-layout--open' : 'chat-layout'}>
        <ConversationList selectedId={selected} onSelect={(id) => setParams({ c: id })} />
        {selected ? (
          <ConversationView key={selected} id={selected} onBack={back} />
        ) : (
          <p className="muted pane-hint chat-hint">{t('chat.selectHint')}</p>
        )}
      </div>
    </Page>
  );
}

function Connection() {
  const { t } = useTranslation();
  const { connected, refused, retry } = useChatLive();
  return (
    <span role="status" className="chat-connection">
      <Badge tone={connected ? 'success' : refused ? 'danger' : 'warning'}>
        {connected ? t('chat.live') : refused ? t('chat.refused') : t('chat.reconnecting')}
      </Badge>
      {refused ? (
        <Button variant="ghost" size="sm" onClick={retry}>
          {t('chat.retry')}
        </Button>
      ) : null}
    </span>
  );
}
