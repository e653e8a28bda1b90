import { CHAT_STATUSES, type ChatConversationSummary } from '@wallet/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { useToast } from '@/components/ui/toast';
import { useChangeConversation } from './api/change-conversation';
import { useAgents } from './api/get-agents';

/**
 * Status (open, pending, resolved), take (assign to myself: the session's own staff id), hand
 * over to another agent (the agents list, with who is online), or release.
 */
export function ConversationActions({ conversation }: { conversation: ChatConversationSummary }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const toast = useToast();
  const agents = useAgents();
  const selectId = useId();
  const [handTo, setHandTo] = useState('');
  const assigned = conversation.assignedTo;
  const mine = assigned?.id === staff.id;
  const others = (agents.data?.agents ?? []).filter(
    (agent) => agent.id !== staff.id && agent.id !== assigned?.id,
  );

  const change = useChangeConversation(conversation.id, {
    onSuccess: (summary, next) => {
      if (next.kind === 'status') {
        toast.show(
          'success',
          t('chat.statusChanged', { status: t(`chat.statuses.${summary.status}`) }),
        );
      } else if (summary.assignedTo) {
        setHandTo('');
        toast.show('success', t('chat.assigned', { login: summary.assignedTo.login }));
      } else {
        toast.show('success', t('chat.released'));
      }
    },
  });
  const busy = change.isPending;

  return (
    <div className="chat-actions">
      <div className="chat-actions__row" role="group" aria-label={t('chat.status')}>
        {CHAT_STATUSES.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={conversation.status === status ? 'primary' : 'secondary'}
            aria-pressed={conversation.status === status}
            disabled={busy}
            onClick={() => {
              if (conversation.status !== status) change.mutate({ kind: 'status', status });
            }}
          >
            {t(`chat.setStatus.${status}`)}
          </Button>
        ))}
      </div>
      <div className="chat-actions__row" role="group" aria-label={t('chat.assignment')}>
        {mine ? null : (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => change.mutate({ kind: 'assign', staffId: staff.id })}
          >
            {t('chat.take')}
          </Button>
        )}
        {assigned ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => change.mutate({ kind: 'assign', staffId: null })}
          >
            {t('chat.release')}
          </Button>
        ) : null}
        <label className="visually-hidden" htmlFor={selectId}>
          {t('chat.handOverTo')}
        </label>
        <select
          id={selectId}
          className="input input--sm"
          value={handTo}
          disabled={busy || others.length === 0}
          onChange={(event) => setHandTo(event.target.value)}
        >
          <option value="">{t('chat.chooseAgent')}</option>
          {others.map((agent) => (
            <option key={agent.id} value={String(agent.id)}>
              {t(agent.online ? 'chat.agentOnline' : 'chat.agentOffline', { login: agent.login })}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          disabled={busy || !handTo}
          onClick={() => change.mutate({ kind: 'assign', staffId: Number(handTo) })}
        >
          {t('chat.handOver')}
        </Button>
      </div>
      <ErrorMessage error={change.error} />
      {agents.isError ? <ErrorMessage error={agents.error} /> : null}
    </div>
  );
}
