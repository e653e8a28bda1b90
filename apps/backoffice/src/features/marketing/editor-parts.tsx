import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextareaField } from '@/components/ui/fields';
import { errorMessage } from '@/lib/i18n';
import type { JsonIssue } from './json-check';
import { reasonOf } from '@/lib/api-error';

const SHOWN_ISSUES = 5;

/**
 * A JSON textarea with its problems listed under it (checked on every change). The list is a
 * polite live region, so typing is not interrupted by announcements.
 */
export function JsonDefinitionField({
  label,
  hint,
  value,
  onChange,
  syntax,
  issues,
  readOnly,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (text: string) => void;
  /** The JSON.parse message when the text is not JSON at all. */
  syntax: string | null;
  issues: readonly JsonIssue[];
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const problemsId = useId();
  const invalid = syntax !== null || issues.length > 0;
  return (
    <div className="stack">
      <TextareaField
        label={label}
        hint={hint}
        className="field--mono"
        rows={16}
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? problemsId : undefined}
      />
      <div id={problemsId} role="status" aria-live="polite">
        {syntax !== null ? (
          <p className="field__error">{t('marketing.editor.jsonSyntax', { error: syntax })}</p>
        ) : null}
        {issues.length > 0 ? (
          <>
            <p className="field__error">
              {t('marketing.editor.issuesTitle', { count: issues.length })}
            </p>
            <ul className="field__error">
              {issues.slice(0, SHOWN_ISSUES).map((issue, index) => (
                <li key={index}>
                  {`${issue.path || t('marketing.editor.wholeDefinition')}: ${issue.message}`}
                </li>
              ))}
            </ul>
            {issues.length > SHOWN_ISSUES ? (
              <p className="field__error">
                {t('marketing.editor.moreIssues', { count: issues.length - SHOWN_ISSUES })}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

/** A failed save: the translated code, and the server's own reason when it gave one. */
export function SaveError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const reason = reasonOf(error);
  if (!reason) return <ErrorMessage error={error} />;
  return (
    <Alert tone="danger">
      <p>{errorMessage(error)}</p>
      <p>{t('marketing.editor.serverReason', { reason })}</p>
    </Alert>
  );
}
