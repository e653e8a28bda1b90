import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Members (issue 3): the phone number is the username; one bank account per member. */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1001 }),
    phone: text('phone').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    sourceCode: text('source_code'),
    inviterId: bigint('inviter_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    bankCode: text('bank_code').notNull(),
    bankAccountName: text('bank_account_name').notNull(),
    bankAccountNo: text('bank_account_no').notNull(),
    currency: text('currency', { enum: ['BAHT', 'LAK'] }).notNull(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('members_bank_account_unique').on(t.bankCode, t.bankAccountNo),
    check('members_currency_check', sql`${t.currency} in ('BAHT', 'LAK')`),
    check('members_status_check', sql`${t.status} in ('active', 'suspended')`),
  ],
);
