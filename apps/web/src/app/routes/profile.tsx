import { useTranslation } from 'react-i18next';
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
    </section>
  );
}
