import {
  api,
  CHAT,
  type ChatConversationSummary,
  type StaffChatMessage,
  type StaffMessageInput,
} from '@wallet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaff } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextareaField } from '@/components/ui/fields';
import { Tabs } from '@/components/ui/tabs';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { CannedPicker } from './canned-picker';
import { placeholderValues } from './canned';
import { appendMessage } from './chat-cache';
import { useChatLive } from './chat-live';
import { QuickRepliesDialog } from './quick-replies-dialog';

type Mode = 'reply' | 'note';
const TYPING_IDLE_MS = 3_000;

type Action =
  | { kind: 'text'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'message'; message: StaffMessageInput }
  | { kind: 'file'; file: File };

const IMAGE_EXTENSIONS: readonly string[] = CHAT.imageExtensions;
const VIDEO_EXTENSIONS: readonly string[] = CHAT.videoExtensions;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
const VIDEO_TYPES = ['video/mp4', 'video/quicktime'];

/** image or video by the file's extension (else its type); null when chat does not take it. */
export function fileKind(file: File): 'image' | 'video' | null {
  const ext = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (IMAGE_EXTENSIONS.includes(ext)) return 'image';
  if (VIDEO_EXTENSIONS.includes(ext)) return 'video';
  if (ext) return null;
  if (IMAGE_TYPES.includes(file.type)) return 'image';
  if (VIDEO_TYPES.includes(file.type)) return 'video';
  return null;
}

/**
 * Answering: a reply (Enter sends, Shift+Enter a new line; the customer sees us typing), a
 * private note, a canned reply, a text with quick replies, or an uploaded image or video.
 * One request at a time; a refusal is shown by its translated code.
 */
export function Composer({ conversation }: { conversation: ChatConversationSummary }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const client = useQueryClient();
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

  const send = (message: StaffMessageInput) =>
    apiClient.request(api.operatorChat.send, { params: { id }, body: { message } });

  const action = useMutation({
    mutationFn: async (next: Action): Promise<StaffChatMessage> => {
      switch (next.kind) {
        case 'text':
          return send({ message_type: 'text', payload: next.text });
        case 'note':
          return apiClient.request(api.operatorChat.note, {
            params: { id },
            body: { text: next.text },
          });
        case 'message':
          return send(next.message);
        case 'file': {
          const fileType = fileKind(next.file);
          if (!fileType) throw new ApiError('CHAT_FILE_NOT_SUPPORTED', 0);
          const max = fileType === 'video' ? CHAT.videoMaxBytes : CHAT.imageMaxBytes;
          if (next.file.size > max) throw new ApiError('CHAT_FILE_TOO_LARGE', 0);
          const body = new FormData();
          body.append('file', next.file);
          const uploaded = await apiClient.request(api.operatorChat.upload, {
            params: { id },
            body,
          });
          return send({
            message_type: 'media',
            payload: { url: uploaded.url, fileType, filePath: uploaded.path },
          });
        }
      }
    },
    onSuccess: (message, next) => {
      appendMessage(client, message);
      if (next.kind === 'text' || next.kind === 'note') setText('');
    },
  });
  const busy = action.isPending;

  const run = (next: Action, onDone?: () => void) => {
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
