import { fromMinor, type Slot, type WalletResponse } from '@wallet/contract';
import type { GameProviders } from '../../adapters/game-providers/registry';
import { AppError } from '../../kernel/lib/app-error';
import type { SignedInMember } from '../../kernel/http/member';
import type { LedgerAccounts, MemberBook } from '../../kernel/ledger/accounts';
import type { MemberRepo } from '../../kernel/members/repo';
import type { SettingsService } from '../settings/module';
import type { BalanceSync } from './balance-sync';
import type { ActiveGame } from './game-accounts';
import type { GameAccountRow, SlotRow, WalletRepo } from './repo';

/** A game balance as its provider was just asked for it: the amount and when, or unavailable. */
type Fresh = { amount: number; readAt: Date } | { unavailable: true };

function slotView(
  slot: SlotRow,
  account: GameAccountRow | undefined,
  book: MemberBook,
  fresh?: Fresh,
): Slot {
  const isActive = account?.status === 'active';
  const read = isActive && fresh && 'amount' in fresh ? fresh : undefined;
  const amount = isActive ? (read?.amount ?? Number(book.games.get(slot.code)?.balance ?? 0)) : 0;
  return {
    code: slot.code,
    name: slot.name,
    category: slot.category,
    isActive,
    amount: fromMinor(amount),
    ftWalletSlot: slot.ftWalletSlot,
    logo: slot.logo,
    background: slot.background,
    web: slot.web,
    android: slot.android,
    ios: slot.ios,
    ...(read ? { readAt: read.readAt.toISOString() } : {}),
    ...(isActive && fresh && 'unavailable' in fresh ? { unavailable: true } : {}),
  };
}

/** spec §7 GET /api/wallet and refresh/slot: the home screen's data, the caller's own only. */
export class WalletService {
  constructor(
    private readonly repo: WalletRepo,
    private readonly members: MemberRepo,
    private readonly settings: SettingsService,
    private readonly accounts: LedgerAccounts,
    private readonly providers: GameProviders,
    private readonly sync: BalanceSync,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * spec §2 home: the balances a member sees on load are the providers' current ones, never the
   * ledger's last known game balances (money lost in a game is gone). Every game is asked at once,
   * each bounded by GAME_BALANCE_TIMEOUT_MS, so a slow provider delays home by that at most and
   * shows as `unavailable` with its last known amount.
   */
  async wallet(memberId: number, signedIn?: SignedInMember): Promise<WalletResponse> {
    // one round trip after the session: the member (unless the session's read brought it), the
    // catalogue and the accounts at once (the currency is asked of the member only when they
    // have no wallet account yet)
    const memberRow = signedIn ? Promise.resolve(signedIn) : this.members.byId(memberId);
    const currencyOf = async () => {
      const m = await memberRow;
      if (!m) throw new AppError('NO_USER', 404);
      return m.currency;
    };
    const [member, banks, slots, gameAccounts, book] = await Promise.all([
      memberRow,
      this.settings.get('banks'),
      this.servedSlots(),
      this.repo.accountsWithOpenTransfer(memberId),
      this.accounts.book(memberId, currencyOf),
    ]);
    if (!member) throw new AppError('NO_USER', 404);
    const fresh = await this.readGames(memberId, slots, gameAccounts, book);
    const bank = banks.find((b) => b.code === member.bankCode);
    return {
      // the invite block is filled by the invite module (wallet routes); coins come with the book
      profile: {
        _id: String(member.id),
        name: member.name,
        username: member.phone,
        coin: Number(book.coins?.balance ?? 0),
      },
      bankAccount: {
        bank: { nameTH: bank?.nameTH ?? member.bankCode, nameEN: bank?.nameEN ?? member.bankCode },
        bankAccountName: member.bankAccountName,
        bankAccountNo: member.bankAccountNo,
        bankCode: member.bankCode,
      },
      wallet: { amount: fromMinor(Number(book.wallet.balance)) },
      currency: member.currency,
      invite: { amount: 0, success: 0, fail: 0 },
      slots: slots.map((s) =>
        slotView(
          s,
          gameAccounts.find((a) => a.slotCode === s.code),
          book,
          fresh.get(s.code),
        ),
      ),
      // as read with the balances above (a game's sync after it moves it on, and tells the socket)
      moneyVersion: book.moneyVersion,
    };
  }

  /**
   * Asks every provider of an active account at once, each bounded by GAME_BALANCE_TIMEOUT_MS,
   * and catches the ledger up. A provider that fails or is slow is marked `unavailable` with its
   * last known balance; it never fails the whole answer.
   */
  async refreshSlots(memberId: number): Promise<{ slots: Slot[] }> {
    const member = await this.members.byId(memberId);
    if (!member) throw new AppError('NO_USER', 404);
    const [slots, gameAccounts, book] = await Promise.all([
      this.servedSlots(),
      this.repo.accounts(memberId),
      this.accounts.book(memberId, member.currency),
    ]);
    const fresh = await this.readGames(memberId, slots, gameAccounts, book);
    return {
      slots: slots.map((s) =>
        slotView(
          s,
          gameAccounts.find((a) => a.slotCode === s.code),
          book,
          fresh.get(s.code),
        ),
      ),
    };
  }

  /**
   * Asks the provider of every active account at once and catches the ledger up (BalanceSync).
   * A provider that fails or does not answer within GAME_BALANCE_TIMEOUT_MS is `unavailable`.
   */
  private async readGames(
    memberId: number,
    slots: readonly SlotRow[],
    gameAccounts: readonly (GameAccountRow & { transferOpen?: boolean })[],
    book: MemberBook,
  ): Promise<Map<string, Fresh>> {
    const active: ActiveGame[] = [];
    for (const slot of slots) {
      const account = gameAccounts.find((a) => a.slotCode === slot.code && a.status === 'active');
      const provider = this.providers.get(slot.provider);
      if (account && provider) active.push({ slot, account, provider });
    }
    return new Map(
      await Promise.all(
        active.map(async (game): Promise<[string, Fresh]> => {
          try {
            // the book was read just now, in this request: its version is the sync's start
            const read = book.games.get(game.slot.code);
            const account =
              read ??
              (await this.accounts.memberAccount(memberId, 'game', book.currency, game.slot.code));
            const open = gameAccounts.find((a) => a.slotCode === game.slot.code)?.transferOpen;
            const amount = await this.sync.sync(game, account, read !== undefined, open);
            return [game.slot.code, { amount, readAt: this.now() }];
          } catch {
            return [game.slot.code, { unavailable: true }];
          }
        }),
      ),
    );
  }

  private async servedSlots(): Promise<SlotRow[]> {
    return (await this.repo.slots()).filter((s) => this.providers.get(s.provider));
  }
}
