import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { api, fromMinor } from '@wallet/contract';
import { rows } from '../../kernel/db/rows';
import { AppError } from '../../kernel/lib/app-error';
import { route } from '../../kernel/http/route';
import type { Db } from '../../kernel/db/client';
import type { ApiOf } from '../../kernel/module';
import type { MemberRepo } from '../../kernel/members/repo';
import type { responsibleModule } from '../responsible/module';
import { currentStaff } from '../../kernel/http/staff';

interface MemberRow {
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

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());
const summaryOf = (m: MemberRow) => ({
  phone: m.phone,
  name: m.name,
  status: m.status,
  currency: m.currency,
  bankCode: m.bank_code,
  bankAccountNo: m.bank_account_no,
  bankAccountName: m.bank_account_name,
  createdAt: iso(m.created_at)!,
  lastLoginAt: iso(m.last_login_at),
});
const MEMBER_COLUMNS = sql`m.phone, m.name, m.status, m.currency, m.bank_code, m.bank_account_no,
  m.bank_account_name, m.created_at,
  (SELECT MAX(s.created_at) FROM sessions s WHERE s.member_id = m.id) AS last_login_at`;

/** Looking a member up in the back-office (issue 11): search, profile, journal, notes. */
export type MemberLookupDeps = { db: Db; members: MemberRepo } & Pick<
  ApiOf<typeof responsibleModule>,
  'responsible'
>;

export function operatorMemberLookupRoutes(app: FastifyInstance, services: MemberLookupDeps): void {
  const o = api.operatorMembers;
  const { db } = services;
  const memberId = async (phone: string) => {
    const member = await services.members.byPhone(phone);
    if (!member) throw new AppError('NO_USER', 404);
    return member.id;
  };

  route(app, o.searchMembers, async (req) => {
    const like = `%${req.query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const list = await rows<MemberRow>(
      db,
      sql`SELECT ${MEMBER_COLUMNS} FROM members m
          WHERE m.phone LIKE ${like} OR m.name ILIKE ${like} OR m.bank_account_no LIKE ${like}
            OR m.bank_account_name ILIKE ${like}
          ORDER BY m.id DESC LIMIT ${req.query.limit}`,
    );
    return { members: list.map(summaryOf) };
  });

  route(app, o.member, async (req) => {
    const [m] = await rows<MemberRow>(
      db,
      sql`SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.phone = ${req.params.phone}`,
    );
    if (!m) throw new AppError('NO_USER', 404);
    return summaryOf(m);
  });

  route(app, o.memberJournal, async (req) => {
    const id = await memberId(req.params.phone);
    const list = await rows<{
      id: string;
      created_at: string | Date;
      kind: string;
      source_kind: string;
      source_id: string;
      memo: string | null;
      postings: { kind: string; slot: string; currency: string; amount: string | number }[];
    }>(
      db,
      sql`SELECT e.id::text, e.created_at, e.kind, e.source_kind, e.source_id, e.memo,
            (SELECT json_agg(json_build_object('kind', a.kind, 'slot', a.slot_code,
                    'currency', a.currency, 'amount', p.amount) ORDER BY p.id)
             FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
             WHERE p.entry_id = e.id) AS postings
          FROM journal_entries e WHERE e.member_id = ${id}
          ORDER BY e.id DESC LIMIT ${req.query.limit}`,
    );
    return {
      entries: list.map((e) => ({
        id: e.id,
        at: iso(e.created_at)!,
        kind: e.kind,
        source: `${e.source_kind} ${e.source_id}`,
        memo: e.memo,
        postings: (e.postings ?? []).map((p) => ({
          account: p.slot ? `${p.kind}:${p.slot}` : p.kind,
          currency: p.currency,
          // coins are whole coins; money is in minor units
          amount: p.currency === 'COIN' ? Number(p.amount) : fromMinor(Number(p.amount)),
        })),
      })),
    };
  });

  const notesOf = (id: number) =>
    rows<{ id: string; created_at: string | Date; login: string; text: string }>(
      db,
      sql`SELECT n.id::text, n.created_at, s.login, n.text FROM member_notes n
          JOIN staff s ON s.id = n.staff_id WHERE n.member_id = ${id} ORDER BY n.id DESC LIMIT 200`,
    );
  const noteView = (n: { id: string; created_at: string | Date; login: string; text: string }) => ({
    id: n.id,
    at: iso(n.created_at)!,
    author: n.login,
    text: n.text,
  });
  route(app, o.memberNotes, async (req) => ({
    notes: (await notesOf(await memberId(req.params.phone))).map(noteView),
  }));
  route(app, o.addMemberNote, async (req) => {
    const id = await memberId(req.params.phone);
    const [note] = await rows<{ id: string; created_at: string | Date }>(
      db,
      sql`INSERT INTO member_notes (member_id, staff_id, text)
          VALUES (${id}, ${currentStaff(req).staffId}, ${req.body.text})
          RETURNING id::text, created_at`,
    );
    return noteView({ ...note!, login: currentStaff(req).login, text: req.body.text });
  });

  // issue 15: staff read a member's responsible-play record and may impose a break (never
  // shorten one), on the record with their login and reason
  const responsibleOf = async (id: number) => ({
    state: await services.responsible.state(id),
    events: await services.responsible.history(id),
  });
  route(app, o.memberResponsible, async (req) => responsibleOf(await memberId(req.params.phone)));
  route(app, o.memberTimeout, async (req) => {
    const id = await memberId(req.params.phone);
    const staff = currentStaff(req);
    await services.responsible.takeTimeout(
      id,
      req.body.period,
      `staff:${staff.login}`,
      req.body.reason,
    );
    return responsibleOf(id);
  });
}
