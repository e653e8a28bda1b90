import { CHAT, type StaffMessageInput } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { FormActions } from '@/components/ui/reason-form';
import { quickRepliesMessage } from './canned';

export const QUICK_REPLIES_MAX = 4;
const TITLE_MAX = 40;

/** A text and up to 4 reply titles: the customer answers with one tap (a postback of the title). */
export function QuickRepliesDialog({
  initialText,
  busy,
  error,
  onClose,
  onSend,
}: {
  initialText: string;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSend: (message: StaffMessageInput) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [titles, setTitles] = useState<string[]>(() => Array(QUICK_REPLIES_MAX).fill(''));
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || titles.every((title) => !title.trim())) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSend(quickRepliesMessage(text, titles));
  };
  return (
    <Modal open onClose={onClose} title={t('chat.quickTitle')}>
      <form className="form" onSubmit={submit} noValidate>
        <TextareaField
          label={t('chat.quickText')}
          rows={3}
          maxLength={CHAT.textMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p className="muted">{t('chat.quickHint')}</p>
        {titles.map((title, index) => (
          <TextField
            key={index}
            label={t('chat.quickReply', { n: index + 1 })}
            maxLength={TITLE_MAX}
            value={title}
            onChange={(event) =>
              setTitles((list) => list.map((v, i) => (i === index ? event.target.value : v)))
            }
          />
        ))}
        {invalid ? (
          <p className="field__error" role="alert">
            {t('chat.quickInvalid')}
          </p>
        ) : null}
        <FormActions error={error} onCancel={onClose}>
          <Button type="submit" variant="primary" busy={busy}>
            {t('chat.send')}
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
