import { sql } from 'drizzle-orm';
import type { StaffPrincipal } from '../../kernel/http/staff';
import { ROLE_PERMISSIONS, type StaffRole } from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { rows, withTx } from '../../kernel/db/rows';
import { AppError } from '../../kernel/lib/app-error';
import type { LoginLimiter } from '../auth/module';
import { SessionEnds } from '../../kernel/lib/session-ends';
import {
  burnPasswordCheck,
  hashPassword,
  newToken,
  sha256,
  verifyPassword,
} from '../../kernel/lib/secrets';
import type { CredentialBox } from '../../kernel/lib/credential-box';
import { newApiKey, newRecoveryCodes } from './secrets';
import { newTotpSecret, otpauthUri, totpStep } from './totp';

export type { StaffPrincipal } from '../../kernel/http/staff';

export interface StaffOptions {
  /** The name authenticator apps show beside the login. */
  issuer: string;
  idleMs: number;
  absoluteMs: number;
  setupMs: number;
}

interface StaffRow {
  id: string;
  login: string;
  name: string;
  role: StaffRole;
  status: 'pending' | 'active' | 'disabled';
  password_hash: string | null;
  totp_secret: string | null;
  totp_confirmed: boolean;
  totp_last_step: string;
  setup_expires_at: string | Date | null;
}

/** How often one server copy writes an API key's last use (the back-office shows it to the minute). */
const KEY_USE_WRITE_EVERY_MS = 60_000;
const BOOTSTRAP_LOGIN = 'owner';
const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

/**
 * Staff accounts, their sign-in and their keys (issue 11, docs/decisions/013). A person is added
 * with a one-time setup link (24 h) where they set a password (argon2id) and enrol an
 * authenticator (TOTP, a code used once); sign-in needs both, braked per login and per address.
 * Sessions end after `idleMs` without use and `absoluteMs` in all. The CLI uses personal API
 * keys; the operator token of earlier releases is the owner's bootstrap key.
 */
export class StaffService {
  /** Told when sessions end, so their chat sockets close at once (docs/decisions/016). */
  readonly ends = new SessionEnds();

  constructor(
    private readonly db: Db,
    private readonly box: CredentialBox,
    private readonly limiter: LoginLimiter,
    private readonly now: () => Date,
    private readonly options: StaffOptions,
  ) {}

  // ── accounts ─────────────────────────────────────────────────────────────────────────────

  /**
   * The owner account and its bootstrap key (the operator token), kept in step with the token.
   * Answers 'revoked' when staff revoked this very token: it stays revoked (docs/decisions/013).
   */
  async bootstrap(operatorToken: string): Promise<'active' | 'revoked'> {
    return withTx(this.db, async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(727277)`);
      await tx.execute(
        sql`INSERT INTO staff (login, name, role, status) VALUES (${BOOTSTRAP_LOGIN}, 'Owner', 'owner', 'pending')
            ON CONFLICT (login) DO NOTHING`,
      );
      const hash = sha256(operatorToken);
      // a token already known keeps its state: a revoked one is not issued again (that would
      // undo the revocation, and the unique hash made every start of every copy crash)
      const [known] = await rows<{ revoked: boolean }>(
        tx,
        sql`SELECT revoked_at IS NOT NULL AS revoked FROM staff_api_keys WHERE key_hash = ${hash}`,
      );
      if (known) return known.revoked ? 'revoked' : 'active';
      // the token changed (OPERATOR_TOKEN): the old bootstrap key stops working
      await tx.execute(
        sql`UPDATE staff_api_keys SET revoked_at = now() WHERE name = 'bootstrap' AND revoked_at IS NULL
              AND staff_id = (SELECT id FROM staff WHERE login = ${BOOTSTRAP_LOGIN})`,
      );
      await tx.execute(
        sql`INSERT INTO staff_api_keys (staff_id, name, prefix, key_hash)
            SELECT id, 'bootstrap', 'operator-token', ${hash} FROM staff WHERE login = ${BOOTSTRAP_LOGIN}`,
      );
      return 'active';
    });
  }

  async add(input: { login: string; name: string; role: StaffRole }) {
    const token = newToken();
    const expiresAt = new Date(this.now().getTime() + this.options.setupMs);
    const inserted = await rows<{ id: string }>(
      this.db,
      sql`INSERT INTO staff (login, name, role, status, setup_token_hash, setup_expires_at)
          VALUES (${input.login}, ${input.name}, ${input.role}, 'pending', ${sha256(token)}, ${expiresAt})
          ON CONFLICT (login) DO NOTHING RETURNING id::text`,
    );
    if (!inserted.length) throw new AppError('STAFF_EXISTS', 409);
    return {
      login: input.login,
      setupPath: `/backoffice/setup/${token}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * A new setup link: password and authenticator again; sessions end and API keys are revoked
   * (a reset is for a person whose credentials may be known to someone else, decision 013).
   */
  async reset(login: string) {
    const token = newToken();
    const expiresAt = new Date(this.now().getTime() + this.options.setupMs);
    return withTx(this.db, async (tx) => {
      const [row] = await rows<{ id: string }>(
        tx,
        sql`UPDATE staff SET status = 'pending', password_hash = NULL, totp_secret = NULL,
              totp_confirmed = false, setup_token_hash = ${sha256(token)}, setup_expires_at = ${expiresAt}
            WHERE login = ${login} RETURNING id::text`,
      );
      if (!row) throw new AppError('NO_DATA', 404);
      await this.endSessions(Number(row.id), tx);
      await this.revokeKeys(Number(row.id), tx);
      await tx.execute(sql`DELETE FROM staff_recovery_codes WHERE staff_id = ${row.id}`);
      return { login, setupPath: `/backoffice/setup/${token}`, expiresAt: expiresAt.toISOString() };
    });
  }

  async update(login: string, change: { role?: StaffRole; status?: 'active' | 'disabled' }) {
    const [current] = await rows<{
      id: string;
      role: StaffRole;
      status: string;
      totp_confirmed: boolean;
    }>(
      this.db,
      sql`SELECT id::text, role, status, totp_confirmed FROM staff WHERE login = ${login}`,
    );
    if (!current) throw new AppError('NO_DATA', 404);
    // an account that never finished setup stays pending until it does
    const status =
      change.status === 'active' && !current.totp_confirmed
        ? 'pending'
        : (change.status ?? current.status);
    const role = change.role ?? current.role;
    await withTx(this.db, async (tx) => {
      await tx.execute(
        sql`UPDATE staff SET role = ${role}, status = ${status} WHERE id = ${current.id}`,
      );
      if (status === 'disabled' || role !== current.role) {
        await this.endSessions(Number(current.id), tx);
      }
      // disabled: the keys are revoked, not only paused, so enabling again revives none of them
      if (status === 'disabled') await this.revokeKeys(Number(current.id), tx);
    });
    return { login, role, status };
  }

  /** One staff member as the list shows them (the audit's "before" of a change). */
  async one(login: string) {
    return (await this.list(login))[0] ?? null;
  }

  async list(login?: string) {
    const list = await rows<{
      login: string;
      name: string;
      role: StaffRole;
      status: 'pending' | 'active' | 'disabled';
      last_login_at: string | Date | null;
      created_at: string | Date;
    }>(
      this.db,
      sql`SELECT login, name, role, status, last_login_at, created_at FROM staff
          ${login === undefined ? sql`` : sql`WHERE login = ${login}`} ORDER BY id`,
    );
    return list.map((s) => ({
      login: s.login,
      name: s.name,
      role: s.role,
      status: s.status,
      lastLoginAt: iso(s.last_login_at),
      createdAt: iso(s.created_at)!,
    }));
  }

  // ── setup ────────────────────────────────────────────────────────────────────────────────

  private async bySetupToken(token: string, db: Db = this.db, lock = false): Promise<StaffRow> {
    const [row] = await rows<StaffRow>(
      db,
      sql`SELECT id::text, login, name, role, status, password_hash, totp_secret, totp_confirmed,
            totp_last_step::text, setup_expires_at
          FROM staff WHERE setup_token_hash = ${sha256(token)} ${lock ? sql`FOR UPDATE` : sql``}`,
    );
    if (!row || row.status !== 'pending' || !row.setup_expires_at) {
      throw new AppError('SETUP_LINK_INVALID', 404);
    }
    if (new Date(row.setup_expires_at) <= this.now()) throw new AppError('SETUP_LINK_INVALID', 404);
    return row;
  }

  /** Who a live setup link is for, as the audit names them (the link itself is never logged). */
  async setupPrincipal(token: string): Promise<StaffPrincipal> {
    const row = await this.bySetupToken(token);
    return {
      staffId: Number(row.id),
      login: row.login,
      name: row.name,
      role: row.role,
      via: 'session',
      sessionId: null,
      apiKeyId: null,
      csrfToken: null,
    };
  }

  async setupInfo(token: string) {
    const row = await this.bySetupToken(token);
    return {
      login: row.login,
      name: row.name,
      role: row.role,
      expiresAt: iso(row.setup_expires_at)!,
    };
  }

  /** Step 1: the password; answers a new authenticator secret to enrol (not confirmed yet). */
  async setupPassword(token: string, password: string) {
    const row = await this.bySetupToken(token);
    const secret = newTotpSecret();
    await this.db.execute(
      sql`UPDATE staff SET password_hash = ${await hashPassword(password)},
            totp_secret = ${this.box.seal(secret, `staff:${row.id}`)}, totp_confirmed = false
          WHERE id = ${row.id}`,
    );
    return { otpauthUri: otpauthUri(secret, row.login, this.options.issuer), secret };
  }

  /** Step 2: a code from the authenticator confirms it; the account is active, the link used. */
  async setupTotp(token: string, code: string) {
    return withTx(this.db, async (tx) => {
      const row = await this.bySetupToken(token, tx, true);
      if (!row.password_hash || !row.totp_secret) throw new AppError('SETUP_LINK_INVALID', 409);
      const secret = this.box.open(row.totp_secret, `staff:${row.id}`);
      const step = totpStep(secret, code, this.now());
      if (step === null) throw new AppError('TOTP_INVALID', 400);
      const codes = newRecoveryCodes();
      await tx.execute(
        sql`UPDATE staff SET status = 'active', totp_confirmed = true, totp_last_step = ${step},
              setup_token_hash = NULL, setup_expires_at = NULL
            WHERE id = ${row.id}`,
      );
      await tx.execute(sql`DELETE FROM staff_recovery_codes WHERE staff_id = ${row.id}`);
      for (const c of codes) {
        await tx.execute(
          sql`INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (${row.id}, ${sha256(c)})`,
        );
      }
      return { recoveryCodes: codes };
    });
  }

  // ── sign-in and sessions ─────────────────────────────────────────────────────────────────

  /**
   * Password and a fresh code (or an unused recovery code). Every failure answers the same
   * WRONG_CREDENTIAL, so nobody learns which part was wrong; the brake counts them.
   */
  async login(
    input: { login: string; password: string; code: string },
    meta: { ip: string; userAgent: string | undefined },
  ) {
    // counted before anything is checked, in one step with the decision (decision 013)
    const attempt = await this.limiter.takeStaffAttempt(input.login, meta.ip);
    if (attempt !== 'ok') throw new AppError('REQUEST_LIMIT', 429, attempt);
    const fail = async (): Promise<never> => {
      throw new AppError('WRONG_CREDENTIAL', 401);
    };
    const [row] = await rows<StaffRow>(
      this.db,
      sql`SELECT id::text, login, name, role, status, password_hash, totp_secret, totp_confirmed,
            totp_last_step::text, setup_expires_at FROM staff WHERE login = ${input.login}`,
    );
    if (!row?.password_hash) {
      await burnPasswordCheck(input.password);
      return fail();
    }
    if (!(await verifyPassword(row.password_hash, input.password))) return fail();
    if (row.status !== 'active' || !row.totp_confirmed || !row.totp_secret) return fail();
    if (!(await this.secondFactor(row, input.code))) return fail();
    await this.limiter.staffSignedIn(input.login, meta.ip);
    const token = newToken();
    const csrfToken = newToken();
    const now = this.now();
    const [session] = await rows<{ id: string }>(
      this.db,
      sql`INSERT INTO staff_sessions (staff_id, token_hash, csrf_token, ip, user_agent, created_at, last_seen_at, expires_at)
          VALUES (${row.id}, ${sha256(token)}, ${csrfToken}, ${meta.ip}, ${meta.userAgent?.slice(0, 300) ?? null},
            ${now}, ${now}, ${new Date(now.getTime() + this.options.absoluteMs)})
          RETURNING id::text`,
    );
    await this.db.execute(sql`UPDATE staff SET last_login_at = ${now} WHERE id = ${row.id}`);
    const principal: StaffPrincipal = {
      staffId: Number(row.id),
      login: row.login,
      name: row.name,
      role: row.role,
      via: 'session',
      sessionId: Number(session!.id),
      apiKeyId: null,
      csrfToken,
    };
    return { token, principal };
  }

  /** A TOTP code of a step later than the last one used, or an unused recovery code. */
  private async secondFactor(row: StaffRow, code: string): Promise<boolean> {
    if (/^\d{6}$/.test(code)) {
      const secret = this.box.open(row.totp_secret!, `staff:${row.id}`);
      const step = totpStep(secret, code, this.now());
      if (step === null) return false;
      // conditional: two sign-ins racing with one code cannot both pass
      const used = await rows<{ id: string }>(
        this.db,
        sql`UPDATE staff SET totp_last_step = ${step}
            WHERE id = ${row.id} AND totp_last_step < ${step} RETURNING id::text`,
      );
      return used.length === 1;
    }
    const used = await rows<{ id: string }>(
      this.db,
      sql`UPDATE staff_recovery_codes SET used_at = now()
          WHERE id = (SELECT id FROM staff_recovery_codes
                      WHERE staff_id = ${row.id} AND code_hash = ${sha256(code)} AND used_at IS NULL
                      LIMIT 1 FOR UPDATE)
          RETURNING id::text`,
    );
    return used.length === 1;
  }

  /** The live session behind a cookie (idle and absolute limits, active staff), touched. */
  async resolveSession(token: string): Promise<StaffPrincipal | undefined> {
    const now = this.now();
    const idleSince = new Date(now.getTime() - this.options.idleMs);
    const [row] = await rows<{
      session_id: string;
      staff_id: string;
      login: string;
      name: string;
      role: StaffRole;
      csrf_token: string;
      last_seen_at: string | Date;
    }>(
      this.db,
      sql`SELECT ss.id::text AS session_id, s.id::text AS staff_id, s.login, s.name, s.role,
            ss.csrf_token, ss.last_seen_at
          FROM staff_sessions ss JOIN staff s ON s.id = ss.staff_id
          WHERE ss.token_hash = ${sha256(token)} AND ss.revoked_at IS NULL
            AND ss.expires_at > ${now} AND ss.last_seen_at > ${idleSince} AND s.status = 'active'`,
    );
    if (!row) return undefined;
    // touched at most once a minute: a busy screen does not write on every call
    if (now.getTime() - new Date(row.last_seen_at).getTime() > 60_000) {
      await this.db.execute(
        sql`UPDATE staff_sessions SET last_seen_at = ${now} WHERE id = ${row.session_id}`,
      );
    }
    return {
      staffId: Number(row.staff_id),
      login: row.login,
      name: row.name,
      role: row.role,
      via: 'session',
      sessionId: Number(row.session_id),
      apiKeyId: null,
      csrfToken: row.csrf_token,
    };
  }

  /** When this copy last wrote each API key's `last_used_at` (ms since the epoch). */
  private readonly keyUseWritten = new Map<number, number>();

  /**
   * Records that an API key was used, at most once a minute per key and copy: the back-office
   * shows the last use to the minute, and a script calling many times a second would otherwise
   * write the row on every call. Not awaited: a failed write never fails the call.
   */
  private noteKeyUsed(keyId: number): void {
    const now = this.now().getTime();
    const last = this.keyUseWritten.get(keyId);
    if (last !== undefined && now - last < KEY_USE_WRITE_EVERY_MS) return;
    this.keyUseWritten.set(keyId, now);
    void this.db
      .execute(sql`UPDATE staff_api_keys SET last_used_at = now() WHERE id = ${keyId}`)
      .catch(() => this.keyUseWritten.delete(keyId));
  }

  async resolveApiKey(key: string): Promise<StaffPrincipal | undefined> {
    const [row] = await rows<{
      key_id: string;
      staff_id: string;
      login: string;
      name: string;
      role: StaffRole;
      status: string;
    }>(
      this.db,
      sql`SELECT k.id::text AS key_id, s.id::text AS staff_id, s.login, s.name, s.role, s.status
          FROM staff_api_keys k JOIN staff s ON s.id = k.staff_id
          WHERE k.key_hash = ${sha256(key)} AND k.revoked_at IS NULL`,
    );
    // the bootstrap key works while its owner is pending (nobody has set up the back-office yet)
    if (!row || row.status === 'disabled') return undefined;
    this.noteKeyUsed(Number(row.key_id));
    return {
      staffId: Number(row.staff_id),
      login: row.login,
      name: row.name,
      role: row.role,
      via: 'api_key',
      sessionId: null,
      apiKeyId: Number(row.key_id),
      csrfToken: null,
    };
  }

  async logout(sessionId: number): Promise<void> {
    await this.db.execute(
      sql`UPDATE staff_sessions SET revoked_at = now() WHERE id = ${sessionId}`,
    );
    this.ends.ended({ kind: 'staff-session', sessionId });
  }

  async endSessions(staffId: number, db: Db = this.db): Promise<number> {
    const ended = await rows<{ id: string }>(
      db,
      sql`UPDATE staff_sessions SET revoked_at = now()
          WHERE staff_id = ${staffId} AND revoked_at IS NULL RETURNING id::text`,
    );
    // every socket of theirs, whatever session opened it (disable, reset, role change)
    this.ends.ended({ kind: 'staff', staffId });
    return ended.length;
  }

  view(p: StaffPrincipal) {
    return {
      staff: {
        id: p.staffId,
        login: p.login,
        name: p.name,
        role: p.role,
        permissions: [...ROLE_PERMISSIONS[p.role]],
      },
      csrfToken: p.csrfToken ?? '',
    };
  }

  // ── API keys ─────────────────────────────────────────────────────────────────────────────

  async createKey(login: string, name: string) {
    const { key, prefix } = newApiKey();
    const [row] = await rows<{ id: string }>(
      this.db,
      sql`INSERT INTO staff_api_keys (staff_id, name, prefix, key_hash)
          SELECT id, ${name}, ${prefix}, ${sha256(key)} FROM staff WHERE login = ${login}
          RETURNING id::text`,
    );
    if (!row) throw new AppError('NO_DATA', 404);
    return { id: row.id, key, prefix };
  }

  /** Every live key of a person (a reset or a disable, decision 013). */
  private async revokeKeys(staffId: number, db: Db): Promise<void> {
    await db.execute(
      sql`UPDATE staff_api_keys SET revoked_at = now() WHERE staff_id = ${staffId} AND revoked_at IS NULL`,
    );
  }

  async revokeKey(id: string) {
    const [row] = await rows<{ id: string; revoked_at: string | Date }>(
      this.db,
      sql`UPDATE staff_api_keys SET revoked_at = COALESCE(revoked_at, now())
          WHERE id = ${id} RETURNING id::text, revoked_at`,
    );
    if (!row) throw new AppError('NO_DATA', 404);
    return { id: row.id, revokedAt: iso(row.revoked_at)! };
  }

  async keys() {
    const list = await rows<{
      id: string;
      login: string;
      name: string;
      prefix: string;
      created_at: string | Date;
      last_used_at: string | Date | null;
      revoked_at: string | Date | null;
    }>(
      this.db,
      sql`SELECT k.id::text, s.login, k.name, k.prefix, k.created_at, k.last_used_at, k.revoked_at
          FROM staff_api_keys k JOIN staff s ON s.id = k.staff_id ORDER BY k.id DESC`,
    );
    return list.map((k) => ({
      id: k.id,
      login: k.login,
      name: k.name,
      prefix: k.prefix,
      createdAt: iso(k.created_at)!,
      lastUsedAt: iso(k.last_used_at),
      revokedAt: iso(k.revoked_at),
    }));
  }
}
