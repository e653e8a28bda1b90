import { useTranslation } from '@/lib/translator';
import { useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button/button';
import { ReceiptIcon } from '@/components/ui/icons/member-icons';
import { SlipListModal } from '@/features/statement/components/slip-list-modal';
import { StatementList } from '@/features/statement/components/statement-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './pages.css';

/** The query flag that opens the slip list (the deposit modal links here after an upload). */
const SLIPS = 'slips';

/** Spec §2 /user/statement: title, the slip list button, the paged entries. */
export function StatementRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('statement.title'));
  const [search, setSearch] = useSearchParams();
  const slipsOpen = search.get(SLIPS) === '1';
  const setSlipsOpen = (open: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(SLIPS, '1');
        else next.delete(SLIPS);
        return next;
      },
      { replace: true },
    );
  return (
    <section className="page" aria-labelledby="statement-title">
      <div className="statement-page__head">
        <h1 id="statement-title" className="page__title">
          {t('statement.title')}
        </h1>
        <Button
          variant="secondary"
          icon={<ReceiptIcon size={18} />}
          onClick={() => setSlipsOpen(true)}
        >
          {t('statement.slips')}
        </Button>
      </div>
      <StatementList />
      <SlipListModal open={slipsOpen} onClose={() => setSlipsOpen(false)} />
    </section>
  );
}
