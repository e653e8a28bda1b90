import type { ChatMessage } from '@wallet/contract';
import { ChatButtons, type OnPostback } from './chat-action-button';
import { GenericCards } from './generic-cards';
import { MediaContent, type ViewImage } from './media-content';

/**
 * What a message says, by message_type (§3). Text is always text (never HTML); its line breaks
 * stay (white-space: pre-wrap). Quick replies show their text here and their chips under the
 * last message only.
 */
export function MessageContent({
  message,
  who,
  onPostback,
  onViewImage,
}: {
  message: ChatMessage;
  who: string;
  onPostback: OnPostback;
  onViewImage: ViewImage;
}) {
  switch (message.message_type) {
    case 'text':
    case 'quick_replies':
      return (
        <div className="chat-bubble">
          <p className="chat-bubble__text">{message.payload}</p>
        </div>
      );
    case 'postback':
      return (
        <div className="chat-bubble">
          <p className="chat-bubble__text">{message.title || message.payload}</p>
        </div>
      );
    case 'buttons':
      return (
        <div className="chat-bubble chat-bubble--buttons">
          <p className="chat-bubble__text">{message.payload}</p>
          <ChatButtons buttons={message.payloads} onPostback={onPostback} />
        </div>
      );
    case 'generic':
      return <GenericCards cards={message.payloads} onPostback={onPostback} />;
    case 'media':
      return <MediaContent payload={message.payload} who={who} onViewImage={onViewImage} />;
  }
}
