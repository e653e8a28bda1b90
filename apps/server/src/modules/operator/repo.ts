import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { rows } from '../../kernel/db/rows';

/** A member as the back-office's look-up shows one. */
export interface MemberRow {
  phone: string;
  name: string;
  status: string;
  currency: string;
  bank_code: string;
  bank_account_no: string;
  bank_account_name: string;
  created_at: string | Date;
  last_login_at: string | Date | null;
}

/** A journal entry of a member with its postings (amounts in minor units, coins whole). */
export interface JournalEntryRow {
  id: string;
  created_at: string | Date;
  kind: string;
  source_kind: string;
  source_id: string;
  memo: string | null;
  postings: { kind: string; slot: string; currency: string; amount: string | number }[];
}

/** A staff note on a member, with its author's login. */
export interface MemberNoteRow {
  id: string;
  created_at: string | Date;
  login: string;
  text: string;
}

const MEMBER_COLUMNS = sql`m.phone, m.name, m.status, m.currency, m.bank_code, m.bank_account_no,
  m.bank_account_name, m.created_at,
  (SELECT MAX(s.created_at) FROM sessions s WHERE s.member_id = m.id) AS last_login_at`;

/** The SQL of looking a member up in the back-office (issue 11): search, profile, journal, notes. */
export class MemberLookupRepo {
  constructor(private readonly db: Db) {}

  /** Members whose phone, name or bank account contains `q` (LIKE wildcards taken literally). */
  search(q: string, limit: number, tx: Db = this.db): Promise<MemberRow[]> {
    const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    return rows<MemberRow>(
      tx,
      sql`SELECT ${MEMBER_COLUMNS} FROM members m
          WHERE m.phone LIKE ${like} OR m.name ILIKE ${like} OR m.bank_account_no LIKE ${like}
            OR m.bank_account_name ILIKE ${like}
          ORDER BY m.id DESC LIMIT ${limit}`,
    );
  }

  async member(phone: string, tx: Db = this.db): Promise<MemberRow | undefined> {
    const [m] = await rows<MemberRow>(
      tx,
      sql`SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.phone = ${phone}`,
    );
    return m;
  }

  /** The member's latest journal entries, newest first. */
  journal(memberId: number, limit: number, tx: Db = this.db): Promise<JournalEntryRow[]> {
    return rows<JournalEntryRow>(
      tx,
      sql`SELECT e.id::text, e.created_at, e.kind, e.source_kind, e.source_id, e.memo,
            (SELECT json_agg(json_build_object('kind', a.kind, 'slot', a.slot_code,
                    'currency', a.currency, 'amount', p.amount) ORDER BY p.id)
             FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
             WHERE p.entry_id = e.id) AS postings
          FROM journal_entries e WHERE e.member_id = ${memberId}
          ORDER BY e.id DESC LIMIT ${limit}`,
    );
  }

  /** The member's latest 200 notes, newest first. */
  notes(memberId: number, tx: Db = this.db): Promise<MemberNoteRow[]> {
    return rows<MemberNoteRow>(
      tx,
      sql`SELECT n.id::text, n.created_at, s.login, n.text FROM member_notes n
          JOIN staff s ON s.id = n.staff_id WHERE n.member_id = ${memberId} ORDER BY n.id DESC LIMIT 200`,
    );
  }

  /** Writes a note by `staffId` on the member; answers its id and time. */
  async addNote(
    memberId: number,
    staffId: number,
    text: string,
    tx: Db = this.db,
  ): Promise<{ id: string; created_at: string | Date }> {
    const [note] = await rows<{ id: string; created_at: string | Date }>(
      tx,
      sql`INSERT INTO member_notes (member_id, staff_id, text)
          VALUES (${memberId}, ${staffId}, ${text})
          RETURNING id::text, created_at`,
    );
    // INSERT … RETURNING answers the one row it wrote
    return note!;
  }
}
