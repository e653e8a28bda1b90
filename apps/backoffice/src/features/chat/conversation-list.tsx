import type { ChatConversationSummary } from '@wallet/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { QueryState } from '@/components/ui/query-state';
import { Tabs } from '@/components/ui/tabs';
import { LIST_STATUSES, PAGE_SIZE, type ListParams, type ListStatus } from './chat-cache';
import { useConversations } from './api/get-conversations';
import { formatListTime } from './chat-format';
import { customerLabel } from './customer';

const SEARCH_DELAY_MS = 300;
const SEARCH_MAX = 100;

/**
 * The inbox: status tabs, a debounced search (phone, name or guest id) and one page of
 * conversations, newest activity first. Each row is a button; the open one is aria-current.
 */
export function ConversationList({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ListStatus>('open');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    const next = search.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setOffset(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, q]);

  const params: ListParams = { status, q, offset, limit: PAGE_SIZE };
  const query = useConversations(params);

  return (
    <section className="chat-list" aria-label={t('chat.inbox')}>
      <Tabs
        label={t('chat.statusTabs')}
        value={status}
        onChange={(value) => {
          setStatus(value as ListStatus);
          setOffset(0);
        }}
        tabs={LIST_STATUSES.map((s) => ({ value: s, label: t(`chat.statuses.${s}`) }))}
      />
      <div role="tabpanel" id={`panel-${status}`} aria-labelledby={`tab-${status}`}>
        <div className="chat-list__tools">
          <TextField
            label={t('chat.search')}
            type="search"
            autoComplete="off"
            maxLength={SEARCH_MAX}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button size="sm" onClick={() => void query.refetch()} busy={query.isFetching}>
            {t('common.refresh')}
          </Button>
        </div>
        <QueryState query={query}>
          {(data) =>
            data.items.length === 0 ? (
              <p className="state state--empty">{t('chat.noConversations')}</p>
            ) : (
              <>
                <ul className="chat-list__items" aria-label={t('chat.conversations')}>
                  {data.items.map((conversation) => (
                    <li key={conversation.id}>
                      <ConversationRow
                        conversation={conversation}
                        showStatus={status === 'all'}
                        current={conversation.id === selectedId}
                        onSelect={() => onSelect(conversation.id)}
                      />
                    </li>
                  ))}
                </ul>
                <Pager total={data.total} offset={offset} onOffset={setOffset} />
              </>
            )
          }
        </QueryState>
      </div>
    </section>
  );
}

function ConversationRow({
  conversation,
  showStatus,
  current,
  onSelect,
}: {
  conversation: ChatConversationSummary;
  showStatus: boolean;
  current: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const { unread, assignedTo } = conversation;
  return (
    <button
      type="button"
      className={['chat-row', unread > 0 ? 'chat-row--unread' : null].filter(Boolean).join(' ')}
      aria-current={current ? 'true' : undefined}
      data-conversation={conversation.id}
      onClick={onSelect}
    >
      <span className="chat-row__top">
        <span className="chat-row__who">{customerLabel(conversation.customer, t)}</span>
        <time className="chat-row__time" dateTime={conversation.lastMessageAt}>
          {formatListTime(conversation.lastMessageAt)}
        </time>
      </span>
      <span className="chat-row__middle">
        <span className="chat-row__preview">{conversation.lastMessage || t('common.none')}</span>
        {unread > 0 ? (
          <span className="chat-row__unread">
            <span aria-hidden="true">{unread}</span>
            <span className="visually-hidden">{t('chat.unread', { count: unread })}</span>
          </span>
        ) : null}
      </span>
      <span className="chat-row__bottom">
        {showStatus ? (
          <Badge tone="neutral">{t(`chat.statuses.${conversation.status}`)}</Badge>
        ) : null}
        <span className="chat-row__agent">
          {assignedTo ? t('chat.assignedTo', { login: assignedTo.login }) : t('chat.unassigned')}
        </span>
      </span>
    </button>
  );
}

function Pager({
  total,
  offset,
  onOffset,
}: {
  total: number;
  offset: number;
  onOffset: (offset: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.floor(offset / PAGE_SIZE) + 1;
  if (pages <= 1) return null;
  return (
    <div className="pager">
      <Button
        size="sm"
        onClick={() => onOffset(Math.max(0, offset - PAGE_SIZE))}
        disabled={page <= 1}
      >
        {t('common.previousPage')}
      </Button>
      <span>{t('common.pageOf', { page, pages })}</span>
      <Button size="sm" onClick={() => onOffset(offset + PAGE_SIZE)} disabled={page >= pages}>
        {t('common.nextPage')}
      </Button>
    </div>
  );
}
