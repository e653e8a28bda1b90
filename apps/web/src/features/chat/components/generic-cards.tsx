import type { GenericCard } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { safeMediaUrl } from '../lib/chat-messages';
import { ChatButtons, type OnPostback } from './chat-action-button';

/** A 'generic' message: cards side by side, scrolled sideways on narrow screens. */
export function GenericCards({
  cards,
  onPostback,
}: {
  cards: readonly GenericCard[];
  onPostback: OnPostback;
}) {
  const { t } = useTranslation();
  return (
    <ul className="chat-cards" aria-label={t('chat.cards')}>
      {cards.map((card, index) => {
        const image = safeMediaUrl(card.image_url);
        return (
          <li key={`${index}-${card.title}`} className="chat-card">
            {image ? <img className="chat-card__image" src={image} alt="" loading="lazy" /> : null}
            <div className="chat-card__body">
              <p className="chat-card__title">{card.title}</p>
              {card.subtitle ? <p className="chat-card__subtitle">{card.subtitle}</p> : null}
              <ChatButtons buttons={card.buttons} onPostback={onPostback} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
