import { randomInt, timingSafeEqual } from 'node:crypto';
import type { GameAccount } from '@wallet/contract';
import { ProviderError, type GameProvider } from '../../adapters/game-providers/interface';
import type { GameProviders } from '../../adapters/game-providers/registry';
import { AppError } from '../../kernel/lib/app-error';
import type { LedgerAccounts } from '../../kernel/ledger/accounts';
import type { MemberRepo, MemberRow } from '../../kernel/members/repo';
import type { CredentialBox } from '../../kernel/lib/credential-box';
import type { GameAccountRow, SlotRow, WalletRepo } from './repo';

const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 characters without look-alikes (0/O, 1/l/I): typed by hand into provider apps. */
export const newGamePassword = () =>
  Array.from({ length: 12 }, () => PASSWORD_ALPHABET[randomInt(0, PASSWORD_ALPHABET.length)]).join(
    '',
  );
const ownerOf = (account: Pick<GameAccountRow, 'memberId' | 'slotCode'>) =>
  `${account.memberId}:${account.slotCode}`;

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export interface ActiveGame {
  slot: SlotRow;
  account: GameAccountRow;
  provider: GameProvider;
}

/** Game accounts (spec §4: inactive → active by activation; a reset keeps it active). */
export class GameAccountService {
  /**
   * Unlocks the member's accounts at their providers when nothing blocks play any more (an
   * exclusion lifted), deciding that under the member lock; throws the block otherwise. Set by
   * the wiring (responsible play owns the rule); by default nothing is ever unlocked.
   */
  unlocker: (memberId: number) => Promise<void> = () =>
    Promise.reject(new AppError('SERVICE_UNAVAILABLE', 503, 'no unlocker'));

  constructor(
    private readonly repo: WalletRepo,
    private readonly members: MemberRepo,
    private readonly providers: GameProviders,
    private readonly box: CredentialBox,
    private readonly ledgerAccounts: LedgerAccounts,
    /** How long an unfinished activation or reset blocks another (the provider timeout). */
    private readonly claimMs: number,
  ) {}

  /** An enabled slot served by a configured provider, or NO_GAME. */
  async slot(code: string): Promise<{ slot: SlotRow; provider: GameProvider }> {
    const slot = await this.repo.slot(code);
    const provider = slot && this.providers.get(slot.provider);
    if (!slot || !provider) throw new AppError('NO_GAME', 404);
    return { slot, provider };
  }

  /** The member's active account at a slot: NO_GAME for an unknown slot, else SLOT_NO_ACCOUNT. */
  async active(memberId: number, code: string): Promise<ActiveGame> {
    const found = await this.repo.slotWithAccount(memberId, code);
    const provider = found && this.providers.get(found.slot.provider);
    if (!found || !provider) throw new AppError('NO_GAME', 404);
    if (found.account?.status !== 'active') throw new AppError('SLOT_NO_ACCOUNT', 404);
    return { slot: found.slot, account: found.account, provider };
  }

  /** Every active account of the member at an enabled slot with a configured provider. */
  async activeAll(memberId: number): Promise<ActiveGame[]> {
    const [slots, accounts] = await Promise.all([this.repo.slots(), this.repo.accounts(memberId)]);
    const list: ActiveGame[] = [];
    for (const slot of slots) {
      const account = accounts.find((a) => a.slotCode === slot.code && a.status === 'active');
      const provider = this.providers.get(slot.provider);
      if (account && provider) list.push({ slot, account, provider });
    }
    return list;
  }

  /**
   * Locks (a self-exclusion) or unlocks every account of the member at its provider. Each call
   * is tried three times; answers the slots it could not reach (our own guards still refuse
   * every launch and transfer in, so a lock missed here is a second wall missing, not a hole).
   */
  async setLockedAll(memberId: number, locked: boolean): Promise<string[]> {
    const missed: string[] = [];
    for (const game of await this.activeAll(memberId)) {
      let done = false;
      for (let attempt = 0; attempt < 3 && !done; attempt++) {
        done = await game.provider
          .setLocked(game.slot.code, game.account.username, locked)
          .then(() => true)
          .catch(() => false);
      }
      if (!done) missed.push(game.slot.code);
    }
    return missed;
  }

  /** A provider call that a lock left from a lifted exclusion refuses: unlocked, then again. */
  async unlockingOnce<T>(memberId: number, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ProviderError && error.kind === 'locked')) throw error;
      await this.unlocker(memberId);
      return call();
    }
  }

  async activate(memberId: number, code: string): Promise<void> {
    const { slot, provider } = await this.slot(code);
    const member = await this.member(memberId);
    // the provider builds the name to its rules, from a number no other game account has
    const username = provider.accountName({ memberId, serial: await this.repo.nextSerial() });
    const password = newGamePassword();
    const passwordEnc = this.box.seal(password, ownerOf({ memberId, slotCode: code }));
    const existing = await this.repo.account(memberId, code);
    if (existing?.status === 'active') throw new AppError('SLOT_ALREADY_ACTIVE', 409);
    const claimed = existing
      ? await this.repo.claim(existing.id, 'pending', this.claimMs)
      : await this.repo.insertPending(
          { memberId, slotCode: code, username, passwordEnc },
          this.claimMs,
        );
    // another tap is activating it right now
    if (!claimed) throw new AppError('SLOT_ALREADY_ACTIVE', 409);
    try {
      await provider
        .createAccount(slot.code, { username, password, currency: member.currency })
        .catch(async (error: unknown) => {
          // made by an earlier attempt that died before marking it active: take it over
          if (error instanceof ProviderError && error.kind === 'exists') {
            return provider.resetPassword(slot.code, username, password);
          }
          throw error;
        });
    } catch (error) {
      await this.repo.deletePending(memberId, code);
      throw new AppError('SLOT_ACTIVATE_FAIL', 502, (error as Error).message);
    }
    await this.ledgerAccounts.memberAccount(memberId, 'game', member.currency, code);
    const row = await this.repo.account(memberId, code);
    // an operator moved the slot to another provider meanwhile (closing its accounts): this
    // account is at the old one, so it is not kept; the member activates again at the new one
    if (!row || !(await this.repo.activateAt(row.id, passwordEnc, code, provider.name))) {
      await this.repo.deletePending(memberId, code);
      throw new AppError('SLOT_ACTIVATE_FAIL', 409, 'the slot changed provider meanwhile');
    }
  }

  async credentials(memberId: number, code: string): Promise<GameAccount> {
    const { slot, account } = await this.active(memberId, code);
    return {
      username: account.username,
      password: this.box.open(account.passwordEnc, ownerOf(account)),
      // the fields a provider's own login form needs (spec §3 Game account `event`)
      event: { game: slot.code, name: slot.name, loginUrl: slot.web ?? '' },
    };
  }

  async resetPassword(memberId: number, code: string): Promise<void> {
    const { slot, account, provider } = await this.active(memberId, code);
    // one reset at a time, so the provider and our copy cannot end with different passwords
    if (!(await this.repo.claim(account.id, 'active', this.claimMs))) {
      throw new AppError('SLOT_RESET_PASSWORD_FAIL', 409, 'a reset is already running');
    }
    const password = newGamePassword();
    try {
      await provider.resetPassword(slot.code, account.username, password);
    } catch (error) {
      // In doubt the provider may hold either password: keep ours, the member can reset again.
      await this.repo.release(account.id);
      throw new AppError('SLOT_RESET_PASSWORD_FAIL', 502, (error as Error).message);
    }
    await this.repo.release(account.id, { passwordEnc: this.box.seal(password, ownerOf(account)) });
  }

  /**
   * spec §7 auto-login: the server launches the caller's own account. The path's username (and
   * password, for providers whose path carries one) must be that account's, else it is refused
   * as if there were no account: a member can never launch someone else's.
   */
  async launch(input: {
    memberId: number;
    code: string;
    username: string;
    password: string | undefined;
    lang: string;
  }): Promise<{ link: string }> {
    const { slot, account, provider } = await this.active(input.memberId, input.code);
    const passwordOk =
      input.password === undefined ||
      sameText(input.password, this.box.open(account.passwordEnc, ownerOf(account)));
    if (!sameText(input.username, account.username) || !passwordOk) {
      throw new AppError('SLOT_NO_ACCOUNT', 403, 'not the caller’s game account');
    }
    try {
      return {
        link: await this.unlockingOnce(input.memberId, () =>
          provider.launchLink(slot.code, {
            username: account.username,
            lang: input.lang,
            product: slot.product,
          }),
        ),
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('SERVICE_UNAVAILABLE', 503, (error as Error).message);
    }
  }

  private async member(id: number): Promise<MemberRow> {
    const member = await this.members.byId(id);
    if (!member) throw new AppError('NO_USER', 404);
    return member;
  }
}
