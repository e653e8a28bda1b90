import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon } from '@/components/ui/icons/icons';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './pages.css';

export type UpcomingScreen = 'home' | 'bonus' | 'statement';

/**
 * Member screens whose issues have not landed yet: an honest state, no fake data, no dead controls.
 * Every link here works.
 */
export function ComingSoonRoute({ screen }: { screen: UpcomingScreen }) {
  const { t } = useTranslation();
  const title = t(`comingSoon.screens.${screen}`);
  useDocumentTitle(title);
  return (
    <section className="page" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="page__title">
        {title}
      </h1>
      <div className="coming-soon">
        <span className="coming-soon__icon">
          <ClockIcon size={36} />
        </span>
        <p className="coming-soon__badge">{t('comingSoon.badge')}</p>
        <p className="coming-soon__body">{t('comingSoon.body')}</p>
      </div>
      <p className="page__aside">
        {t('comingSoon.help')}{' '}
        <Link to={paths.member.contact.getHref()}>{t('comingSoon.contact')}</Link>
      </p>
    </section>
  );
}
