import { defineModule } from '../../kernel/module';
import { depositsModule } from '../deposits/module';
import { settingsModule } from '../settings/module';
import { bankFeedRoutes } from './routes';
import { BankFeedService } from './service';

// the public entry: what other modules may take from this one
export { type BankFeedService } from './service';
export { bankDevices, bankLines } from './tables';

/** How often the sweep looks for lines still `new` (a copy that died before processing one). */
const SWEEP_EVERY_MS = 5_000;

/**
 * Automatic bank-transfer deposits (issue 26): registered phones forward the texts of the
 * site's deposit accounts; a text from a member's registered account, fresh, on an AUTO account,
 * becomes a deposit credited through the deposits module (its holds, listeners and guards), and
 * every other line waits for staff with its reason.
 */
export const bankFeedModule = defineModule({
  name: 'bank-feed',
  needs: [settingsModule, depositsModule],
  create: ({ kernel, use }) => {
    const { settings } = use(settingsModule);
    const { deposits, intake } = use(depositsModule);
    const bankFeed = new BankFeedService(kernel.db, {
      settings,
      deposits,
      guards: kernel.ledger.guards,
      now: kernel.now,
      log: (err, lineId) =>
        kernel.log.error({ err, lineId }, 'bank line not processed (the sweep retries it)'),
    });
    // a held bank deposit (or a held notice paired with a line) approved in the deposit queue
    // credits its line too
    deposits.onCredited(async (tx, deposit) => {
      if (deposit.method === 'bank' || deposit.method === 'notice')
        await bankFeed.depositCredited(tx, deposit.id);
    });
    // a member's transfer notice is paired with a waiting line when exactly one pairing exists
    intake.onNotice(async (deposit) => {
      await bankFeed.pairNotice(deposit.id).catch((err: unknown) => {
        kernel.log.error({ err, depositId: deposit.id }, 'notice not paired with a bank line');
      });
    });
    return { bankFeed };
  },
  routes: (app, { bankFeed }, { kernel }) =>
    bankFeedRoutes(app, { feed: bankFeed, now: kernel.now }),
  jobs: ({ bankFeed }) => [
    {
      name: 'bank-feed-sweep',
      everyMs: SWEEP_EVERY_MS,
      atStart: true,
      run: async (log) => {
        const done = await bankFeed.sweep();
        if (done) log.info({ lines: done }, 'bank lines processed by the sweep');
      },
    },
  ],
  gauges: ({ bankFeed }) => [
    {
      name: 'bank_feed_waiting_lines',
      help: 'Bank lines waiting for staff (or not yet processed, or unparsed)',
      read: async () => (await bankFeed.gauges()).waitingLines,
    },
    {
      name: 'bank_feed_silent_devices',
      help: 'Forwarding devices silent for longer than setting bankFeed.silentMinutes',
      read: async () => (await bankFeed.gauges()).silentDevices,
    },
  ],
  // lines being processed finish before the database closes
  close: ({ bankFeed }) => bankFeed.settled(),
});
