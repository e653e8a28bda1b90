import { WALLET_CODE } from '@wallet/contract';
import { AppError } from './kernel/http/app-error';
import { DemoProvider } from './adapters/game-providers/demo/provider';
import { GameProviders } from './adapters/game-providers/registry';
import type { SmsSender } from './adapters/sms/interface';
import { HttpSmsSender } from './adapters/sms/http';
import { OutboxSmsSender } from './adapters/sms/outbox';
import type { SmsConfig } from './kernel/config/env';
import type { Db } from './kernel/db/client';
import { LedgerAccounts } from './kernel/ledger/accounts';
import { Adjustments } from './kernel/ledger/adjustments';
import { checkLedger } from './kernel/ledger/check';
import { Idempotency } from './kernel/ledger/idempotency';
import { Ledger } from './kernel/ledger/ledger';
import { LedgerKinds } from './kernel/ledger/registry';
import { BONUS_LEDGER } from './modules/bonus/ledger-kinds';
import { INVITE_LEDGER } from './modules/invite/ledger-kinds';
import { REFUND_LEDGER } from './modules/refund/ledger-kinds';
import { SPIN_LEDGER } from './modules/spinwheel/ledger-kinds';
import { MemberRepo } from './kernel/members/repo';
import { AccountService } from './modules/account/service';
import { LoginLimiter } from './modules/auth/login-limiter';
import { LoginService } from './modules/auth/login-service';
import { SessionService } from './modules/auth/session-service';
import { LookupService } from './modules/lookup/service';
import { LoginOtp } from './modules/otp/login-otp';
import { OtpService } from './modules/otp/service';
import { SettingsService } from './modules/settings/service';
import { BalanceSync } from './modules/wallet/balance-sync';
import { CredentialBox } from './modules/wallet/credential-box';
import { GameAccountService } from './modules/wallet/game-accounts';
import { TransferRecovery } from './modules/wallet/recovery';
import { WalletRepo } from './modules/wallet/repo';
import { WalletService } from './modules/wallet/service';
import { TransferService } from './modules/wallet/transfers';
import {
  BcelOnePayGateway,
  LocalGateway,
  PromptPayGateway,
  staffConfirmsBcel,
} from './modules/deposits/gateways';
import { CurrencyFigures } from './modules/settings/currency-figures';
import { DepositIntake, reviewQueueRedeemer } from './modules/deposits/intake';
import { QrService } from './modules/deposits/qr';
import { DepositService } from './modules/deposits/service';
import { SlipUrls } from './modules/deposits/signed-url';
import { reviewQueueChecker, SlipService } from './modules/deposits/slip';
import { StatementService } from './modules/statement/service';
import { HttpPaymentGateway } from './adapters/payment-gateway/http';
import { HttpSlipChecker } from './adapters/slip-check/http';
import { WithdrawalService } from './modules/withdrawals/service';
import { RoundsIngest } from './modules/rounds/ingest';
import { BonusRepo } from './modules/bonus/repo';
import { BonusCatalogue } from './modules/bonus/catalogue';
import { BonusService } from './modules/bonus/service';
import { bonusGuard } from './modules/bonus/guard';
import { bonusStatementLines } from './modules/bonus/statement-lines';
import { coreStatementLines } from './modules/statement/core-lines';
import { rewardStatementLines } from './modules/rewards/statement-lines';
import { InviteService } from './modules/invite/service';
import { RefundService } from './modules/refund/service';
import { CoinService } from './modules/spinwheel/coins';
import { CouponService } from './modules/spinwheel/coupons';
import { SpinService } from './modules/spinwheel/service';
import { spinStatementLines } from './modules/spinwheel/statement-lines';
import { WheelVersions } from './modules/spinwheel/wheel';
import { responsibleCreditHold, responsibleGuard } from './modules/responsible/guard';
import { ResponsibleService } from './modules/responsible/service';
import { AuditLog } from './modules/staff/audit';
import { StaffService } from './modules/staff/service';
import { ChatMedia } from './modules/chat/media';
import { ChatService } from './modules/chat/service';
import { GuestIdentities } from './modules/chat/guest-identity';
import { SignedLinks } from './kernel/http/signed-links';
import { createHmac, randomUUID } from 'node:crypto';
import type { FileStore } from './adapters/file-store/interface';

export interface ServiceOptions {
  now: () => Date;
  sessionTtlMs: number;
  staffSession: { idleMinutes: number; hours: number };
  sms: SmsConfig | SmsSender;
  games: GameOptions;
  deposits: DepositOptions;
}

/** Deposits and withdrawals (issue 5, docs/decisions/008). */
export interface DepositOptions {
  /** Where slip images and chat files are kept (docs/decisions/016). */
  files: FileStore;
  /** HMAC secret of the payment gateways' webhooks. */
  webhookSecret: string;
  /** A slip-verification service (else the operator review queue). */
  slipCheck?: { url: string; token: string | undefined } | undefined;
  /** The WW and E2P gateways' HTTP API (else the local gateway, paid by `qr:pay`). */
  gateway?: { url: string; token: string | undefined } | undefined;
}

export interface GameOptions {
  credentialsKey: Buffer;
  demoFaultRate: number;
  providerTimeoutMs: number;
  balanceTimeoutMs: number;
  recoveryGraceMs: number;
}

/** Every service, wired once; routes receive the ones they need. */
export function createServices(db: Db, options: ServiceOptions) {
  const { now } = options;
  // first: it wraps db.transaction so operator writes are recorded with their act (issue 11)
  const audit = new AuditLog(db);
  const settings = new SettingsService(db);
  const outbox = new OutboxSmsSender(db);
  const sms = smsSender(options.sms, outbox);
  const members = new MemberRepo(db);
  const sessions = new SessionService(db, options.sessionTtlMs, now);
  const otp = new OtpService(db, sms, members, settings, now);
  const money = moneyServices(db, members, settings, options);
  const deposits = depositServices(db, members, settings, money, options);
  const rewards = rewardServices(db, settings, now, money, deposits);
  const responsible = responsibleServices(db, options, money, deposits);
  const chat = chatServices(db, settings, options);
  return {
    ...chat,
    ...money,
    ...deposits,
    ...rewards,
    ...responsible,
    /** For operator reads and tests; modules get it through their constructors. */
    db,
    now,
    settings,
    lookup: new LookupService(
      settings,
      now,
      deposits.truelinkKey,
      deposits.figures,
      async (token) => {
        const session = await sessions.resolve(token);
        return session && (await members.byId(session.memberId))?.currency;
      },
    ),
    outbox,
    sms,
    members,
    sessions,
    otp,
    accounts: new AccountService(db, members, settings, otp, sessions),
    login: new LoginService(
      members,
      sessions,
      new LoginLimiter(db, now),
      new LoginOtp(db, sms, members, settings, now),
    ),
    audit,
    staff: new StaffService(
      db,
      new CredentialBox(options.games.credentialsKey),
      new LoginLimiter(db, now),
      now,
      {
        issuer: 'Lucky Wallet back-office',
        idleMs: options.staffSession.idleMinutes * 60_000,
        absoluteMs: options.staffSession.hours * 3_600_000,
        setupMs: 24 * 3_600_000,
      },
    ),
  };
}

export type AppServices = ReturnType<typeof createServices>;

/** Chat with the site (issue 12): keys derived from the server's secret, shared by every copy. */
function chatServices(db: Db, settings: SettingsService, { now, games, deposits }: ServiceOptions) {
  const derive = (label: string) =>
    createHmac('sha256', games.credentialsKey).update(label).digest();
  const chatLinks = new SignedLinks(derive('chat-file'), now, 'chat', '/media/chat', 15 * 60);
  const media = new ChatMedia(db, deposits.files, chatLinks);
  return {
    chatLinks,
    media,
    guests: new GuestIdentities(derive('chat-guest')),
    chat: new ChatService(db, media, settings, now),
  };
}

/** The ledger, the game providers, game accounts and transfers (issue 4). */
function moneyServices(
  db: Db,
  members: MemberRepo,
  settings: SettingsService,
  { now, games: g }: ServiceOptions,
) {
  // the kernel's kinds, then each module's (they move into the modules' declarations); app.ts
  // stores them right after the migrations, before anything posts
  const ledgerKinds = new LedgerKinds()
    .add(BONUS_LEDGER)
    .add(INVITE_LEDGER)
    .add(REFUND_LEDGER)
    .add(SPIN_LEDGER);
  const ledger = new Ledger(db, ledgerKinds);
  const ledgerAccounts = new LedgerAccounts(db);
  const idempotency = new Idempotency(db);
  // rules that can refuse a money movement, registered by modules (docs/decisions/010, 019)
  const guards = ledger.guards;
  const demoProvider = new DemoProvider(db, { now });
  demoProvider.faults.set({ rate: g.demoFaultRate });
  const providers = new GameProviders([demoProvider], {
    callMs: g.providerTimeoutMs,
    balanceMs: g.balanceTimeoutMs,
  });
  const walletRepo = new WalletRepo(db);
  const games = new GameAccountService(
    walletRepo,
    members,
    providers,
    new CredentialBox(g.credentialsKey),
    ledgerAccounts,
    g.providerTimeoutMs + 1_000,
  );
  const balanceSync = new BalanceSync(db, ledger, ledgerAccounts);
  const transfers = new TransferService(
    db,
    ledger,
    ledgerAccounts,
    walletRepo,
    games,
    balanceSync,
    members,
  );
  return {
    ledger,
    ledgerKinds,
    ledgerAccounts,
    idempotency,
    guards,
    rounds: new RoundsIngest(db, () => providers.all(), { now }),
    ledgerCheck: () => checkLedger(db),
    adjustments: new Adjustments(db, ledger, ledgerAccounts),
    demoProvider,
    providers,
    walletRepo,
    games,
    balanceSync,
    transfers,
    recovery: new TransferRecovery(
      walletRepo,
      providers,
      transfers,
      idempotency,
      ledgerAccounts,
      g.recoveryGraceMs,
      now,
    ),
    wallet: new WalletService(
      walletRepo,
      members,
      settings,
      ledgerAccounts,
      providers,
      balanceSync,
      now,
    ),
  };
}

/** Deposits (slip, QR, wallet link, notice), withdrawals and the statement (issue 5). */
function depositServices(
  db: Db,
  members: MemberRepo,
  settings: SettingsService,
  money: { ledger: Ledger; ledgerAccounts: LedgerAccounts },
  { now, games, deposits: d }: ServiceOptions,
) {
  const { ledger, ledgerAccounts } = money;
  // keys derived from the server's secret key, so every server copy agrees on them
  const derive = (label: string) =>
    createHmac('sha256', games.credentialsKey).update(label).digest();
  const slipUrls = new SlipUrls(derive('slip-url'), now);
  const deposits = new DepositService(db, ledger, ledgerAccounts, slipUrls, now, () =>
    settings.get('banks'),
  );
  const truelinkKey = derive('truelink-key').toString('base64url');
  const figures = new CurrencyFigures(settings);
  return {
    figures,
    /** How a paid BCEL OnePay QR is confirmed: staff (`qr:pay`) unless a callback is contracted. */
    bcelNotice: staffConfirmsBcel,
    slipUrls,
    deposits,
    truelinkKey,
    webhookSecret: d.webhookSecret,
    withdrawals: new WithdrawalService(db, ledger, ledgerAccounts, members, settings, figures),
    statement: new StatementService(db, ledgerAccounts, members, slipUrls, [
      coreStatementLines,
      bonusStatementLines,
      rewardStatementLines,
      spinStatementLines,
    ]),
    qr: new QrService(
      db,
      members,
      settings,
      deposits,
      [
        new PromptPayGateway(settings),
        ...(['WW', 'E2P'] as const).map((code) =>
          d.gateway ? new HttpPaymentGateway(code, d.gateway) : new LocalGateway(code),
        ),
        new BcelOnePayGateway(settings),
      ],
      now,
    ),
    slips: new SlipService(
      db,
      members,
      settings,
      deposits,
      d.files,
      d.slipCheck ? new HttpSlipChecker(settings, { ...d.slipCheck, now }) : reviewQueueChecker,
      now,
    ),
    intake: new DepositIntake(
      members,
      settings,
      ledgerAccounts,
      deposits,
      truelinkKey,
      reviewQueueRedeemer,
      figures,
    ),
  };
}

/**
 * Bonuses and promotions (issue 8): they plug into the money core through its hooks — a guard
 * on the money paths, a listener on deposits credited, a listener on the bet feed — so the core
 * knows nothing of them.
 */
function rewardServices(
  db: Db,
  settings: SettingsService,
  now: () => Date,
  money: ReturnType<typeof moneyServices>,
  deposits: ReturnType<typeof depositServices>,
) {
  const bonusRepo = new BonusRepo(db);
  const bonuses = new BonusService(
    db,
    bonusRepo,
    money.ledger,
    money.ledgerAccounts,
    settings,
    money.transfers,
    money.idempotency,
  );
  money.guards.register(bonusGuard(bonuses));
  deposits.deposits.onCredited((tx, deposit, amount) =>
    bonuses.onDepositCredited(tx, deposit, amount),
  );
  const roundsEnded = { count: 0 };
  money.rounds.onRounds(async (memberIds) => {
    roundsEnded.count += await bonuses.afterRounds(memberIds, async (id) => {
      await money.wallet.refreshSlots(id);
    });
  });
  const { ledger, ledgerAccounts, guards } = money;
  const invites = new InviteService(db, ledger, ledgerAccounts, settings, bonuses, guards);
  const refunds = new RefundService(
    db,
    ledger,
    ledgerAccounts,
    settings,
    bonuses,
    bonusRepo,
    guards,
  );
  // the prize wheel (issue 10): coins in the ledger, spins, coupons
  const wheels = new WheelVersions(db);
  const coins = new CoinService(db, ledger, ledgerAccounts, settings);
  const coupons = new CouponService(db, ledger, ledgerAccounts, bonuses, guards, wheels, now, () =>
    settings.get('currency.kipPerBaht'),
  );
  const spins = new SpinService(
    db,
    ledger,
    ledgerAccounts,
    settings,
    wheels,
    coins,
    guards,
    coupons,
  );
  return {
    wheels,
    coins,
    spins,
    coupons,
    bonusRepo,
    bonusCatalogue: new BonusCatalogue(db, settings),
    bonuses,
    roundsEnded,
    invites,
    refunds,
    /** The rewards job's one run: invite accruals, the last period's refund offers, coins. */
    rewardsJob: {
      run: async () => ({
        invite: await invites.accrue(),
        refund: await refunds.compute(),
        coins: await coins.earn(),
      }),
    },
  };
}

/**
 * Responsible play (issue 15, docs/decisions/015): its guard goes first on every money path, and
 * its hold is asked before any deposit is credited without a staff decision.
 */
function responsibleServices(
  db: Db,
  { now, games }: ServiceOptions,
  money: ReturnType<typeof moneyServices>,
  deposits: ReturnType<typeof depositServices>,
) {
  // RTS 14: the accounts are locked at their providers first (no money in, no play), the
  // transfers already on their way are let land, then every game is emptied into the wallet
  const emptyGames = async (memberId: number) => {
    await money.games.setLockedAll(memberId, true);
    await money.transfers.settleInFlight(memberId, 2 * games.providerTimeoutMs + 2_000);
    await money.idempotency
      .run(
        // a fresh key each time: emptying again later must not replay an earlier answer
        {
          memberId,
          key: `exclusion-${randomUUID()}`,
          endpoint: 'responsible.exclusion',
          params: {},
        },
        (ctx) => money.transfers.transferAll(memberId, WALLET_CODE, ctx),
      )
      .catch((error: unknown) => {
        // nothing in any game: nothing to move
        if (!(error instanceof AppError && error.code === 'MONEY_NOT_ENOUGH')) throw error;
      });
  };
  const responsible = new ResponsibleService(db, now, emptyGames);
  money.guards.register(responsibleGuard(responsible), { first: true });
  // after an exclusion is lifted, the provider locks come off at the next way into a game. The
  // guards are asked before and again after unlocking: an exclusion that commits in between is
  // either seen by the second question (locked again here) or locks after this unlock itself
  // (its lock follows its commit), so a new exclusion is never undone (decision 019)
  money.games.unlocker = async (memberId) => {
    const unblocked = () =>
      db.transaction((t) =>
        money.guards.inside(t as unknown as Db, { memberId, action: 'launch' }),
      );
    await unblocked();
    const missed = await money.games.setLockedAll(memberId, false);
    try {
      await unblocked();
    } catch (error) {
      await money.games.setLockedAll(memberId, true);
      throw error;
    }
    if (missed.length) throw new AppError('SERVICE_UNAVAILABLE', 503, `unlock: ${missed}`);
  };
  deposits.deposits.holdCredit(responsibleCreditHold(responsible));
  return { responsible, isExcluded: (memberId: number) => responsible.isExcluded(memberId) };
}

function smsSender(config: SmsConfig | SmsSender, outbox: OutboxSmsSender): SmsSender {
  if ('send' in config) return config;
  return config.provider === 'http' ? new HttpSmsSender(config) : outbox;
}
