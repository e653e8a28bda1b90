import { useQueryClient } from '@tanstack/react-query';
import { WALLET_CODE } from '@wallet/contract';
import { useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { useSearchParams } from '@/lib/router';
import { DepositIcon, WithdrawIcon } from '@/components/ui/icons/member-icons';
import { WidgetButton } from '@/components/ui/widget/widget-button';
import {
  activeBonusOf,
  blocksDeposit,
  useActiveBonus,
} from '@/features/bonus/api/get-active-bonus';
import { BonusDepositClosed, BonusWithdrawNotice } from '@/features/bonus/components/bonus-notices';
import { BonusWidget } from '@/features/bonus/components/bonus-widget';
import { useActiveBonusChange } from '@/features/bonus/hooks/use-active-bonus-change';
import { InviteBonus } from '@/features/invite/components/invite-bonus';
import { InviteWidget } from '@/features/invite/components/invite-widget';
import { RefundWidget } from '@/features/refund/components/refund-widget';
import {
  restrictionOf,
  useResponsibleState,
} from '@/features/responsible/api/get-responsible-state';
import { DepositLimitNote } from '@/features/responsible/components/deposit-limit-note';
import {
  ResponsibleDepositClosed,
  RestrictionNotice,
} from '@/features/responsible/components/restriction-notice';
import { useSpinActive } from '@/features/spinwheel/api/get-spin-active';
import { SpinWidget } from '@/features/spinwheel/components/spin-widget';
import {
  getWalletQueryOptions,
  useReadBalancesAgain,
  useReloadWallet,
  useWallet,
} from '@/features/wallet/api/get-wallet';
import { LastBalancesCard } from '@/features/wallet/components/last-balances-card';
import { RefreshWidget } from '@/features/wallet/components/refresh-widget';
import type { TransferPreset } from '@/features/wallet/components/transfer-modal';
import { WalletSummary } from '@/features/wallet/components/wallet-summary';
import { useMoneyReceived } from '@/features/wallet/hooks/use-money-received';
import { useRefreshOnReturn } from '@/features/wallet/hooks/use-refresh-on-return';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHydrated } from '@/hooks/use-hydrated';
import { AfterFirstOpen, deferred, onFirstInteraction, WhenNeeded } from '@/lib/deferred';
import { moneyCurrency, useLocale } from '@/lib/i18n';
import { lastBalances } from '@/lib/last-balances';
import { readHome } from './home-read';
import { CarouselsSkeleton, HomeStatus } from './home-status';
import './home.css';
import './pages.css';

/** `?open=deposit` (the bonus page's "Deposit now") opens the deposit modal on arrival. */
const OPEN = 'open';

// At the fold on a phone: the game carousels (and their images) load once the member scrolls.
const GameCarousels = deferred(
  async () => (await import('@/features/games/components/game-carousels')).GameCarousels,
);

// The modals are chunks of their own: fetched at the first interaction, or when first opened.
const DepositModal = deferred(
  async () => (await import('@/features/deposit/components/deposit-modal')).DepositModal,
);
const GameAccountModal = deferred(
  async () => (await import('@/features/games/components/game-account-modal')).GameAccountModal,
);
const TransferModal = deferred(
  async () => (await import('@/features/wallet/components/transfer-modal')).TransferModal,
);
const WithdrawModal = deferred(
  async () => (await import('@/features/wallet/components/withdraw-modal')).WithdrawModal,
);

/** Fetches the deferred chunks (the router's preloadScreens calls it too). */
export const preloadDeferred = () =>
  Promise.all(
    [GameCarousels, DepositModal, GameAccountModal, TransferModal, WithdrawModal].map(
      (modal) => modal.preload().catch(() => undefined), // tried again when opened
    ),
  );

/**
 * Spec §2 /user/home: the balance header with the invite bonus and its Receive button, the
 * widgets (deposit, withdraw, the spin wheel while it is active or else refresh all balances,
 * invite, bonus conditions, refund), the game carousels, and the game account, transfer, deposit and withdraw modals (the
 * invite and refund widgets hold their banner carousel and modal). Only this screen knows
 * several features: the game modal's Transfer shortcut opens the wallet's transfer modal, the
 * active bonus (features/bonus) closes the deposit modal, puts its notice above the withdraw
 * form and warns before an invite reward that would start a second bonus. Responsible play
 * (issue 15): a break or a self-exclusion in force is noticed above everything and closes the
 * deposit modal; the deposit modal offers a limit (or says what the limits still allow).
 */
export function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  const queryClient = useQueryClient();
  const locale = useLocale();
  // once per visit, before any query of the screen subscribes (layout effects run before the
  // passive ones that start their reads): they share the one read it starts (GET /api/home),
  // whose answer is filed once they have all subscribed (the last effect below)
  const releaseHome = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    const release = readHome(queryClient, locale);
    releaseHome.current = release;
    return release;
  }, [queryClient, locale]);
  // What the browser keeps (the last visit's balances, `?open=`) is read once React has the
  // screen: a prerendered page was made without it, and its first render must be that markup.
  // A client-rendered screen is hydrated from its first render, so this is that render.
  const hydrated = useHydrated();
  const [arrived, setArrived] = useState(false);
  // spec §2 home: the last visit's balances, painted at once and marked until the fresh ones land
  const [snapshot, setSnapshot] = useState<ReturnType<typeof lastBalances.read>>(null);
  const wallet = useWallet();
  const reloadWallet = useReloadWallet();
  const readBalancesAgain = useReadBalancesAgain();
  const [gameCode, setGameCode] = useState<string | null>(null);
  const [transfer, setTransfer] = useState<TransferPreset | null>(null);
  const [search, setSearch] = useSearchParams();
  const [modal, setModal] = useState<'deposit' | 'withdraw' | null>(null);
  if (hydrated && !arrived) {
    setArrived(true);
    if (!queryClient.getQueryData(getWalletQueryOptions().queryKey)) {
      setSnapshot(lastBalances.read());
    }
    if (search.get(OPEN) === 'deposit') setModal('deposit');
  }
  const activeQuery = useActiveBonus({ poll: false });
  const spinActive = useSpinActive().data?.isActive === true;
  const [checkingBonus, setCheckingBonus] = useState(false);
  const activeBonus = activeBonusOf(activeQuery.data);
  const responsible = useResponsibleState();
  const restriction = restrictionOf(responsible.data);
  // credited with a deposit, ended or lost while playing: the balances moved
  useActiveBonusChange(activeQuery.data ? activeBonus : undefined, () => void reloadWallet());
  // spec §2 home: back from a game, on focus or shown again, the games are read again
  useRefreshOnReturn(readBalancesAgain);
  // issue 13: the balance rose while a deposit was on its way: "Money received"
  useMoneyReceived(wallet.data);
  // issue 13: closing any money modal shows the balances again, whatever happened inside (a
  // deposit may land while it was open, a refused withdrawal gives its money back)
  const onMoneyModalClosed = () => void reloadWallet();
  // the modals' code is fetched when the member starts using the screen, not with its first paint
  useEffect(() => onFirstInteraction(() => void preloadDeferred()), []);

  // the flag has done its work (once read, above): a reload or Back should not open it again
  useEffect(() => {
    if (!arrived || !search.has(OPEN)) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN);
        return next;
      },
      { replace: true },
    );
  }, [arrived, search, setSearch]);

  // the last effect of the screen: every hook above (and in the widgets below) has subscribed
  useEffect(() => releaseHome.current(), [queryClient, locale]);

  // The wallet's answer renders in a transition: the query's store would have React render the
  // balance card, the invite block and the games in one blocking pass (a long task on a slow
  // phone); deferred, that work goes in slices a tap can interrupt, the placeholders meanwhile
  const data = useDeferredValue(wallet.data);
  const arriving = data === undefined && wallet.data !== undefined;
  const slot = data?.slots.find((s) => s.code === gameCode) ?? null;

  return (
    <section className="page home" aria-labelledby="home-title">
      <h1 id="home-title" className="visually-hidden">
        {t('home.title')}
      </h1>
      <RestrictionNotice />
      {data ? (
        <WalletSummary
          wallet={data}
          onTransfer={() => setTransfer({ from: WALLET_CODE })}
          footer={<InviteBonus invite={data.invite} bonusActive={activeBonus !== null} />}
        />
      ) : snapshot && !wallet.error ? (
        <div className="home-last">
          <LastBalancesCard snapshot={snapshot} />
        </div>
      ) : (
        <HomeStatus
          isPending={wallet.isPending || arriving}
          error={wallet.error}
          onRetry={() => void wallet.refetch()}
        />
      )}
      {/* issue 13: the shortcuts paint with the screen, not after the wallet's answer (they need
          none of it); the balance card's place is held meanwhile, so nothing moves */}
      <section className="home__widgets" aria-labelledby="home-widgets">
        <h2 id="home-widgets" className="visually-hidden">
          {t('home.shortcuts')}
        </h2>
        <WidgetButton
          title={t('home.deposit')}
          // a kip wallet has no TrueMoney link: its own methods are BCEL's (spec §9 LAK)
          hint={moneyCurrency() === 'LAK' ? t('home.depositHintKip') : t('home.depositHint')}
          icon={<DepositIcon size={22} />}
          onClick={() => {
            // a bonus credited a moment ago (or a break taken in another tab) closes
            // deposits: ask again before choosing the view
            setCheckingBonus(true);
            setModal('deposit');
            void Promise.allSettled([activeQuery.refetch(), responsible.refetch()]).finally(() =>
              setCheckingBonus(false),
            );
          }}
        />
        <WidgetButton
          title={t('home.withdraw')}
          hint={t('home.withdrawHint')}
          icon={<WithdrawIcon size={22} />}
          // the withdraw form shows the balance: pressed before it arrived, it opens with it
          busy={modal === 'withdraw' && !data}
          onClick={() => setModal('withdraw')}
        />
        {spinActive && data ? (
          <SpinWidget
            coins={data.profile.coin}
            bonusActive={activeBonus !== null}
            onClose={onMoneyModalClosed}
          />
        ) : (
          <RefreshWidget />
        )}
        <InviteWidget memberId={data?.profile._id} onClose={onMoneyModalClosed} />
        <BonusWidget />
        <RefundWidget onClose={onMoneyModalClosed} />
      </section>
      <AfterFirstOpen open={modal === 'deposit'}>
        <DepositModal
          open={modal === 'deposit'}
          deciding={checkingBonus || activeQuery.isPending || responsible.isPending}
          closedBy={
            restriction ? (
              <ResponsibleDepositClosed restriction={restriction} />
            ) : activeBonus && blocksDeposit(activeBonus) ? (
              <BonusDepositClosed bonus={activeBonus} />
            ) : undefined
          }
          notice={<DepositLimitNote />}
          registered={data?.bankAccount}
          onClose={() => {
            setModal(null);
            onMoneyModalClosed();
          }}
        />
      </AfterFirstOpen>
      {data ? (
        <>
          <WhenNeeded minHeight="40rem">
            <GameCarousels slots={data.slots} onOpen={setGameCode} />
          </WhenNeeded>
          <AfterFirstOpen open={slot !== null}>
            <GameAccountModal
              slot={slot}
              onClose={() => setGameCode(null)}
              reloadWallet={reloadWallet}
              onTransfer={(code) => {
                setGameCode(null);
                setTransfer({ from: WALLET_CODE, to: code });
              }}
            />
          </AfterFirstOpen>
          <AfterFirstOpen open={transfer !== null}>
            <TransferModal
              open={transfer !== null}
              wallet={data}
              preset={transfer ?? undefined}
              onClose={() => {
                setTransfer(null);
                onMoneyModalClosed();
              }}
            />
          </AfterFirstOpen>
          <AfterFirstOpen open={modal === 'withdraw'}>
            <WithdrawModal
              open={modal === 'withdraw'}
              wallet={data}
              notice={<BonusWithdrawNotice />}
              onClose={() => {
                setModal(null);
                onMoneyModalClosed();
              }}
            />
          </AfterFirstOpen>
        </>
      ) : wallet.isPending || arriving ? (
        <CarouselsSkeleton />
      ) : null}
    </section>
  );
}
