import { CLIENT_VERSION } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { ContactCard } from '@/features/contact/components/contact-card';
import { useProfile } from '@/features/profile/api/get-profile';
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
      {spacing === 'top' ? <MemberChatWidget /> : <ChatWidget member={null} />}
    </section>
  );
}

/** A member chats as themself: the profile's `_id` (the query the member screens share). */
function MemberChatWidget() {
  const profile = useProfile();
  return <ChatWidget member={{ userId: profile.data?.profile._id ?? null }} />;
}
