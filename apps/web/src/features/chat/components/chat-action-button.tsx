import { chatButtonProblem, type ChatButton } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { ExternalIcon } from '@/components/ui/icons/icons';

export type OnPostback = (button: ChatButton) => void;

/** `tel:` wants the digits (and a leading +) only. */
const telOf = (number: string) => `tel:${number.replace(/[\s-]/g, '')}`;

/**
 * One button of a 'buttons', 'quick_replies' or 'generic' message. web: opened outside the app
 * with noopener, only for an https link or a path of this site (else disabled); call: a tel:
 * link; postback: sends the button back as a postback message; anything else: shown, disabled.
 */
export function ChatActionButton({
  button,
  onPostback,
  className = 'chat-action',
}: {
  button: ChatButton;
  onPostback: OnPostback;
  className?: string;
}) {
  const { t } = useTranslation();
  const problem = chatButtonProblem(button);
  if (button.type === 'call' && problem === null) {
    return (
      <a className={className} href={telOf(button.payload)}>
        {button.title}
      </a>
    );
  }
  if (button.type === 'web' && problem === null) {
    return (
      <button
        type="button"
        className={className}
        onClick={() => window.open(button.payload, '_blank', 'noopener,noreferrer')}
      >
        <span>{button.title}</span>
        <ExternalIcon size={16} />
      </button>
    );
  }
  if (button.type === 'postback') {
    return (
      <button type="button" className={className} onClick={() => onPostback(button)}>
        {button.title}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={className}
      disabled
      title={problem !== null ? t('chat.linkBlocked') : undefined}
    >
      {button.title}
    </button>
  );
}

/** The buttons under a message or card. */
export function ChatButtons({
  buttons,
  onPostback,
}: {
  buttons: readonly ChatButton[];
  onPostback: OnPostback;
}) {
  if (buttons.length === 0) return null;
  return (
    <div className="chat-actions">
      {buttons.map((button, index) => (
        <ChatActionButton
          key={`${index}-${button.title}`}
          button={button}
          onPostback={onPostback}
        />
      ))}
    </div>
  );
}
