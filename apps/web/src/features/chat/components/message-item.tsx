import type { Conversation } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { errorMessage, useLocale } from '@/lib/i18n';
import { authorOf } from '../lib/chat-messages';
import { formatChatTime } from '../lib/chat-time';
import type { PendingMessage } from '../lib/chat-store';
import type { OnPostback } from './chat-action-button';
import type { ViewImage } from './media-content';
import { MediaContent } from './media-content';
import { MessageContent } from './message-content';

type Handlers = { onPostback: OnPostback; onViewImage: ViewImage };

/**
 * One message of the thread: staff and the site's automatic answers on the left, the customer's
 * own on the right with "Read" once staff read it. Each says who wrote it to screen readers.
 */
export function MessageItem({ message, ...handlers }: { message: Conversation } & Handlers) {
  const { t } = useTranslation();
  const locale = useLocale();
  const author = authorOf(message);
  const who = t(author === 'own' ? 'chat.you' : author === 'bot' ? 'chat.bot' : 'chat.admin');
  return (
    <li className={`chat-msg chat-msg--${author}`}>
      {author === 'bot' ? (
        <p className="chat-msg__author">{who}</p>
      ) : (
        <span className="visually-hidden">{who}: </span>
      )}
      <MessageContent message={message.message} who={who} {...handlers} />
      <p className="chat-msg__meta">
        <time dateTime={message.createdAt}>{formatChatTime(message.createdAt, locale)}</time>
        {author === 'own' ? (
          <span className={`chat-msg__status ${message.read ? 'chat-msg__status--read' : ''}`}>
            {message.read ? t('chat.read') : t('chat.sent')}
          </span>
        ) : null}
      </p>
    </li>
  );
}

/**
 * One of the customer's messages on its way (§3/§4): uploading (with its progress), sending,
 * or failed with Resend and Remove.
 */
export function PendingItem({
  item,
  onResend,
  onRemove,
  ...handlers
}: {
  item: PendingMessage;
  onResend: (localId: string) => void;
  onRemove: (localId: string) => void;
} & Handlers) {
  const { t } = useTranslation();
  const who = t('chat.you');
  const status =
    item.status === 'uploading_file'
      ? t('chat.uploading', { percent: item.progress })
      : item.status === 'sending'
        ? t('chat.sending')
        : t('chat.failed');
  return (
    <li className={`chat-msg chat-msg--own chat-msg--${item.status}`}>
      <span className="visually-hidden">{who}: </span>
      {item.file ? (
        item.file.previewUrl ? (
          <MediaContent
            payload={{ url: item.file.previewUrl, fileType: 'image', filePath: '' }}
            who={who}
            onViewImage={handlers.onViewImage}
          />
        ) : (
          <div className="chat-bubble">
            <p className="chat-bubble__text">
              {t('chat.videoPending', { name: item.file.file.name })}
            </p>
          </div>
        )
      ) : (
        <MessageContent message={item.message} who={who} {...handlers} />
      )}
      {item.status === 'uploading_file' ? (
        <div
          className="chat-progress"
          role="progressbar"
          aria-label={t('chat.uploadProgress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.progress}
        >
          <span className="chat-progress__bar" style={{ inlineSize: `${item.progress}%` }} />
        </div>
      ) : null}
      <p className="chat-msg__meta">
        <span className={`chat-msg__status chat-msg__status--${item.status}`}>{status}</span>
      </p>
      {item.status === 'failed' ? (
        <div className="chat-msg__failed">
          {item.error ? <p className="chat-msg__error">{errorMessage(item.error)}</p> : null}
          <div className="chat-msg__retry">
            <Button variant="secondary" onClick={() => onResend(item.localId)}>
              {t('chat.resend')}
            </Button>
            <Button variant="ghost" onClick={() => onRemove(item.localId)}>
              {t('chat.remove')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
