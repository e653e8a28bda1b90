import { describe, expect, it } from 'vitest';
import { api } from './index';

const { account, chat, promotion, qrcode, wallet } = api;

describe('request schemas', () => {
  it('validate accepts the profile step before the bank step', () => {
    const body = { name: 'Somchai', username: '0812345678', password: 'secret123' };
    expect(account.validate.body.safeParse(body).success).toBe(true);
    expect(account.register.body.safeParse(body).success).toBe(false);
  });

  it('register takes currency as LAK or BAHT only', () => {
    const body = {
      name: 'Somchai',
      username: '0812345678',
      password: 'secret123',
      bankCode: 'KBANK',
      bankAccountName: 'SOMCHAI JAIDEE',
      bankAccountNo: '1234567890',
    };
    expect(account.register.body.safeParse(body).success).toBe(true);
    expect(account.register.body.safeParse({ ...body, currency: 'LAK' }).success).toBe(true);
    expect(account.register.body.safeParse({ ...body, currency: 'USD' }).success).toBe(false);
    expect(account.register.body.safeParse({ ...body, bankAccountNo: '123-456' }).success).toBe(
      false,
    );
    expect(account.validate.body.safeParse({ ...body, currency: 'LAK' }).success).toBe(false);
  });

  it('refuses unknown fields and enforces the password policy', () => {
    expect(account.login.body.safeParse({ username: 'a', password: 'b', x: 1 }).success).toBe(
      false,
    );
    const change = (newPassword: string) =>
      account.changePassword.body.safeParse({ oldPassword: 'old', newPassword }).success;
    expect(change('1234567')).toBe(false);
    expect(change('12345678')).toBe(true);
    expect(change('a'.repeat(64))).toBe(true);
    expect(change('a'.repeat(65))).toBe(false);
  });

  it('accepts 2-decimal amounts up to the maximum and refuses 3 decimals', () => {
    const transfer = (amount: number) =>
      wallet.transfer.body.safeParse({ from: 'WALLET', to: 'PG', amount }).success;
    expect(transfer(0.1 + 0.2)).toBe(true);
    expect(transfer(999_999_999.99)).toBe(true);
    expect(transfer(1.005)).toBe(false);
    expect(transfer(-1)).toBe(false);
  });

  it('limits QR bank codes to KBANK, WW and E2P', () => {
    expect(qrcode.get.params.safeParse({ bankCode: 'WW' }).success).toBe(true);
    expect(qrcode.get.params.safeParse({ bankCode: 'SCB' }).success).toBe(false);
  });

  it('upper-cases promotion codes', () => {
    expect(promotion.find.params.parse({ code: ' new100 ' })).toEqual({ code: 'NEW100' });
  });

  it('needs a user or guest id for chat calls', () => {
    const message = { message_type: 'text', payload: 'hello' } as const;
    expect(chat.send.body.safeParse({ sender: 'customer', message }).success).toBe(false);
    expect(chat.send.body.safeParse({ sender: 'customer', message, guestId: 'g1' }).success).toBe(
      true,
    );
    expect(chat.history.body.safeParse({ userId: 'u1', limit: 10, skip: 0 }).success).toBe(true);
    expect(chat.readCustomer.body.safeParse({}).success).toBe(false);
  });

  it('refuses blank or over-long chat text and site-only message types', () => {
    const send = (message: unknown) =>
      chat.send.body.safeParse({ sender: 'customer', message, guestId: 'g1' }).success;
    expect(send({ message_type: 'text', payload: '   ' })).toBe(false);
    expect(send({ message_type: 'text', payload: 'a'.repeat(2000) })).toBe(true);
    expect(send({ message_type: 'text', payload: 'a'.repeat(2001) })).toBe(false);
    expect(send({ message_type: 'generic', payloads: [] })).toBe(false);
  });
});
