import { api } from '@wallet/contract';
import { OperatorError } from '../client';
import { reasonOf } from './reason';
import type { Command } from './types';

export const memberCommands: Command[] = [
  {
    name: 'sms',
    args: '[LIMIT]',
    description: 'SMS outbox, newest first (OTP messages of the local SMS adapter)',
    async run([limit], call) {
      const n = limit === undefined ? 20 : Number(limit);
      if (!Number.isInteger(n) || n < 1 || n > 200)
        throw new OperatorError('usage: sms [LIMIT 1-200]');
      const { messages } = await call(api.operator.smsOutbox, { query: { limit: n } });
      if (messages.length === 0) return 'The SMS outbox is empty.';
      return messages.map((m) => `${m.createdAt}  ${m.phone}  ${m.text}`).join('\n');
    },
  },
  {
    name: 'member:status',
    args: 'PHONE active|suspended --reason TEXT',
    description: 'Suspend a member (signed out everywhere) or make them active again',
    async run(args, call) {
      const { rest, reason } = reasonOf(args);
      const [phone, status] = rest;
      if (!phone || (status !== 'active' && status !== 'suspended') || !reason) {
        throw new OperatorError('usage: member:status PHONE active|suspended --reason TEXT');
      }
      const saved = await call(api.operator.setMemberStatus, {
        params: { phone },
        body: { status, reason },
      });
      return `${saved.phone} is ${saved.status}`;
    },
  },
  {
    name: 'member:bank-name',
    args: 'PHONE NAME',
    description: 'Record the bank account name as the bank holds it (staff correction)',
    async run([phone, ...name], call) {
      if (!phone || name.length === 0)
        throw new OperatorError('usage: member:bank-name PHONE NAME');
      const saved = await call(api.operator.setMemberBankAccountName, {
        params: { phone },
        body: { bankAccountName: name.join(' ') },
      });
      return `${saved.phone}: ${saved.bankAccountName}`;
    },
  },
];
