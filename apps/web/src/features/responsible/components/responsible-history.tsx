import { useTranslation } from '@/lib/translator';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { ListIcon } from '@/components/ui/icons/member-icons';
import { useDateFormat } from '@/lib/format-date';
import { useResponsibleHistory } from '../api/get-responsible-history';
import { actorText, eventText } from './history-text';

/** Issue 15: every change of the member's settings, newest first: when, who, what changed. */
export function ResponsibleHistory() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const history = useResponsibleHistory();
  if (!history.data) {
    return (
      <QueryState
        isPending={history.isPending}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (history.data.length === 0) {
    return <EmptyState icon={<ListIcon size={28} />} message={t('responsible.history.empty')} />;
  }
  return (
    <ul className="rp-history" aria-label={t('responsible.history.list')}>
      {history.data.map((event, index) => (
        <li key={`${event.at}-${index}`} className="rp-history__item">
          <p className="rp-history__what">{eventText(t, event)}</p>
          <p className="rp-history__meta">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            <span aria-hidden="true"> · </span>
            <span>{actorText(t, event.actor)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
