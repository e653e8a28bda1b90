import { useTranslation } from '@/lib/translator';
import { safeUrl } from '@wallet/web-kit/sanitize';
import { useContact } from '../api/get-contact';
import { LineActions } from './line-actions';
import './contact-card.css';

/**
 * The ways to reach the team that work when the site itself does not (spec §2 /terminated):
 * the LINE name to copy and the LINE link, from the public contact lookup. Nothing while it
 * loads or when the lookup fails (the page around it still says what happened).
 */
export function ContactLine() {
  const { t } = useTranslation();
  const contact = useContact();
  if (!contact.data) return null;
  const { lineLink, lineName } = contact.data;
  const link = safeUrl(lineLink);
  if (!lineName && !link) return null;
  return (
    <section className="contact-card__line contact-line" aria-labelledby="contact-line-title">
      <h2 id="contact-line-title" className="contact-card__line-title">
        {t('contact.line')}
      </h2>
      <LineActions lineName={lineName} link={link} />
    </section>
  );
}
