import {
  validateEditedBankAccountName,
  type Currency,
  type ErrorCode,
  type ParsedBodyOf,
  type ResponseOf,
  type api,
} from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { withTx } from '../../kernel/db/rows';
import { isUniqueViolation } from '../../kernel/db/errors';
import { members } from '../../kernel/members/tables';
import { AppError } from '../../kernel/lib/app-error';
import { hashPassword, verifyPassword } from '../../kernel/lib/secrets';
import type { SessionMember, SessionService } from '../auth/module';
import type { OtpService } from '../otp/module';
import type { SettingsService } from '../settings/module';
import type { MemberRepo, MemberRow } from '../../kernel/members/repo';
import {
  bankError,
  normalizeBankAccountName,
  parseInviteCode,
  phoneError,
  resolveCurrency,
  sourceError,
  type RegistrationContext,
} from '../../kernel/members/rules';

type Body<K extends keyof typeof api.account> = ParsedBodyOf<(typeof api.account)[K]>;
type ValidateInput = Body<'validate'>;
type RegisterInput = Body<'register'>;

const fail = (code: ErrorCode, status = 400): never => {
  throw new AppError(code, status);
};

/** Registration, profile and password rules of spec §4/§5, enforced on the server. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly repo: MemberRepo,
    private readonly settings: SettingsService,
    private readonly otp: OtpService,
    private readonly sessions: SessionService,
  ) {}

  /** Wizard step 3: everything entered so far; bank fields only when present. */
  async validate(
    input: ValidateInput,
  ): Promise<{ inviterId: number | null; ctx: RegistrationContext }> {
    const ctx = await this.context();
    const phone = phoneError(input.username, ctx.lao);
    if (phone) fail(phone);
    if (await this.repo.byPhone(input.username)) fail('EXISTING_USER', 409);
    const source = sourceError(input.sourceCode, ctx);
    if (source) fail(source);
    const inviterId = await this.resolveInviter(input.inviteCode);
    if (
      input.bankCode !== undefined ||
      input.bankAccountName !== undefined ||
      input.bankAccountNo !== undefined
    ) {
      if (!input.bankCode || !input.bankAccountName || !input.bankAccountNo) fail('KEY_MISSING');
      await this.checkBank(input.bankCode!, input.bankAccountName!, input.bankAccountNo!, ctx);
    }
    return { inviterId, ctx };
  }

  /** `from.ip`: spec §7's client sends no otpToken; its verified OTP is found by phone and address. */
  async register(input: RegisterInput, from: { ip?: string } = {}): Promise<void> {
    const { inviterId, ctx } = await this.validate(input);
    const currency = resolveCurrency(input.currency, ctx.lao);
    if (currency === 'INVALID') fail('INVALID_USER_INFO');
    await this.checkBank(
      input.bankCode,
      input.bankAccountName,
      input.bankAccountNo,
      ctx,
      currency as Currency,
    );
    const otpRequired = await this.settings.get('registerOTP');
    const passwordHash = await hashPassword(input.password);
    try {
      await withTx(this.db, async (tx) => {
        if (otpRequired) await this.otp.consume(tx, input.username, input.otpToken, from.ip);
        await tx.insert(members).values({
          phone: input.username,
          name: input.name,
          passwordHash,
          sourceCode: input.sourceCode || null,
          inviterId,
          bankCode: input.bankCode,
          bankAccountName: normalizeBankAccountName(input.bankAccountName),
          bankAccountNo: input.bankAccountNo,
          currency: currency as 'BAHT' | 'LAK',
        });
      });
    } catch (error) {
      // Two registrations racing past the checks above: the database's UNIQUE decides.
      const constraint = isUniqueViolation(error);
      if (constraint === 'members_phone_unique') fail('EXISTING_USER', 409);
      if (constraint === 'members_bank_account_unique') fail('EXISTING_BANK', 409);
      throw error;
    }
  }

  async profile(memberId: number): Promise<ResponseOf<typeof api.account.profile>> {
    const member = await this.member(memberId);
    const banks = await this.settings.get('banks');
    const bank = banks.find((b) => b.code === member.bankCode);
    return {
      profile: {
        _id: String(member.id),
        name: member.name,
        username: member.phone,
        createdAt: member.createdAt.toISOString(),
      },
      bankAccount: {
        bankCode: member.bankCode,
        bankAccountName: member.bankAccountName,
        bankAccountNo: member.bankAccountNo,
        bank: { nameTH: bank?.nameTH ?? member.bankCode, nameEN: bank?.nameEN ?? member.bankCode },
      },
    };
  }

  /**
   * PUT /api/account/profile: the name and the account name may change; the payout bank and
   * account number may not (a stolen session must not redirect withdrawals; docs/decisions/006).
   */
  async updateProfile(memberId: number, input: Body<'updateProfile'>): Promise<void> {
    const member = await this.member(memberId);
    if (input.bankCode !== member.bankCode || input.bankAccountNo !== member.bankAccountNo)
      fail('INVALID_BANK', 403);
    const ctx = await this.context();
    const bank = bankError(member.bankCode, input.bankAccountName, ctx);
    if (bank) fail(bank);
    await this.repo.update(memberId, {
      name: input.name,
      bankAccountName: normalizeBankAccountName(input.bankAccountName),
    });
  }

  /** spec §4 bank-name editing: A-Z and spaces, stored uppercase, for the member's own bank. */
  async updateBankAccountName(
    memberId: number,
    input: Body<'updateBankAccountName'>,
  ): Promise<void> {
    const member = await this.member(memberId);
    if (input.bankCode !== member.bankCode) fail('INVALID_BANK');
    const error = validateEditedBankAccountName(input.bankAccountName);
    if (error) fail(error === 'REQUIRED' ? 'KEY_MISSING' : error);
    await this.repo.update(memberId, {
      bankAccountName: normalizeBankAccountName(input.bankAccountName),
    });
  }

  /** Keeps the session that changed the password and ends every other one. */
  async changePassword(session: SessionMember, input: Body<'changePassword'>): Promise<void> {
    const member = await this.member(session.memberId);
    if (!(await verifyPassword(member.passwordHash, input.oldPassword))) fail('WRONG_PASSWORD');
    await this.repo.update(member.id, { passwordHash: await hashPassword(input.newPassword) });
    await this.sessions.revokeAllOf(member.id, session.sessionId);
  }

  private async member(id: number): Promise<MemberRow> {
    const member = await this.repo.byId(id);
    if (!member) throw new AppError('NO_USER', 404);
    return member;
  }

  private async checkBank(
    bankCode: string,
    name: string,
    accountNo: string,
    ctx: RegistrationContext,
    currency?: Currency,
  ): Promise<void> {
    const bank = bankError(bankCode, name, ctx, currency);
    if (bank) fail(bank);
    if (await this.repo.bankAccountTaken(bankCode, accountNo)) fail('EXISTING_BANK', 409);
  }

  private async resolveInviter(code: string | undefined): Promise<number | null> {
    const id = parseInviteCode(code);
    if (id === 'INVALID') return fail('INVALID_CODE');
    if (id === null) return null;
    if (!(await this.repo.byId(id))) fail('INVALID_CODE');
    return id;
  }

  private async context(): Promise<RegistrationContext> {
    const s = await this.settings.getMany(['site.deployment', 'banks', 'sources']);
    return { lao: s['site.deployment'] === 'LA', banks: s.banks, sources: s.sources };
  }
}
