import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { SwitchField, TextareaField, TextField } from '@/components/ui/fields';
import { HtmlPreview } from './html-preview';
import { draftOf, LOCALIZED_KEYS, parseDraft, type Draft } from './value-kind';

/** A form generated from the value's JSON type; `onSave` gets the parsed value. */
export function SettingEditor({
  value,
  onSave,
  onCancel,
  busy = false,
  error,
}: {
  value: unknown;
  onSave: (value: unknown) => void;
  onCancel?: () => void;
  busy?: boolean;
  error?: unknown;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [tried, setTried] = useState(false);
  const parsed = parseDraft(draft);
  const problem =
    !tried || parsed.ok
      ? null
      : parsed.error === 'number'
        ? t('settings.numberInvalid')
        : t('settings.jsonInvalid', { error: parsed.detail ?? '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (parsed.ok) onSave(parsed.value);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {draft.kind === 'boolean' ? (
        <SwitchField
          label={t('settings.value')}
          checked={draft.value}
          onChange={(checked) => setDraft({ kind: 'boolean', value: checked })}
          onText={t('settings.on')}
          offText={t('settings.off')}
        />
      ) : null}
      {draft.kind === 'number' ? (
        <TextField
          label={t('settings.value')}
          type="number"
          step="any"
          value={draft.text}
          error={problem}
          onChange={(event) => setDraft({ kind: 'number', text: event.target.value })}
        />
      ) : null}
      {draft.kind === 'string' ? (
        <>
          <TextareaField
            label={t('settings.value')}
            rows={draft.value.length > 80 ? 6 : 2}
            value={draft.value}
            onChange={(event) => setDraft({ kind: 'string', value: event.target.value })}
          />
          <HtmlPreview text={draft.value} />
        </>
      ) : null}
      {draft.kind === 'localized' ? (
        <div className="localized">
          {LOCALIZED_KEYS.map((lang) => (
            <div key={lang}>
              <TextareaField
                label={t(`settings.langs.${lang}`)}
                lang={lang === 'la' ? 'lo' : lang}
                rows={3}
                value={draft.value[lang]}
                onChange={(event) =>
                  setDraft({
                    kind: 'localized',
                    value: { ...draft.value, [lang]: event.target.value },
                  })
                }
              />
              <HtmlPreview text={draft.value[lang]} lang={lang === 'la' ? 'lo' : lang} />
            </div>
          ))}
        </div>
      ) : null}
      {draft.kind === 'json' ? (
        <TextareaField
          label={t('settings.json')}
          className="field--mono"
          rows={10}
          spellCheck={false}
          value={draft.text}
          error={problem}
          onChange={(event) => setDraft({ kind: 'json', text: event.target.value })}
        />
      ) : null}
      <ErrorMessage error={error} />
      <div className="row row--end">
        {onCancel ? <Button onClick={onCancel}>{t('common.cancel')}</Button> : null}
        <Button type="submit" variant="primary" busy={busy}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
