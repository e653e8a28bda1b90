import type { FastifyInstance } from 'fastify';
import { api, fromMinor } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import { route } from '../../kernel/http/route';
import type { ApiOf } from '../../kernel/module';
import type { MemberRepo } from '../../kernel/members/repo';
import type { responsibleModule } from '../responsible/module';
import { currentStaff } from '../../kernel/http/staff';
import type { MemberLookupRepo, MemberNoteRow, MemberRow } from './repo';

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

/** Looking a member up in the back-office (issue 11): search, profile, journal, notes. */
export type MemberLookupDeps = { memberLookups: MemberLookupRepo; members: MemberRepo } & Pick<
  ApiOf<typeof responsibleModule>,
  'responsible'
>;

export function operatorMemberLookupRoutes(app: FastifyInstance, services: MemberLookupDeps): void {
  const o = api.operatorMembers;
  const { memberLookups } = services;
  const memberId = async (phone: string) => {
    const member = await services.members.byPhone(phone);
    if (!member) throw new AppError('NO_USER', 404);
    return member.id;
  };

  route(app, o.searchMembers, async (req) => ({
    members: (await memberLookups.search(req.query.q, req.query.limit)).map(summaryOf),
  }));

  route(app, o.member, async (req) => {
    const m = await memberLookups.member(req.params.phone);
    if (!m) throw new AppError('NO_USER', 404);
    return summaryOf(m);
  });

  route(app, o.memberJournal, async (req) => {
    const id = await memberId(req.params.phone);
    const list = await memberLookups.journal(id, req.query.limit);
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

  const noteView = (n: MemberNoteRow) => ({
    id: n.id,
    at: iso(n.created_at)!,
    author: n.login,
    text: n.text,
  });
  route(app, o.memberNotes, async (req) => ({
    notes: (await memberLookups.notes(await memberId(req.params.phone))).map(noteView),
  }));
  route(app, o.addMemberNote, async (req) => {
    const id = await memberId(req.params.phone);
    const note = await memberLookups.addNote(id, currentStaff(req).staffId, req.body.text);
    return noteView({ ...note, login: currentStaff(req).login, text: req.body.text });
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
