import { CHAT, validateChatText } from '@wallet/contract';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { AttachIcon, SendIcon } from '@/components/ui/icons/icons';
import { CHAT_FILE_ACCEPT, checkChatFile } from '../lib/chat-messages';
import type { ChatStore } from '../lib/chat-store';

/**
 * The composer: Enter sends, Shift+Enter starts a new line; text is trimmed and 1–2000 long
 * (§5), the send button waits for some. A file is checked before any upload (§5, §8 alerts).
 * Focused when the panel opens (`active`).
 */
export function Composer({ store, active }: { store: ChatStore; active: boolean }) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    if (active) inputRef.current?.focus();
  }, [active]);

  const problem = validateChatText(text);
  const tooLong = problem === 'TEXT_TOO_LONG';

  const send = () => {
    if (problem === null && store.sendText(text)) setText('');
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    if (event.target.value.trim() === '') store.stopTyping();
    else store.typed();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file can be picked again (after a removal)
    event.target.value = '';
    if (!file) return;
    const check = checkChatFile(file);
    if (!check.ok) {
      store.showAlert(
        t(check.problem === 'FILE_TOO_LARGE' ? 'chat.fileTooLarge' : 'chat.fileNotSupported'),
      );
      return;
    }
    store.sendFile(file, check.kind);
    inputRef.current?.focus();
  };

  return (
    <form
      className="chat-composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label className="chat-composer__attach" title={t('chat.attach')}>
        <input
          type="file"
          className="visually-hidden"
          accept={CHAT_FILE_ACCEPT.join(',')}
          aria-label={t('chat.attach')}
          onChange={onPick}
        />
        <AttachIcon size={22} />
      </label>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('chat.message')}
      </label>
      <textarea
        ref={inputRef}
        id={inputId}
        className="chat-composer__input"
        rows={1}
        value={text}
        placeholder={t('chat.placeholder')}
        enterKeyHint="send"
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? errorId : undefined}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={() => store.stopTyping()}
      />
      <button
        type="submit"
        className="chat-composer__send"
        aria-label={t('chat.send')}
        disabled={problem !== null}
      >
        <SendIcon size={20} />
      </button>
      {tooLong ? (
        <p id={errorId} className="chat-composer__error" role="alert">
          {t('chat.tooLong', { max: CHAT.textMax })}
        </p>
      ) : null}
    </form>
  );
}
