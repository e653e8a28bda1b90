import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../../kernel/members/tables';
import { staff } from '../staff/module';

/**
 * Chat (issue 12, docs/decisions/016): one conversation per member and one per guest. A guest's
 * conversation is carried into the member's when the guest signs in (`mergedInto`). Read state
 * is two watermarks: what staff read of the customer's messages, what the customer read of the
 * site's.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    guestId: text('guest_id'),
    status: text('status', { enum: ['open', 'pending', 'resolved'] })
      .notNull()
      .default('open'),
    assignedStaffId: bigint('assigned_staff_id', { mode: 'number' }).references(() => staff.id),
    mergedInto: bigint('merged_into', { mode: 'number' }).references(
      (): AnyPgColumn => chatConversations.id,
    ),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastPreview: text('last_preview').notNull().default(''),
    /** The id of the last customer message staff have read, and of the last site message the customer has. */
    staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
    customerReadId: bigint('customer_read_id', { mode: 'number' }).notNull().default(0),
    awaySentAt: timestamp('away_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_member_uq').on(t.memberId),
    uniqueIndex('chat_conversations_guest_uq').on(t.guestId),
    index('chat_conversations_status_idx').on(t.status, t.lastMessageAt),
    check(
      'chat_conversations_party',
      sql`(${t.memberId} IS NOT NULL) <> (${t.guestId} IS NOT NULL)`,
    ),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender', { enum: ['customer', 'staff', 'bot'] }).notNull(),
    /** A private note is for staff only and never reaches the customer. */
    kind: text('kind', { enum: ['message', 'note'] })
      .notNull()
      .default('message'),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    /** The §3 message (message_type, payload, payloads); media names a chat_files id. */
    message: jsonb('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** An uploaded chat file: who uploaded it (the conversation), what it is, where the bytes are. */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: text('id').primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    uploadedBy: text('uploaded_by', { enum: ['customer', 'staff'] }).notNull(),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    storeKey: text('store_key').notNull(),
    thumbKey: text('thumb_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_files_conversation_idx').on(t.conversationId)],
);

/**
 * Chat brakes (docs/decisions/016 "Limits"): one row per braked act (a new guest, a new guest
 * conversation, an upload) under each key it counts for (`guest-new:ip:<addr>`,
 * `upload:party:<id>`, …), counted over a sliding window so every server copy shares the count.
 */
export const chatBrakes = pgTable(
  'chat_brakes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_brakes_key_idx').on(t.key, t.createdAt)],
);
