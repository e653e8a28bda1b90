import { fromMinor, type Slot, type WalletResponse } from '@wallet/contract';
import type { GameProviders } from '../../adapters/game-providers/registry';
import { AppError } from '../../http/app-error';
import type { LedgerAccounts, MemberBook } from '../../ledger/accounts';
import type { MemberRepo } from '../account/repo';
import type { SettingsService } from '../settings/service';
import type { BalanceSync } from './balance-sync';
import type { GameAccountService } from './game-accounts';
import type { GameAccountRow, SlotRow, WalletRepo } from './repo';

function slotView(
  slot: SlotRow,
  account: GameAccountRow | undefined,
  book: MemberBook,
  fresh?: { amount?: number; unavailable?: boolean },
): Slot {
  const isActive = account?.status === 'active';
  const amount = isActive ? (fresh?.amount ?? Number(book.games.get(slot.code)?.balance ?? 0)) : 0;
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
    ...(fresh?.unavailable ? { unavailable: true } : {}),
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
    private readonly games: GameAccountService,
    private readonly sync: BalanceSync,
  ) {}

  /** Balances as the ledger holds them: no provider is called, so the screen never waits. */
  async wallet(memberId: number): Promise<WalletResponse> {
    // one round trip after the session: the member, the catalogue and the accounts at once (the
    // currency is asked of the member only when they have no wallet account yet)
    const memberRow = this.members.byId(memberId);
    const currencyOf = async () => {
      const m = await memberRow;
      if (!m) throw new AppError('NO_USER', 404);
      return m.currency;
    };
    const [member, banks, slots, gameAccounts, book] = await Promise.all([
      memberRow,
      this.settings.get('banks'),
      this.servedSlots(),
      this.repo.accounts(memberId),
      this.accounts.book(memberId, currencyOf),
    ]);
    if (!member) throw new AppError('NO_USER', 404);
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
      invite: { amount: 0, success: 0, fail: 0 },
      slots: slots.map((s) =>
        slotView(
          s,
          gameAccounts.find((a) => a.slotCode === s.code),
          book,
        ),
      ),
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
    const [slots, gameAccounts, active, book] = await Promise.all([
      this.servedSlots(),
      this.repo.accounts(memberId),
      this.games.activeAll(memberId),
      this.accounts.book(memberId, member.currency),
    ]);
    type Fresh = { amount?: number; unavailable?: boolean };
    const fresh = new Map<string, Fresh>(
      await Promise.all(
        active.map(async (game) => {
          const account =
            book.games.get(game.slot.code) ??
            (await this.accounts.memberAccount(memberId, 'game', member.currency, game.slot.code));
          try {
            return [game.slot.code, { amount: await this.sync.sync(game, account) }] as [
              string,
              Fresh,
            ];
          } catch {
            return [game.slot.code, { unavailable: true }] as [string, Fresh];
          }
        }),
      ),
    );
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

  private async servedSlots(): Promise<SlotRow[]> {
    return (await this.repo.slots()).filter((s) => this.providers.get(s.provider));
  }
}
