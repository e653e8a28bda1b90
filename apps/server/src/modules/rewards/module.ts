import { defineModule } from '../../kernel/module';
import { inviteModule } from '../invite/module';
import { refundModule } from '../refund/module';
import { spinwheelModule } from '../spinwheel/module';
import { statementModule } from '../statement/module';
import { rewardStatementLines } from './statement-lines';

/**
 * The rewards job (issue 9): invite accruals, the last period's refund offers and the wheel's
 * coins, each written once per due time; and how invite and refund entries read in the statement.
 */
export const rewardsModule = defineModule({
  name: 'rewards',
  needs: [statementModule, inviteModule, refundModule, spinwheelModule],
  create: ({ use }) => {
    use(statementModule).statement.describe(rewardStatementLines);
    const { invites } = use(inviteModule);
    const { refunds } = use(refundModule);
    const { coins } = use(spinwheelModule);
    return {
      /** The rewards job's one run: invite accruals, the last period's refund offers, coins. */
      rewardsJob: {
        run: async () => ({
          invite: await invites.accrue(),
          refund: await refunds.compute(),
          coins: await coins.earn(),
        }),
      },
    };
  },
  jobs: ({ rewardsJob }, { kernel }) => [
    {
      name: 'rewards',
      everyMs: kernel.config.games.rewardsIntervalMs,
      run: async () => void (await rewardsJob.run()),
    },
  ],
});
