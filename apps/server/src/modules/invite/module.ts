import { defineModule } from '../../kernel/module';
import { bonusModule } from '../bonus/module';
import { refundModule } from '../refund/module';
import { responsibleModule } from '../responsible/module';
import { settingsModule } from '../settings/module';
import { walletModule } from '../wallet/module';
import { INVITE_LEDGER } from './ledger-kinds';
import { operatorRewardRoutes } from './operator-routes';
import { InviteRepo } from './repo';
import { rewardRoutes } from './routes';
import { InviteService } from './service';

/**
 * Invite rewards (spec §7 Invite, issue 9) and the member routes of invite and refund rewards;
 * the invite block of GET /api/wallet comes from here.
 */
export const inviteModule = defineModule({
  name: 'invite',
  needs: [settingsModule, walletModule, bonusModule, refundModule, responsibleModule],
  ledger: INVITE_LEDGER,
  create: ({ kernel, use }) => {
    const { settings, figures } = use(settingsModule);
    const invites = new InviteService(
      kernel.db,
      kernel.ledger,
      kernel.ledgerAccounts,
      settings,
      use(bonusModule).bonuses,
      kernel.ledger.guards,
      figures,
    );
    use(walletModule).walletParts.invite = (memberId) => invites.walletBlock(memberId);
    return { invites, inviteRepo: new InviteRepo(kernel.db) };
  },
  routes: (app, { invites, inviteRepo }, { kernel, use }) => {
    const { refunds } = use(refundModule);
    rewardRoutes(app, {
      invites,
      refunds,
      bonuses: use(bonusModule).bonuses,
      settings: use(settingsModule).settings,
      isExcluded: use(responsibleModule).isExcluded,
    });
    operatorRewardRoutes(app, { inviteRepo, invites, refunds, members: kernel.members });
  },
});
