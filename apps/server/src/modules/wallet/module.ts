import { AppError } from '../../kernel/lib/app-error';
import { CredentialBox } from '../../kernel/lib/credential-box';
import { defineModule } from '../../kernel/module';
import { demoProviderRoutes } from '../../adapters/game-providers/demo/routes';
import { GameProviders } from '../../adapters/game-providers/registry';
import { settingsModule } from '../settings/module';
import { BalanceSync } from './balance-sync';
import { AgentCreditWatch } from './agent-credit';
import { GameAccountService } from './game-accounts';
import { mediaRoutes } from './media-routes';
import { providerRoutes } from './provider-routes';
import { configuredProviders } from './providers';
import { TransferRecovery } from './recovery';
import { WalletRepo } from './repo';
import { walletRoutes, type WalletParts } from './routes';
import { WalletService } from './service';
import { SlotAdmin } from './slot-admin';
import { slotAdminRoutes } from './slot-admin-routes';
import { TransferService } from './transfers';

// the public entry: what other modules may take from this one
export { gameSlots, transfers } from './tables';
export { type TransferService } from './transfers';
export { type WalletParts } from './routes';
export { type WalletService } from './service';
export { walletAnswer } from './wallet-answer';

/**
 * The wallet, the game providers, game accounts and transfers (spec §7 Wallet, ARCHITECTURE §
 * Money): transfers in doubt are recovered by its job.
 */
export const walletModule = defineModule({
  name: 'wallet',
  needs: [settingsModule],
  create: ({ kernel, use }) => {
    const { db, now, ledger, ledgerAccounts, members } = kernel;
    const g = kernel.config.games;
    const { demo: demoProvider, adapters } = configuredProviders(kernel);
    const providers = new GameProviders(adapters, {
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
    const parts: WalletParts = {
      invite: () => Promise.reject(new AppError('SERVICE_UNAVAILABLE', 503, 'no invite module')),
    };
    return {
      demoProvider,
      providers,
      walletRepo,
      games,
      balanceSync,
      transfers,
      /** What other modules add to GET /api/wallet (the invite module fills it). */
      walletParts: parts,
      /** The aggregators' agent credit: dashboard alert, /metrics, provider:check. */
      agentCredit: new AgentCreditWatch(providers, use(settingsModule).settings, now),
      /** Staff: which provider serves each slot (the operator's choice). */
      slotAdmin: new SlotAdmin(db, providers, walletRepo),
      recovery: new TransferRecovery(
        walletRepo,
        providers,
        transfers,
        kernel.idempotency,
        ledgerAccounts,
        g.recoveryGraceMs,
        now,
      ),
      wallet: new WalletService(
        walletRepo,
        members,
        use(settingsModule).settings,
        ledgerAccounts,
        providers,
        balanceSync,
        now,
      ),
    };
  },
  start: ({ walletRepo }) => walletRepo.seedCatalogue(),
  routes: (app, api, { kernel }) => {
    walletRoutes(app, { ...api, guards: kernel.ledger.guards, parts: api.walletParts });
    mediaRoutes(app);
    providerRoutes(app, api);
    slotAdminRoutes(app, api);
    demoProviderRoutes(app, api.demoProvider);
  },
  // transfers left in doubt by a crash or a silent provider are settled or reversed, at start
  // and on their interval (ARCHITECTURE § Money)
  gauges: ({ agentCredit }) => [
    {
      name: 'game_provider_agent_credit_low',
      help: 'Game providers whose agent credit is below setting games.agentCreditAlert, or that did not answer the read',
      read: () => agentCredit.lowCount(),
    },
    {
      name: 'game_provider_agent_credit',
      help: 'Agent credit per game provider, in its currency (providers without a limit are left out)',
      labelNames: ['provider'],
      read: async () =>
        (await agentCredit.all()).flatMap((p) =>
          p.credit === null ? [] : [{ labels: { provider: p.provider }, value: p.credit / 100 }],
        ),
    },
  ],
  jobs: ({ recovery }, { kernel }) => [
    {
      name: 'transfer-recovery',
      everyMs: kernel.config.games.recoveryIntervalMs,
      atStart: true,
      run: async (log) => {
        const report = await recovery.run();
        if (Object.values(report).some((n) => n > 0))
          log.info({ recovery: report }, 'transfers recovered');
      },
    },
  ],
});
