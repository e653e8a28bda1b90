import { StaffMessageInput, type CannedReply } from '@wallet/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Modal } from '@/components/ui/modal';
import { QueryState } from '@/components/ui/query-state';
import { useCannedReplies } from './api/get-canned';
import { fillMessage, unfilledPlaceholders, type PlaceholderValues } from './canned';
import { MessageBody } from './message-view';

/**
 * The canned replies (setting chat.cannedReplies), each previewed as the customer will see it
 * with {name} {phone} {agent} filled. A text may be put in the composer to edit; any reply may
 * be sent as it is.
 */
export function CannedPicker({
  values,
  busy,
  error,
  onClose,
  onInsert,
  onSend,
}: {
  values: PlaceholderValues;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onInsert: (text: string) => void;
  onSend: (message: StaffMessageInput) => void;
}) {
  const { t } = useTranslation();
  const canned = useCannedReplies();
  return (
    <Modal open onClose={onClose} title={t('chat.cannedTitle')}>
      <QueryState query={canned}>
        {(data) =>
          data.replies.length === 0 ? (
            <p className="state state--empty">{t('chat.cannedEmpty')}</p>
          ) : (
            <ul className="chat-canned">
              {data.replies.map((reply, index) => (
                <li key={index}>
                  <CannedItem
                    reply={reply}
                    values={values}
                    busy={busy}
                    onInsert={onInsert}
                    onSend={onSend}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <ErrorMessage error={error} />
    </Modal>
  );
}

function CannedItem({
  reply,
  values,
  busy,
  onInsert,
  onSend,
}: {
  reply: CannedReply;
  values: PlaceholderValues;
  busy: boolean;
  onInsert: (text: string) => void;
  onSend: (message: StaffMessageInput) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const filled = fillMessage(reply.message, values);
  const unfilled = unfilledPlaceholders(filled);
  // the server checks again; this only spares a refused request (too long after filling…)
  const valid = StaffMessageInput.safeParse(filled).success;
  return (
    <section className="chat-canned__item" aria-labelledby={titleId}>
      <h3 id={titleId}>{reply.title}</h3>
      <div className="chat-canned__preview">
        <MessageBody message={filled} />
      </div>
      {unfilled.length > 0 ? (
        <p className="muted">{t('chat.unfilled', { names: unfilled.join(' ') })}</p>
      ) : null}
      {valid ? null : <Alert tone="warning">{t('chat.cannedInvalid')}</Alert>}
      <div className="row">
        {filled.message_type === 'text' ? (
          <Button size="sm" onClick={() => onInsert(filled.payload)} disabled={busy}>
            {t('chat.insert')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="primary"
          onClick={() => onSend(filled)}
          busy={busy}
          disabled={!valid}
        >
          {t('chat.send')}
        </Button>
      </div>
    </section>
  );
}
