import { useIsMutating } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { QueryState } from '@/components/query-state';
import { Modal } from '@/components/ui/modal/modal';
import { TabPanel, Tabs } from '@/components/ui/tabs/tabs';
import { paths } from '@/config/paths';
import { useSpinSetup } from '../api/get-spin-setup';
import { spinMutationKey } from '../api/spin';
import { CouponTable } from './coupon-table';
import { FairnessView } from './fairness-view';
import { EarnRules, OddsTable } from './odds-view';
import { SpinPanel } from './spin-panel';
import '@/components/reward-figures.css';
import './spinwheel.css';

type Section = 'wheel' | 'odds' | 'coupons' | 'fairness';

/**
 * Spec §2 spin wheel modal (with its prize and claim sub-modals): titled with the wheel's name;
 * the wheel with the coins and Spin; the odds of every slice and how coins are earned; the
 * member's coupons (3 a page) with Claim; and the provably fair view. Closed with `true` once a
 * coin was spent or a coupon claimed in it (the home then reloads the wallet).
 */
export function SpinWheelModal({
  open,
  bonusActive = false,
  onClose,
}: {
  open: boolean;
  /** A bonus is running (features/bonus, passed by the screen): a claim would be refused. */
  bonusActive?: boolean;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const setup = useSpinSetup({ enabled: open });
  // spec §4: blocked while the spin is asked for (its answer decides where the wheel stops)
  const asking = useIsMutating({ mutationKey: spinMutationKey }) > 0;
  const [changed, setChanged] = useState(false);
  const [section, setSection] = useState<Section>('wheel');
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setChanged(false);
      setSection('wheel');
    }
  }
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!asking) onClose(changed);
      }}
      title={setup.data?.result.activeSpinwheel.name ?? t('spinwheel.modal.title')}
      closeLabel={t('common.close')}
    >
      {open ? (
        <SpinWheelBody
          section={section}
          onSection={setSection}
          bonusActive={bonusActive}
          onChanged={() => setChanged(true)}
        />
      ) : null}
    </Modal>
  );
}

function SpinWheelBody({
  section,
  onSection,
  bonusActive,
  onChanged,
}: {
  section: Section;
  onSection: (section: Section) => void;
  bonusActive: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const setup = useSpinSetup();
  const data = setup.data?.result;
  if (!data) {
    return (
      <QueryState
        isPending={setup.isPending}
        error={setup.error}
        onRetry={() => void setup.refetch()}
      />
    );
  }
  const items = [
    { id: 'wheel', label: t('spinwheel.modal.wheel') },
    { id: 'odds', label: t('spinwheel.modal.odds') },
    { id: 'coupons', label: t('spinwheel.modal.coupons') },
    { id: 'fairness', label: t('spinwheel.modal.fairness') },
  ] as const;
  return (
    <div className="spin-modal">
      <Tabs
        label={t('spinwheel.modal.sections')}
        idPrefix={idPrefix}
        items={items}
        value={section}
        onChange={onSection}
        variant="segments"
      />
      <TabPanel idPrefix={idPrefix} id="wheel" selected={section === 'wheel'}>
        <SpinPanel
          setup={data}
          onSpun={onChanged}
          onReload={() => void setup.refetch()}
          onShowCoupons={() => onSection('coupons')}
        />
      </TabPanel>
      <TabPanel idPrefix={idPrefix} id="odds" selected={section === 'odds'}>
        <div className="spin-modal__section">
          <OddsTable wheel={data.activeSpinwheel} />
          <EarnRules earn={data.earn} />
          <p>
            <Link to={paths.odds.getHref()}>{t('spinwheel.modal.allOdds')}</Link>
          </p>
        </div>
      </TabPanel>
      <TabPanel idPrefix={idPrefix} id="coupons" selected={section === 'coupons'}>
        <CouponTable bonusActive={bonusActive} onClaimed={onChanged} />
      </TabPanel>
      <TabPanel idPrefix={idPrefix} id="fairness" selected={section === 'fairness'}>
        <FairnessView fairness={data.fairness} />
      </TabPanel>
    </div>
  );
}
