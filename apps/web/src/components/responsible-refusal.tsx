import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/i18n';
import { isResponsibleRefusal } from '@/lib/responsible-error';

/** The link to the Responsible play page, only under an issue-15 refusal (limit, break, exclusion). */
export function ResponsiblePageLink({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!isResponsibleRefusal(error)) return null;
  return (
    <Link className="responsible-refusal__link" to={paths.member.responsible.getHref()}>
      {t('responsible.goToPage')}
    </Link>
  );
}

/**
 * A deposit refused by the member's own settings (issue 15), said in place with its numbers (what
 * may still be deposited and when it frees up, or when a break or an exclusion ends) and a link
 * to the Responsible play page. Nothing for other errors.
 */
export function ResponsibleRefusal({ error }: { error: unknown }) {
  if (!isResponsibleRefusal(error)) return null;
  return (
    <div className="form-alert responsible-refusal" role="alert">
      <p className="responsible-refusal__text">{errorMessage(error)}</p>
      <ResponsiblePageLink error={error} />
    </div>
  );
}
