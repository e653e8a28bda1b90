import { useTranslation } from '@/lib/translator';
import { buttonClassName } from '@/components/ui/button/button';
import { ExternalIcon } from '@/components/ui/icons/icons';
import { CopyLineId } from './copy-line-id';

/** Spec §2 contact: the LINE name to copy and the button that opens LINE (each when set). */
export function LineActions({ lineName, link }: { lineName: string; link: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {lineName ? <CopyLineId lineName={lineName} /> : null}
      {link ? (
        <a
          className={buttonClassName('primary', true)}
          href={link}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span>{t('contact.openLine')}</span>
          <ExternalIcon size={18} />
        </a>
      ) : null}
    </>
  );
}
