import type { FastifyInstance } from 'fastify';
import type {
  GameProvider,
  LaunchPlayer,
  NewGameAccount,
  RoundsPage,
  TransferOrder,
} from '../adapters/game-providers/interface';

/**
 * A second configured provider for tests of the slots' provider choice: the demo provider under
 * another name, whose players are named apart (`<name>_<serial>`), so accounts made there are
 * new ones. It reports no rounds (the demo's own feed already does).
 */
export function configureSecondProvider(app: FastifyInstance, name = 'betflix'): GameProvider {
  const demo: GameProvider = app.services.demoProvider;
  const second: GameProvider = {
    name,
    accountName: ({ serial }) => `${name}_${serial}`,
    createAccount: (game: string, account: NewGameAccount) => demo.createAccount(game, account),
    resetPassword: (game, username, password) => demo.resetPassword(game, username, password),
    balance: (game, username) => demo.balance(game, username),
    deposit: (game, order: TransferOrder) => demo.deposit(game, order),
    withdraw: (game, order: TransferOrder) => demo.withdraw(game, order),
    findTransfer: (game, ref) => demo.findTransfer(game, ref),
    launchLink: (game, player: LaunchPlayer) => demo.launchLink(game, player),
    agentCredit: () => Promise.resolve(null),
    setLocked: (game, username, locked) => demo.setLocked(game, username, locked),
    settledRounds: (): Promise<RoundsPage> => Promise.resolve({ rounds: [], nextPageToken: null }),
  };
  app.services.providers.add(second);
  return second;
}
