import type { FileStore } from '../../adapters/file-store/interface';
import { HttpPaymentGateway } from '../../adapters/payment-gateway/http';
import { EasySlipChecker } from '../../adapters/slip-check/easyslip/checker';
import type { EasySlipConfig } from '../../adapters/slip-check/easyslip/config';
import { HttpSlipChecker } from '../../adapters/slip-check/http';
import type { SiteAccounts, SlipChecker } from '../../adapters/slip-check/interface';
import { SlipOkChecker } from '../../adapters/slip-check/slipok/checker';
import type { SlipOkConfig } from '../../adapters/slip-check/slipok/config';
import { defineModule, type ModuleContext } from '../../kernel/module';
import { settingsModule } from '../settings/module';
import { BcelOnePayGateway, LocalGateway, PromptPayGateway, staffConfirmsBcel } from './gateways';
import { DepositIntake, reviewQueueRedeemer } from './intake';
import { QrService } from './qr';
import { depositRoutes } from './routes';
import { DepositService } from './service';
import { SlipUrls } from './signed-url';
import { reviewQueueChecker, SlipService } from './slip';

// the public entry: what other modules may take from this one
export { type DepositRow, type DepositService } from './service';
export { type SlipUrls } from './signed-url';
export { deposits } from './tables';

export interface DepositsModuleOptions {
  /** Where slip images are kept (decision 016). */
  files: FileStore;
  /** A slip-verification service (else the operator review queue). */
  slipCheck?: SlipCheckConfig | undefined;
  /** The WW and E2P gateways' HTTP API (else the local gateway, paid by `qr:pay`). */
  gateway?: { url: string; token: string | undefined } | undefined;
}

/** The generic HTTP checker (`SLIP_CHECK_URL`), EasySlip v2 or SlipOK. */
export type SlipCheckConfig =
  { provider?: 'http'; url: string; token: string | undefined } | EasySlipConfig | SlipOkConfig;

function slipChecker(
  config: SlipCheckConfig | undefined,
  accounts: SiteAccounts,
  now: () => Date,
): SlipChecker {
  if (!config) return reviewQueueChecker;
  if (config.provider === 'easyslip') return new EasySlipChecker(accounts, config, now);
  if (config.provider === 'slipok') return new SlipOkChecker(accounts, config, now);
  return new HttpSlipChecker(accounts, { url: config.url, token: config.token, now });
}

/**
 * Deposits (spec §7 Deposit: slip, QR, wallet link, notice; decision 008): credited once, into
 * the member's currency. Other modules listen to credits (`deposits.onCredited`) or hold them
 * (`deposits.holdCredit`).
 */
export const depositsModule = defineModule({
  name: 'deposits',
  needs: [settingsModule],
  create: ({ kernel, use, options }: ModuleContext<DepositsModuleOptions>) => {
    const { db, now, ledger, ledgerAccounts, members } = kernel;
    const { settings, figures } = use(settingsModule);
    // keys derived from the server's secret key, so every server copy agrees on them
    const slipUrls = new SlipUrls(kernel.derive('slip-url'), now);
    const deposits = new DepositService(db, ledger, ledgerAccounts, slipUrls, now, () =>
      settings.get('banks'),
    );
    /** The key clients seal TrueMoney links with (decision 008; not a secret). */
    const truelinkKey = kernel.derive('truelink-key').toString('base64url');
    const { gateway, slipCheck } = options;
    return {
      /** How a paid BCEL OnePay QR is confirmed: staff (`qr:pay`) unless a callback is contracted. */
      bcelNotice: staffConfirmsBcel,
      slipUrls,
      deposits,
      truelinkKey,
      /** Slips are checked by a service as they are uploaded (else staff check each one). */
      slipsCheckedAtOnce: slipCheck !== undefined,
      webhookSecret: kernel.config.webhookSecret,
      qr: new QrService(
        db,
        members,
        settings,
        deposits,
        [
          new PromptPayGateway(settings),
          ...(['WW', 'E2P'] as const).map((code) =>
            gateway ? new HttpPaymentGateway(code, gateway) : new LocalGateway(code),
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
        options.files,
        slipChecker(slipCheck, () => settings.get('deposit.accounts'), now),
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
  },
  routes: (app, api, { kernel, use }) => {
    const { settings, figures } = use(settingsModule);
    depositRoutes(app, {
      ...api,
      settings,
      figures,
      members: kernel.members,
      guards: kernel.ledger.guards,
      now: kernel.now,
    });
  },
  // the slip check's alerts: slips left to staff because the service failed or could not decide
  gauges: ({ slips }) => [
    {
      name: 'slip_check_waiting_slips',
      help: 'Slips waiting for staff because the slip check service failed or could not decide',
      read: async () => (await slips.gauges()).waitingSlips,
    },
    {
      name: 'slip_check_service_failing',
      help: '1 when the last answer of the slip check service was an error, timeout or quota',
      read: async () => (await slips.gauges()).serviceFailing,
    },
  ],
  // the slip reader's worker threads end with the app (issue 14)
  close: ({ slips }) => slips.close(),
});
