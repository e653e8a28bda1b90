import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { AlertIcon } from '@/components/ui/icons/icons';
import { errorMessage } from '@/lib/i18n';
import './query-state.css';

type QueryStateProps = {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
};

/** Loading (after the loader delay) or a translated failure with a working retry. */
export function QueryState({ isPending, error, onRetry }: QueryStateProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <div className="query-error" role="alert">
        <AlertIcon size={28} />
        <p className="query-error__title">{t('common.loadFailed')}</p>
        <p className="query-error__detail">{errorMessage(error)}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <DelayedLoader active={isPending} label={t('app.loading')} />;
}
