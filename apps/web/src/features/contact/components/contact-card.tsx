import { useTranslation } from '@/lib/translator';
import { safeUrl } from '@wallet/web-kit/sanitize';
import { QueryState } from '@/components/query-state';
import { useContact } from '../api/get-contact';
import { LineActions } from './line-actions';
import './contact-card.css';

/** Spec §2 contact: contact text, LINE QR image, LINE link and name. */
export function ContactCard() {
  const { t } = useTranslation();
  const contact = useContact();
  if (!contact.data) {
    return (
      <QueryState
        isPending={contact.isPending}
        error={contact.error}
        onRetry={() => void contact.refetch()}
      />
    );
  }
  const { contactText, lineLink, lineName, lineQR } = contact.data;
  const link = safeUrl(lineLink);
  const qr = safeUrl(lineQR);
  return (
    <div className="contact-card">
      {contactText ? <p className="contact-card__text">{contactText}</p> : null}
      <section className="contact-card__line" aria-labelledby="contact-line-title">
        <h2 id="contact-line-title" className="contact-card__line-title">
          {t('contact.line')}
        </h2>
        {qr ? (
          <img
            className="contact-card__qr"
            src={qr}
            alt={t('contact.lineQrAlt', { name: lineName })}
            width={200}
            height={200}
          />
        ) : null}
        <LineActions lineName={lineName} link={link} />
      </section>
    </div>
  );
}
