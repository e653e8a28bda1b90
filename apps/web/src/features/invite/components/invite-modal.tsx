import { useTranslation } from '@/lib/translator';
import { EmptyState } from '@/components/empty-state';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { Modal } from '@/components/ui/modal/modal';
import { paths } from '@/config/paths';
import { useInviteSummary } from '../api/get-invite-summary';
import { InviteLink } from './invite-link';
import { InviteRules, InviteTotals } from './invite-rules';
import { InviteTable } from './invite-table';
import '@/components/reward-figures.css';
import './invite.css';

/** Spec §2: the invite link is the site's /register with `code` = PR + the member id. */
export const inviteLinkOf = (memberId: string, origin = window.location.origin) => {
  const code = `PR${memberId}`;
  return { code, link: `${origin}${paths.register.getHref()}?code=${encodeURIComponent(code)}` };
};

/**
 * Spec §2 invite modal: the link to share (copy, share, QR code), the rules in plain words, the
 * member's totals and the friends invited (10 a page). Should the summary fail, the link is
 * still offered (built from the member id as §2 defines it) with a retry for the rules.
 */
export function InviteModal({
  open,
  memberId,
  onClose,
}: {
  open: boolean;
  /** For the fallback link when the summary fails; unknown while the wallet loads. */
  memberId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('invite.modal.title')}
      closeLabel={t('common.close')}
    >
      {open ? <InviteBody memberId={memberId} /> : null}
    </Modal>
  );
}

function InviteBody({ memberId }: { memberId: string | undefined }) {
  const { t } = useTranslation();
  const summary = useInviteSummary();
  const data = summary.data;
  const fallback = summary.isError && memberId ? inviteLinkOf(memberId) : null;
  const link = data ? { code: data.code, link: data.link } : fallback;
  return (
    <div className="invite-modal">
      {data && !data.enabled ? (
        <p className="note note--warn">{t('invite.modal.inactive')}</p>
      ) : null}
      {link ? <InviteLink code={link.code} link={link.link} /> : null}
      {data ? (
        <>
          <InviteRules summary={data} />
          <InviteTotals summary={data} />
        </>
      ) : summary.isError ? (
        <EmptyState
          message={t('invite.modal.rulesFailed')}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <DelayedLoader active={summary.isPending} label={t('app.loading')} />
      )}
      <InviteTable />
    </div>
  );
}
