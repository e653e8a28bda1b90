import { CLIENT_VERSION } from '@wallet/contract';
import { useTranslation } from 'react-i18next';
import { ContactCard } from '@/features/contact/components/contact-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './pages.css';

/** Spec §2: the public contact page has no top spacing; the member one has. */
export function ContactRoute({ spacing }: { spacing: 'none' | 'top' }) {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.title'));
  return (
    <section
      className={`page ${spacing === 'none' ? 'page--flush' : ''}`}
      aria-labelledby="contact-title"
    >
      <h1 id="contact-title" className="page__title">
        {t('contact.title')}
      </h1>
      <ContactCard />
      <p className="app-version">{t('contact.version', { version: CLIENT_VERSION })}</p>
    </section>
  );
}
