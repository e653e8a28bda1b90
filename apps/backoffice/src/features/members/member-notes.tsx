import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextareaField } from '@/components/ui/fields';
import { Card } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useAddMemberNote, useMemberNotes } from './api/member-notes';

const NOTE_MAX = 2000;

/** Staff notes on a member, newest first; with members.notes, a form to add one. */
export function MemberNotes({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const notes = useMemberNotes(phone);
  return (
    <Card title={t('members.notes')}>
      <div className="stack">
        <QueryState query={notes} isEmpty={(data) => data.notes.length === 0}>
          {(data) => (
            <ul className="stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.notes.map((note) => (
                <li key={note.id}>
                  <p className="muted" style={{ margin: 0 }}>
                    <span className="visually-hidden">{t('members.noteAuthor')} </span>
                    <strong>{note.author}</strong> ·{' '}
                    <time dateTime={note.at}>{formatDateTime(note.at)}</time>
                  </p>
                  {/* plain text: React escapes it, never rendered as HTML */}
                  <p style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {note.text}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {can('members.notes') ? <AddNoteForm phone={phone} /> : null}
      </div>
    </Card>
  );
}

function AddNoteForm({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const mutation = useAddMemberNote(phone, { onSuccess: () => setText('') });
  const value = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value && !mutation.isPending) mutation.mutate({ text: value });
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextareaField
        label={t('members.newNote')}
        hint={t('members.newNoteHint')}
        value={text}
        maxLength={NOTE_MAX}
        onChange={(event) => {
          setText(event.target.value);
          if (mutation.isSuccess) mutation.reset();
        }}
      />
      <Button type="submit" variant="primary" busy={mutation.isPending} disabled={!value}>
        {t('members.addNote')}
      </Button>
      {mutation.isSuccess ? <Alert tone="success">{t('members.noteAdded')}</Alert> : null}
      <ErrorMessage error={mutation.error} />
    </form>
  );
}
