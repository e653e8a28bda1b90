import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One OTP sent to a phone being registered: code and token stored as hashes. */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    ref: text('ref').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_requests_phone_idx').on(t.phone, t.createdAt),
    index('otp_requests_ip_idx').on(t.ip, t.createdAt),
  ],
);
