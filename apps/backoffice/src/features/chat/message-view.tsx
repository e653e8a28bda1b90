import {
  chatButtonProblem,
  type ChatButton,
  type ChatMessage,
  type GenericCard,
  type MediaPayload,
  type StaffChatMessage,
} from '@wallet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { formatMessageTime } from './chat-format';
import { authorOf, safeMediaUrl } from './customer';

/**
 * One message of the thread. Everything is rendered as text (never HTML); buttons, quick
 * replies and cards are shown read-only; notes are marked private. `customerName` names the
 * customer's own messages.
 */
export function MessageView({
  message,
  customerName,
}: {
  message: StaffChatMessage;
  customerName: string;
}) {
  const { t } = useTranslation();
  const author = authorOf(message);
  const who =
    author === 'customer'
      ? customerName
      : author === 'bot'
        ? t('chat.bot')
        : (message.staffLogin ?? t('chat.staff'));
  return (
    <article
      className={`chat-msg chat-msg--${author}`}
      aria-label={author === 'note' ? t('chat.privateNoteBy', { login: who }) : undefined}
    >
      <header className="chat-msg__meta">
        {author === 'note' ? (
          <span className="chat-msg__private">{t('chat.privateNote')}</span>
        ) : null}
        <span className="chat-msg__who">{who}</span>
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
        {author === 'staff' || author === 'bot' ? (
          <span className="chat-msg__read">{message.read ? t('chat.read') : t('chat.sent')}</span>
        ) : null}
      </header>
      <MessageBody message={message.message} />
    </article>
  );
}

export function MessageBody({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  switch (message.message_type) {
    case 'text':
      return <p className="chat-msg__text">{message.payload}</p>;
    case 'postback':
      return (
        <p className="chat-msg__text">
          <span className="muted">{t('chat.tapped')} </span>
          {message.title || message.payload}
        </p>
      );
    case 'media':
      return <Media media={message.payload} />;
    case 'buttons':
    case 'quick_replies':
      return (
        <>
          <p className="chat-msg__text">{message.payload}</p>
          <Buttons
            buttons={message.payloads}
            label={message.message_type === 'buttons' ? t('chat.buttons') : t('chat.quickReplies')}
          />
        </>
      );
    case 'generic':
      return (
        <ul className="chat-cards" aria-label={t('chat.cards')}>
          {message.payloads.map((card, index) => (
            <li key={index}>
              <Card card={card} />
            </li>
          ))}
        </ul>
      );
    default:
      return null;
  }
}

/** Read-only: the title, and what it would do (a link or number is shown as text, not opened). */
function Buttons({ buttons, label }: { buttons: ChatButton[]; label: string }) {
  const { t } = useTranslation();
  if (buttons.length === 0) return null;
  return (
    <ul className="chat-buttons" aria-label={label}>
      {buttons.map((button, index) => {
        const problem = chatButtonProblem(button);
        return (
          <li key={index} className="chat-buttons__item">
            <span className="chat-buttons__title">{button.title}</span>{' '}
            <span className="chat-buttons__what">
              {t(`chat.buttonTypes.${button.type}`)}: {button.payload}
            </span>
            {problem ? (
              <span className="chat-buttons__unsafe"> · {t('chat.unsafeButton')}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Card({ card }: { card: GenericCard }) {
  const { t } = useTranslation();
  const image = safeMediaUrl(card.image_url);
  return (
    <div className="chat-card">
      {image ? <img className="chat-card__image" src={image} alt="" loading="lazy" /> : null}
      <p className="chat-card__title">{card.title}</p>
      {card.subtitle ? <p className="chat-card__subtitle">{card.subtitle}</p> : null}
      <Buttons buttons={card.buttons} label={t('chat.buttons')} />
    </div>
  );
}

function Media({ media }: { media: MediaPayload }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const url = safeMediaUrl(media.url);
  const thumb = media.thumbUrl ? safeMediaUrl(media.thumbUrl) : null;
  const caption = media.message ? <p className="chat-msg__text">{media.message}</p> : null;
  if (!url) return <p className="muted">{t('chat.mediaUnavailable')}</p>;
  if (media.fileType === 'image') {
    return (
      <>
        <button
          type="button"
          className="chat-media__thumb"
          onClick={() => setOpen(true)}
          aria-label={t('chat.openImage')}
        >
          <img src={thumb ?? url} alt={t('chat.image')} loading="lazy" />
        </button>
        {caption}
        <Modal open={open} onClose={() => setOpen(false)} title={t('chat.image')}>
          <img className="chat-media__full" src={url} alt={t('chat.image')} />
        </Modal>
      </>
    );
  }
  if (media.fileType === 'video') {
    return (
      <>
        <video className="chat-media__video" src={url} controls preload="metadata">
          {t('chat.video')}
        </video>
        {caption}
      </>
    );
  }
  return (
    <>
      <a href={url} target="_blank" rel="noopener noreferrer" download>
        {t('chat.file')}
      </a>
      {caption}
    </>
  );
}
