import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { BonusesTable } from './bonuses-table';
import { InviteReviews } from './invite-reviews';
import { WheelView } from './wheel-view';

export function MarketingPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('marketing.title')}>
      <BonusesTable />
      <InviteReviews />
      <WheelView />
    </Page>
  );
}
