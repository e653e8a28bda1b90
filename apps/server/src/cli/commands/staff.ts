import { api, STAFF_ROLES, type StaffRole } from '@wallet/contract';
import { cliEnv, OperatorError } from '../client';
import { reasonOf } from './reason';
import type { Command } from './types';

const isRole = (r: string | undefined): r is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(r ?? '');

/** Staff, API keys and the audit log (issue 11); the printed setup link is valid for 24 h. */
export const staffCommands: Command[] = [
  {
    name: 'staff:add',
    args: 'LOGIN ROLE [--name NAME] --reason TEXT',
    description: `Add a staff account (${STAFF_ROLES.join(', ')}); prints its one-time setup link`,
    async run(args, call) {
      const { rest, reason } = reasonOf(args);
      const at = rest.indexOf('--name');
      const words = at < 0 ? rest : rest.slice(0, at);
      const name = at < 0 ? undefined : rest.slice(at + 1).join(' ');
      const [login, role] = words;
      if (!login || !isRole(role) || !reason) {
        throw new OperatorError(
          `usage: staff:add LOGIN ROLE [--name NAME] --reason TEXT (ROLE: ${STAFF_ROLES.join('|')})`,
        );
      }
      const r = await call(api.operatorStaff.addStaff, {
        body: { login, role, name: name || login, reason },
      });
      return `Added ${r.login} (${role}). Setup link, valid until ${r.expiresAt}:\n  ${baseUrl()}${r.setupPath}`;
    },
  },
  {
    name: 'staff',
    args: '',
    description: 'Staff accounts: role, status, last sign-in',
    async run(_args, call) {
      const r = await call(api.operatorStaff.listStaff, {});
      return r.staff
        .map(
          (s) =>
            `${s.login.padEnd(20)} ${s.role.padEnd(9)} ${s.status.padEnd(8)} ${s.lastLoginAt ?? 'never signed in'}  ${s.name}`,
        )
        .join('\n');
    },
  },
  {
    name: 'staff:set',
    args: 'LOGIN [--role ROLE] [--status active|disabled] --reason TEXT',
    description: 'Change a staff member’s role or status (disabling ends sessions and keys)',
    async run(args, call) {
      const { rest, reason } = reasonOf(args);
      const [login] = rest;
      const valueOf = (flag: string) => {
        const at = rest.indexOf(flag);
        return at < 0 ? undefined : rest[at + 1];
      };
      const role = valueOf('--role');
      const status = valueOf('--status');
      if (
        !login ||
        !reason ||
        (role !== undefined && !isRole(role)) ||
        (status !== undefined && status !== 'active' && status !== 'disabled')
      ) {
        throw new OperatorError(
          'usage: staff:set LOGIN [--role ROLE] [--status active|disabled] --reason TEXT',
        );
      }
      const r = await call(api.operatorStaff.updateStaff, {
        params: { login },
        body: {
          ...(role ? { role: role as StaffRole } : {}),
          ...(status ? { status: status as 'active' | 'disabled' } : {}),
          reason,
        },
      });
      return `${r.login}: ${r.role}, ${r.status}`;
    },
  },
  {
    name: 'staff:reset',
    args: 'LOGIN --reason TEXT',
    description:
      'New password and authenticator for a staff member (their API keys are revoked): prints a new setup link',
    async run(args, call) {
      const { rest, reason } = reasonOf(args);
      const [login] = rest;
      if (!login || !reason) throw new OperatorError('usage: staff:reset LOGIN --reason TEXT');
      const r = await call(api.operatorStaff.resetStaff, { params: { login }, body: { reason } });
      return `${r.login} must set up again. Setup link, valid until ${r.expiresAt}:\n  ${baseUrl()}${r.setupPath}`;
    },
  },
  {
    name: 'apikey:create',
    args: 'LOGIN NAME',
    description: 'Issue a personal API key for the CLI (shown once: set it as OPERATOR_TOKEN)',
    async run([login, ...name], call) {
      if (!login || name.length === 0) throw new OperatorError('usage: apikey:create LOGIN NAME');
      const r = await call(api.operatorStaff.createApiKey, {
        body: { login, name: name.join(' ') },
      });
      return `Key ${r.id} (${r.prefix}) for ${login} — shown once, keep it secret:\n  ${r.key}`;
    },
  },
  {
    name: 'apikeys',
    args: '',
    description: 'Personal API keys (never the keys themselves)',
    async run(_args, call) {
      const r = await call(api.operatorStaff.listApiKeys, {});
      return r.keys
        .map(
          (k) =>
            `${k.id.padStart(4)} ${k.login.padEnd(16)} ${k.prefix.padEnd(14)} ${k.name.padEnd(16)} ${k.revokedAt ? `revoked ${k.revokedAt}` : `last used ${k.lastUsedAt ?? 'never'}`}`,
        )
        .join('\n');
    },
  },
  {
    name: 'apikey:revoke',
    args: 'ID --reason TEXT',
    description: 'Revoke a personal API key',
    async run(args, call) {
      const { rest, reason } = reasonOf(args);
      const [id] = rest;
      if (!id || !/^\d+$/.test(id) || !reason)
        throw new OperatorError('usage: apikey:revoke ID --reason TEXT');
      const r = await call(api.operatorStaff.revokeApiKey, { params: { id }, body: { reason } });
      return `Key ${r.id} revoked at ${r.revokedAt}`;
    },
  },
  {
    name: 'audit',
    args: '[LIMIT] [--search TEXT]',
    description: 'The audit log, newest first: who did what, to what, why, from where',
    async run(args, call) {
      const at = args.indexOf('--search');
      const q = at < 0 ? undefined : args.slice(at + 1).join(' ');
      const [limit] = at < 0 ? args : args.slice(0, at);
      const r = await call(api.operatorStaff.audit, {
        query: { limit: limit ? Number(limit) : 50, ...(q ? { q } : {}) },
      });
      if (r.entries.length === 0) return 'The audit log is empty.';
      return r.entries
        .map(
          (e) =>
            `${e.at} ${e.actor} (${e.role}, ${e.via}, ${e.ip}) ${e.outcome.toUpperCase()} ${e.action}${e.target ? ` ${e.target}` : ''}${e.reason ? ` — ${e.reason}` : ''}`,
        )
        .join('\n');
    },
  },
];

/** Where the printed setup link points: the server the CLI talks to. */
const baseUrl = () => cliEnv().baseUrl;
