import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { ChevronRightIcon, ShieldIcon } from '@/components/ui/icons/member-icons';
import { paths } from '@/config/paths';
import { ProfileView } from '@/features/profile/components/profile-view';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './pages.css';

export function ProfileRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  return (
    <section className="page" aria-labelledby="profile-title">
      <h1 id="profile-title" className="page__title">
        {t('profile.title')}
      </h1>
      <ProfileView />
      {/* issue 15: the way to deposit limits, reality checks, breaks and self-exclusion */}
      <Link className="page-entry" to={paths.member.responsible.getHref()}>
        <span className="page-entry__icon" aria-hidden="true">
          <ShieldIcon size={22} />
        </span>
        <span className="page-entry__text">
          <span className="page-entry__title">{t('responsible.entry.title')}</span>
          <span className="page-entry__hint">{t('responsible.entry.hint')}</span>
        </span>
        <ChevronRightIcon size={20} />
      </Link>
    </section>
  );
}
