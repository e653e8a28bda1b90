import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Staff sign-in attempts, one counter per `login:<login>` and per `ip:<address>` over a window
 * from its first attempt (decision 013). Apart from the members' failures, so members failing
 * from an address never brake staff there; one upsert counts and decides, so concurrent guesses
 * cannot all pass a check made before any of them was recorded.
 */
export const staffLoginBrakes = pgTable('staff_login_brakes', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull(),
});

/*
 * ── Staff and the audit log (issue 11, docs/decisions/013) ───────────────────────────────────
 * Staff are not members: their own table, sessions, keys and brake. Secrets are stored hashed
 * (passwords argon2id, tokens and keys SHA-256) or sealed (the TOTP secret, AES-256-GCM).
 */
export const staff = pgTable(
  'staff',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    login: text('login').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'finance', 'support', 'marketing', 'viewer'] }).notNull(),
    /** pending: set up not finished; active; disabled: no session, no key works. */
    status: text('status', { enum: ['pending', 'active', 'disabled'] }).notNull(),
    passwordHash: text('password_hash'),
    /** The authenticator secret, sealed; confirmed once a code from it was entered. */
    totpSecret: text('totp_secret'),
    totpConfirmed: boolean('totp_confirmed').notNull().default(false),
    /** The last TOTP time step used: a code is accepted once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_setup_token_unique').on(t.setupTokenHash),
    check(
      'staff_role_check',
      sql`${t.role} in ('owner', 'finance', 'support', 'marketing', 'viewer')`,
    ),
    check('staff_status_check', sql`${t.status} in ('pending', 'active', 'disabled')`),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    csrfToken: text('csrf_token').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** Personal API keys for the CLI: only a SHA-256 is kept; the prefix names it in lists. */
export const staffApiKeys = pgTable(
  'staff_api_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_api_keys_staff_idx').on(t.staffId)],
);

/**
 * Every write through the operator API, who and why. Append-only: a trigger refuses UPDATE and
 * DELETE (migration 0009), so not even the server can rewrite it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    actor: text('actor').notNull(),
    role: text('role').notNull(),
    via: text('via', { enum: ['session', 'api_key'] }).notNull(),
    apiKeyId: bigint('api_key_id', { mode: 'number' }).references(() => staffApiKeys.id),
    action: text('action').notNull(),
    target: text('target'),
    reason: text('reason'),
    request: jsonb('request'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull(),
    outcome: text('outcome', { enum: ['done', 'refused', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    check('audit_log_outcome_check', sql`${t.outcome} in ('done', 'refused', 'failed')`),
  ],
);
