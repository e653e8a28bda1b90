import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  TRANSFER_MIN_BAHT,
  WALLET_CODE,
  fromMinor,
  toMinor,
  type Currency,
  type MoneyMovedResponse,
} from '@wallet/contract';
import { isDefiniteFailure, ProviderError } from '../../adapters/game-providers/interface';
import type { Db, Tx } from '../../kernel/db/client';
import { rows, withTx } from '../../kernel/db/rows';
import { ledgerAccounts } from '../../kernel/ledger/tables';
import { AppError } from '../../kernel/lib/app-error';
import type { LedgerAccount, LedgerAccounts, MemberBook } from '../../kernel/ledger/accounts';
import { InsufficientFunds } from '../../kernel/ledger/errors';
import type { RequestContext } from '../../kernel/ledger/idempotency';
import type { Ledger } from '../../kernel/ledger/ledger';
import type { MemberRepo } from '../../kernel/members/repo';
import type { BalanceSync } from './balance-sync';
import type { ActiveGame, GameAccountService } from './game-accounts';
import type { TransferRow, WalletRepo } from './repo';

/** How one leg (wallet ↔ one game) ended. */
/** `credit_low`: the aggregator refused money in for its agent credit (decision 024). */
export type LegOutcome = 'settled' | 'failed' | 'insufficient' | 'credit_low' | 'pending';
type ProviderOutcome = 'applied' | 'refused' | 'insufficient' | 'unknown';
type Side = typeof WALLET_CODE | ActiveGame;
/** Accounts the request already holds, so settling does not look them up again. */
interface Known {
  book: MemberBook;
  game: LedgerAccount;
  walletAfter?: number | undefined;
}

export interface TransferHooks {
  /** Tests: runs after the debit is committed, before the provider is called (a crash there). */
  afterDebit?: (ref: string) => void | Promise<void>;
}

const MINIMUM = toMinor(TRANSFER_MIN_BAHT);

/**
 * Transfers between the wallet and game accounts (spec §5, ARCHITECTURE § Money). Each leg:
 * (1) one entry moves the money into the member's in-flight account and records the transfer
 * as pending; (2) the provider is called with our transfer id; (3) one entry settles it into the
 * destination, or reverses it back to where it came from. When the provider's answer is in
 * doubt the same call is sent again (a provider applies an id once), then looked up by id; if it
 * is still unknown the transfer stays pending for the recovery job. TRANSFER_FAIL therefore
 * always means the money is back where it was.
 *
 * Game to game goes through the wallet in two legs: if the second fails, the money is in the
 * wallet, which is what TRANSFER_FAIL tells the member.
 */
export class TransferService {
  hooks: TransferHooks = {};

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly accounts: LedgerAccounts,
    private readonly repo: WalletRepo,
    private readonly games: GameAccountService,
    private readonly sync: BalanceSync,
    private readonly members: MemberRepo,
  ) {}

  /** `input.amount` in minor units (converted at the route). */
  async transfer(
    memberId: number,
    input: { from: string; to: string; amount: number },
    ctx: RequestContext,
  ): Promise<MoneyMovedResponse> {
    // spec §5, in the modal's order: same account, minimum, then the accounts themselves
    if (input.from === input.to) throw new AppError('TRANSFER_SAME_ACCOUNT', 400);
    const { amount } = input;
    if (amount < MINIMUM) throw new AppError('TRANSFER_MINIMUM', 400);
    const from = await this.side(memberId, input.from);
    const to = await this.side(memberId, input.to);
    const book = await this.book(memberId);
    if (from === WALLET_CODE && to !== WALLET_CODE) {
      expectSettled(await this.toGame(book, to, amount, ctx, true));
    } else if (from !== WALLET_CODE && to === WALLET_CODE) {
      expectSettled(await this.fromGame(book, from, amount, ctx, true));
    } else if (from !== WALLET_CODE && to !== WALLET_CODE) {
      expectSettled(await this.fromGame(book, from, amount, ctx, false));
      expectSettled(await this.toGame(book, to, amount, ctx, true));
    }
    // the last leg stored the answer with its settlement: that one, not a fresh read
    return (ctx.answered() as MoneyMovedResponse | undefined) ?? this.answer(book);
  }

  /**
   * Everything into `to` (spec §7 transferAll): every other active game is emptied into the
   * wallet, then, when `to` is a game, the whole wallet goes there. A leg that fails leaves its
   * money where it was and the others still run.
   */
  async transferAll(memberId: number, to: string, ctx: RequestContext) {
    const target = await this.side(memberId, to);
    const book = await this.book(memberId);
    const sources = (await this.games.activeAll(memberId)).filter(
      (g) => target === WALLET_CODE || g.slot.code !== target.slot.code,
    );
    const outcomes: LegOutcome[] = [];
    for (const game of sources) {
      await ctx.touch();
      const account = await this.gameAccount(book, game);
      const balance = await this.sync.sync(game, account).catch(() => this.balanceOf(account.id));
      if (balance > 0)
        outcomes.push(await leg(this.fromGame(book, game, balance, ctx, false, true)));
    }
    if (target !== WALLET_CODE) {
      await ctx.touch();
      const wallet = await this.balanceOf(book.wallet.id);
      if (wallet > 0) outcomes.push(await leg(this.toGame(book, target, wallet, ctx, false)));
    }
    if (outcomes.includes('pending')) throw new AppError('TRANSFER_PENDING', 504);
    if (outcomes.includes('failed')) throw new AppError('TRANSFER_FAIL', 502);
    if (outcomes.includes('credit_low') && !outcomes.includes('settled'))
      throw new AppError('PROVIDER_CREDIT_LOW', 503);
    if (!outcomes.includes('settled')) throw new AppError('MONEY_NOT_ENOUGH', 400);
    return this.answer(book);
  }

  /** Wallet → game. */
  async toGame(
    book: MemberBook,
    game: ActiveGame,
    amount: number,
    ctx: RequestContext,
    final: boolean,
  ) {
    const { transfer, walletAfter } = await this.open(book, game, 'to_game', amount, ctx, [
      { accountId: book.wallet.id, amount: -amount },
      { accountId: book.inFlight.id, amount },
    ]);
    await this.hooks.afterDebit?.(transfer.ref);
    const order = { username: game.account.username, ref: transfer.ref, amount };
    // a lock left from a lifted exclusion is undone first (refused while one is in force)
    const outcome = await this.ask(game, transfer.ref, () =>
      this.games
        .unlockingOnce(book.memberId, () => game.provider.deposit(game.slot.code, order))
        .catch((error: unknown) => {
          if (error instanceof AppError) throw new ProviderError('locked', error.code);
          throw error;
        }),
    );
    // answered with the wallet as this transfer's debit left it
    const known = { book, game: await this.gameAccount(book, game), walletAfter };
    return this.finish(transfer, outcome, final ? ctx : undefined, known);
  }

  /** Game → wallet: the provider pays out first (in flight on our side), then the wallet. */
  async fromGame(
    book: MemberBook,
    game: ActiveGame,
    amount: number,
    ctx: RequestContext,
    final: boolean,
    synced = false,
  ) {
    const gameAccount = await this.gameAccount(book, game);
    // catch up with play at the provider first; a failed read does not stop the withdrawal
    if (!synced) await this.sync.sync(game, gameAccount).catch(() => undefined);
    const { transfer } = await this.open(book, game, 'from_game', amount, ctx, [
      { accountId: gameAccount.id, amount: -amount },
      { accountId: book.inFlight.id, amount },
    ]);
    await this.hooks.afterDebit?.(transfer.ref);
    const order = { username: game.account.username, ref: transfer.ref, amount };
    const outcome = await this.ask(game, transfer.ref, () =>
      game.provider.withdraw(game.slot.code, order),
    );
    return this.finish(transfer, outcome, final ? ctx : undefined, { book, game: gameAccount });
  }

  /**
   * Settles (into the destination) or reverses (back to the source) a pending transfer, once:
   * the status update is conditional, so the request and the recovery job cannot both do it.
   * With `ctx`, the request's answer is stored in the same transaction.
   */
  async resolve(
    transfer: TransferRow,
    action: 'settle' | 'reverse',
    ctx?: RequestContext,
    failure: {
      status: number;
      code: 'TRANSFER_FAIL' | 'MONEY_NOT_ENOUGH' | 'PROVIDER_CREDIT_LOW';
    } = {
      status: 502,
      code: 'TRANSFER_FAIL',
    },
    known?: Known,
  ): Promise<boolean> {
    const currency = transfer.currency as Currency;
    const book = known?.book ?? (await this.accounts.book(transfer.memberId, currency));
    const game =
      known?.game ??
      (await this.accounts.memberAccount(transfer.memberId, 'game', currency, transfer.slotCode));
    // settle: where the money was going; reverse: where it came from
    const forward = transfer.direction === 'to_game' ? game : book.wallet;
    const back = transfer.direction === 'to_game' ? book.wallet : game;
    const destination = action === 'settle' ? forward : back;
    return withTx(this.db, async (tx) => {
      const status = action === 'settle' ? 'settled' : 'reversed';
      const [row] = await rows(
        tx,
        sql`UPDATE transfers SET status = ${status}, updated_at = now()
            WHERE id = ${transfer.id} AND status = 'pending' RETURNING id`,
      );
      if (!row) return false;
      const { balances } = await this.ledger.post(
        {
          kind: action === 'settle' ? 'transfer_settle' : 'transfer_reverse',
          source: { kind: 'transfer', id: transfer.ref },
          memberId: transfer.memberId,
          postings: [
            { accountId: book.inFlight.id, amount: -Number(transfer.amount) },
            { accountId: destination.id, amount: Number(transfer.amount) },
          ],
        },
        tx,
      );
      if (ctx && action === 'settle') {
        const wallet =
          balances.get(book.wallet.id) ??
          known?.walletAfter ??
          (await this.balanceOf(book.wallet.id, tx));
        await ctx.complete(tx, 200, { message: 'OK', wallet: { amount: fromMinor(wallet) } });
      } else if (ctx) {
        await ctx.complete(tx, failure.status, { message: failure.code });
      }
      return true;
    });
  }

  /** Step 1: the transfer row and the entry into in-flight, in one transaction. */
  private async open(
    book: MemberBook,
    game: ActiveGame,
    direction: TransferRow['direction'],
    amount: number,
    ctx: RequestContext,
    postings: { accountId: number; amount: number }[],
  ): Promise<{ transfer: TransferRow; walletAfter: number | undefined }> {
    const ref = randomUUID();
    try {
      return await withTx(this.db, async (tx) => {
        // the guards decide here, with the member locked, in the transaction of the debit: a
        // break, an exclusion or a bonus ending cannot slip in between (decision 019)
        const guard = await this.ledger.guards.inside(tx, {
          memberId: book.memberId,
          action: direction === 'to_game' ? 'transfer_to_game' : 'release',
          amount,
        });
        if (direction === 'to_game') await this.slotStillServes(tx, game);
        const [row] = await rows<{ id: string }>(
          tx,
          sql`INSERT INTO transfers (ref, member_id, request_id, slot_code, direction, amount, currency)
              VALUES (${ref}, ${book.memberId}, ${ctx.requestId}, ${game.slot.code}, ${direction},
                      ${amount}, ${book.currency})
              RETURNING id::text`,
        );
        const { balances } = await this.ledger.post(
          {
            kind: 'transfer_debit',
            source: { kind: 'transfer', id: ref },
            memberId: book.memberId,
            memo:
              direction === 'to_game' ? `wallet → ${game.slot.code}` : `${game.slot.code} → wallet`,
            guard,
            postings,
          },
          tx,
        );
        const transfer: TransferRow = {
          id: Number(row!.id),
          ref,
          memberId: book.memberId,
          requestId: ctx.requestId,
          slotCode: game.slot.code,
          direction,
          amount,
          currency: book.currency,
          status: 'pending',
          attempts: 0,
          lastError: null,
          createdAt: new Date(),
          updatedAt: new Date(),
        };
        return { transfer, walletAfter: balances.get(book.wallet.id) };
      });
    } catch (error) {
      if (error instanceof InsufficientFunds) throw new AppError('MONEY_NOT_ENOUGH', 400);
      throw error;
    }
  }

  /**
   * Money into a game only while the slot is served by the provider about to be called, to the
   * account this transfer read: the slot row is held `FOR SHARE` until the debit commits, so an
   * operator's provider change (which takes it `FOR UPDATE`, then refuses while money is held in
   * the slot) either committed before, and is seen here, or waits and sees this transfer.
   */
  private async slotStillServes(tx: Tx, game: ActiveGame): Promise<void> {
    const [slot] = await rows<{ provider: string; enabled: boolean; account: boolean }>(
      tx,
      sql`SELECT s.provider, s.enabled,
                 EXISTS (SELECT 1 FROM game_accounts a
                          WHERE a.id = ${game.account.id} AND a.status = 'active') AS account
            FROM game_slots s WHERE s.code = ${game.slot.code} FOR SHARE OF s`,
    );
    if (!slot || !slot.enabled) throw new AppError('NO_GAME', 404, 'slot hidden meanwhile');
    if (slot.provider !== game.provider.name || !slot.account)
      throw new AppError('SLOT_PROVIDER_CHANGED', 409, `${game.slot.code} is served elsewhere`);
  }

  /**
   * Step 2: the provider call. A definite refusal is final. An answer in doubt is asked again
   * with the same id (never applied twice), then looked up by id; still unknown stays unknown.
   */
  private async ask(game: ActiveGame, ref: string, call: () => Promise<unknown>) {
    try {
      await call();
      return 'applied' satisfies ProviderOutcome;
    } catch (first) {
      if (isDefiniteFailure(first))
        return first.kind === 'insufficient' ? 'insufficient' : 'refused';
    }
    try {
      await call();
      return 'applied';
    } catch {
      // a refusal now says nothing about the first call, which may have been applied
    }
    const found = await game.provider.findTransfer(game.slot.code, ref).catch(() => null);
    return found ? 'applied' : ('unknown' satisfies ProviderOutcome);
  }

  /** Step 3: settle, reverse, or leave pending; answers how the leg ended. */
  private async finish(
    transfer: TransferRow,
    outcome: ProviderOutcome,
    ctx: RequestContext | undefined,
    known: Known,
  ): Promise<LegOutcome> {
    if (outcome === 'unknown') {
      await this.repo.noteAttempt(transfer.id, 'provider answer in doubt');
      return 'pending';
    }
    // money into a game was debited from a wallet that had it: a provider saying "not enough"
    // then means its agent credit with the aggregator ran out, not the member's money
    const creditLow = outcome === 'insufficient' && transfer.direction === 'to_game';
    const failure = creditLow
      ? ({ status: 503, code: 'PROVIDER_CREDIT_LOW' } as const)
      : outcome === 'insufficient'
        ? ({ status: 400, code: 'MONEY_NOT_ENOUGH' } as const)
        : ({ status: 502, code: 'TRANSFER_FAIL' } as const);
    const action = outcome === 'applied' ? 'settle' : 'reverse';
    const mine = await this.resolve(transfer, action, ctx, failure, known);
    // resolved here, or a moment ago by the recovery job: then the row says which way
    const status = mine
      ? action === 'settle'
        ? 'settled'
        : 'reversed'
      : (await this.repo.transfer(transfer.ref))?.status;
    if (status === 'settled') return 'settled';
    if (status === 'reversed')
      return creditLow ? 'credit_low' : outcome === 'insufficient' ? 'insufficient' : 'failed';
    return 'pending';
  }

  /**
   * Waits until none of the member's transfers into a game is in flight (at most `ms`): called
   * once new ones are refused (an exclusion, a bonus ending), so emptying the games afterwards
   * finds everything. Answers whether none is left.
   */
  async settleInFlight(memberId: number, ms: number): Promise<boolean> {
    const until = Date.now() + ms;
    for (;;) {
      const [row] = await rows<{ n: number }>(
        this.db,
        sql`SELECT count(*)::int AS n FROM transfers
            WHERE member_id = ${memberId} AND direction = 'to_game' AND status = 'pending'`,
      );
      if (!row || Number(row.n) === 0) return true;
      if (Date.now() >= until) return false;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  private async side(memberId: number, code: string): Promise<Side> {
    if (code === WALLET_CODE) return WALLET_CODE;
    try {
      return await this.games.active(memberId, code);
    } catch (error) {
      // spec §8 NO_GAME: an unknown slot, or one the member has not opened
      if (error instanceof AppError && error.code === 'SLOT_NO_ACCOUNT') {
        throw new AppError('NO_GAME', 404);
      }
      throw error;
    }
  }

  private async book(memberId: number): Promise<MemberBook> {
    return this.accounts.book(memberId, async () => {
      const member = await this.members.byId(memberId);
      if (!member) throw new AppError('NO_USER', 404);
      return member.currency;
    });
  }

  private async gameAccount(book: MemberBook, game: ActiveGame): Promise<LedgerAccount> {
    return (
      book.games.get(game.slot.code) ??
      this.accounts.memberAccount(book.memberId, 'game', book.currency, game.slot.code)
    );
  }

  private async balanceOf(accountId: number, db: Db = this.db): Promise<number> {
    const [row] = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accountId));
    return Number(row?.balance ?? 0);
  }

  private async answer(book: MemberBook): Promise<MoneyMovedResponse> {
    return { message: 'OK', wallet: { amount: fromMinor(await this.balanceOf(book.wallet.id)) } };
  }
}

/** A single transfer answers each way a leg can end with its §8 code. */
function expectSettled(outcome: LegOutcome): void {
  if (outcome === 'settled') return;
  if (outcome === 'insufficient') throw new AppError('MONEY_NOT_ENOUGH', 400);
  if (outcome === 'credit_low') throw new AppError('PROVIDER_CREDIT_LOW', 503);
  if (outcome === 'pending') throw new AppError('TRANSFER_PENDING', 504);
  throw new AppError('TRANSFER_FAIL', 502);
}

/** In transferAll a leg refused for lack of money is skipped, not fatal. */
async function leg(run: Promise<LegOutcome>): Promise<LegOutcome> {
  try {
    return await run;
  } catch (error) {
    if (error instanceof AppError && error.code === 'MONEY_NOT_ENOUGH') return 'insufficient';
    throw error;
  }
}
