import { useId } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { TextField } from '@/components/ui/form/text-field';
import { ShareIcon } from '@/components/ui/icons/member-icons';
import { QrCode } from '@/components/ui/qr-code/qr-code';

/** The browser's share sheet, where there is one (phones, some desktops). */
const canShare = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The invite link in a read-only field with Copy (the §8 copy toasts), Share (the system share
 * sheet, shown only where the browser has one) and a QR code a friend can scan.
 */
export function InviteLink({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const share = async () => {
    try {
      await navigator.share({
        title: t('invite.modal.shareTitle'),
        text: t('invite.modal.shareText'),
        url: link,
      });
    } catch {
      // closed by the member (AbortError) or refused: nothing to say, Copy is right there
    }
  };
  return (
    <section className="invite-link" aria-labelledby={headingId}>
      <h3 className="reward-section__title" id={headingId}>
        {t('invite.modal.linkHeading')}
      </h3>
      <div className="invite-link__field">
        <TextField
          label={t('invite.modal.link')}
          name="invite-link"
          value={link}
          readOnly
          spellCheck={false}
          autoComplete="off"
          hint={t('invite.modal.code', { code })}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton
          text={link}
          label={t('invite.modal.copy')}
          className="icon-action invite-link__copy"
        />
      </div>
      <div className="invite-link__qr">
        <QrCode text={link} alt={t('invite.modal.qr', { code })} />
        <div className="invite-link__qr-text">
          <p className="invite-link__qr-hint">{t('invite.modal.qrHint')}</p>
          {canShare() ? (
            <Button variant="secondary" icon={<ShareIcon size={18} />} onClick={() => void share()}>
              {t('invite.modal.share')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
