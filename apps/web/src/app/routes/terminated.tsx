import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { buttonClassName } from '@/components/ui/button/button';
import { AlertIcon } from '@/components/ui/icons/icons';
import { paths } from '@/config/paths';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { ContactLine } from '@/features/contact/components/contact-line';
import { useActive } from '@/features/site/api/get-active';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './pages.css';

/**
 * Spec §2: shown when the site or account is gone. Issue 23 §2: "contact our team" comes with
 * the way to do it: the LINE name and link (GET /api/lookup/contact stays open on a terminated
 * site) and the chat button where enableChatWidget says so. The chat's own calls answer 410
 * "gone" while the site is terminated (system/terminated-guard), so the button is offered only
 * when the site answers that it is active: a button that cannot work is not shown.
 */
export function TerminatedRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('terminated.title'));
  const active = useActive();
  const chatWorks = active.data?.terminated === false;
  return (
    <main id="main" className="standalone" tabIndex={-1}>
      <span className="standalone__icon standalone__icon--danger">
        <AlertIcon size={40} />
      </span>
      <h1 className="standalone__title">{t('terminated.title')}</h1>
      <p className="standalone__body">{t('terminated.body')}</p>
      <ContactLine />
      <Link className={buttonClassName('secondary')} to={paths.login.getHref()}>
        {t('terminated.checkAgain')}
      </Link>
      {chatWorks ? <ChatWidget member={null} /> : null}
    </main>
  );
}
