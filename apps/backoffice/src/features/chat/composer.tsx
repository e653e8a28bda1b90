import { CHAT, type ChatConversationSummary } from '@wallet/contract';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextareaField } from '@/components/ui/fields';
import { Tabs } from '@/components/ui/tabs';
import { CannedPicker } from './canned-picker';
import { placeholderValues } from './canned';
import { useChatAction, type ChatAction } from './api/chat-action';
import { useChatLive } from './chat-live';
import { QuickRepliesDialog } from './quick-replies-dialog';

type Mode = 'reply' | 'note';
const TYPING_IDLE_MS = 3_000;

/**
 * Answering: a reply (Enter sends, Shift+Enter a new line; the customer sees us typing), a
 * private note, a canned reply, a text with quick replies, or an uploaded image or video.
 * One request at a time; a refusal is shown by its translated code.
 */
export function Composer({ conversation }: { conversation: ChatConversationSummary }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const live = useChatLive();
  const id = conversation.id;
  const [mode, setMode] = useState<Mode>('reply');
  const [text, setText] = useState('');
  const [dialog, setDialog] = useState<'canned' | 'quick' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const typing = useRef<{ on: boolean; timer: ReturnType<typeof setTimeout> | undefined }>({
    on: false,
    timer: undefined,
  });

  const stopTyping = () => {
    const state = typing.current;
    clearTimeout(state.timer);
    if (state.on) live.typing(id, false);
    state.on = false;
  };
  const noteTyping = () => {
    const state = typing.current;
    if (!state.on) live.typing(id, true);
    state.on = true;
    clearTimeout(state.timer);
    state.timer = setTimeout(stopTyping, TYPING_IDLE_MS);
  };
  // leaving the conversation stops the indicator the customer sees
  const stopRef = useRef(stopTyping);
  useEffect(() => {
    stopRef.current = stopTyping;
  });
  useEffect(() => () => stopRef.current(), []);

  const action = useChatAction(id, {
    onSuccess: (_message, next) => {
      if (next.kind === 'text' || next.kind === 'note') setText('');
    },
  });
  const busy = action.isPending;

  const run = (next: ChatAction, onDone?: () => void) => {
    if (busy) return;
    action.mutate(next, { onSuccess: () => onDone?.() });
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value || busy) return;
    if (mode === 'reply') {
      stopTyping();
      run({ kind: 'text', text: value });
    } else {
      run({ kind: 'note', text: value });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const openDialog = (next: 'canned' | 'quick') => {
    action.reset();
    setDialog(next);
  };

  const values = placeholderValues(conversation.customer, staff.login);

  return (
    <div className="chat-composer">
      <Tabs
        label={t('chat.composer')}
        value={mode}
        onChange={(value) => {
          stopTyping();
          action.reset();
          setMode(value as Mode);
        }}
        tabs={[
          { value: 'reply', label: t('chat.modeReply') },
          { value: 'note', label: t('chat.modeNote') },
        ]}
      />
      <div role="tabpanel" id={`panel-${mode}`} aria-labelledby={`tab-${mode}`}>
        <form
          className={
            mode === 'note'
              ? 'chat-composer__form chat-composer__form--note'
              : 'chat-composer__form'
          }
          onSubmit={submit}
        >
          <TextareaField
            label={mode === 'reply' ? t('chat.replyLabel') : t('chat.noteLabel')}
            hint={t('chat.enterHint')}
            rows={3}
            maxLength={CHAT.textMax}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (mode === 'reply' && event.target.value) noteTyping();
            }}
            onKeyDown={onKeyDown}
            onBlur={stopTyping}
          />
          <div className="chat-composer__actions">
            <Button type="submit" variant="primary" busy={busy} disabled={!text.trim()}>
              {mode === 'reply' ? t('chat.send') : t('chat.addNote')}
            </Button>
            {mode === 'reply' ? (
              <>
                <Button onClick={() => openDialog('canned')} disabled={busy}>
                  {t('chat.canned')}
                </Button>
                <Button onClick={() => openDialog('quick')} disabled={busy}>
                  {t('chat.sendQuick')}
                </Button>
                <Button onClick={() => fileInput.current?.click()} disabled={busy}>
                  {t('chat.attach')}
                </Button>
                <input
                  ref={fileInput}
                  className="visually-hidden"
                  type="file"
                  accept="image/*,video/*"
                  tabIndex={-1}
                  aria-label={t('chat.attach')}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) run({ kind: 'file', file });
                  }}
                />
                {busy && action.variables?.kind === 'file' ? (
                  <span role="status">{t('chat.uploading')}</span>
                ) : null}
              </>
            ) : null}
          </div>
          {dialog ? null : <ErrorMessage error={action.error} />}
        </form>
      </div>
      {dialog === 'canned' ? (
        <CannedPicker
          values={values}
          busy={busy}
          error={action.error}
          onClose={() => setDialog(null)}
          onInsert={(value) => {
            setText(value);
            setDialog(null);
          }}
          onSend={(message) => run({ kind: 'message', message }, () => setDialog(null))}
        />
      ) : null}
      {dialog === 'quick' ? (
        <QuickRepliesDialog
          initialText={text}
          busy={busy}
          error={action.error}
          onClose={() => setDialog(null)}
          onSend={(message) =>
            run({ kind: 'message', message }, () => {
              setText('');
              setDialog(null);
            })
          }
        />
      ) : null}
    </div>
  );
}
