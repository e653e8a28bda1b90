import { defineModule } from '../../kernel/module';
import { bonusModule } from '../bonus/module';
import { settingsModule } from '../settings/module';
import { REFUND_LEDGER } from './ledger-kinds';
import { RefundService } from './service';

// the public entry: what other modules may take from this one
export { type RefundService } from './service';
export { refundOffers } from './tables';

/** Refund rewards (spec §7 Refund, issue 9): a share of the last period's net loss, offered once. */
export const refundModule = defineModule({
  name: 'refund',
  needs: [settingsModule, bonusModule],
  ledger: REFUND_LEDGER,
  create: ({ kernel, use }) => {
    const { bonuses, bonusRepo } = use(bonusModule);
    return {
      refunds: new RefundService(
        kernel.db,
        kernel.ledger,
        kernel.ledgerAccounts,
        use(settingsModule).settings,
        bonuses,
        bonusRepo,
        kernel.ledger.guards,
      ),
    };
  },
});
