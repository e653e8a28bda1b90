import { api } from '@wallet/contract';
import { expect, type Page } from '@playwright/test';
import type { en } from '../../apps/web/src/locales/en/index';
import { loginByApi, registerByApi } from './members';
import { operator } from './operator';

/**
 * A new member, optionally credited by the operator, signed in (token placed once per test so a
 * later logout stays logged out) on /user/home with the agreement accepted.
 */
export async function memberAtHome(
  page: Page,
  m: typeof en,
  credit = 0,
  fields: Parameters<typeof registerByApi>[0] = {},
) {
  const member = await registerByApi(fields);
  if (credit > 0) {
    await operator(api.operator.credit, {
      params: { phone: member.username },
      body: { amount: credit, reason: 'e2e' },
    });
  }
  const token = await loginByApi(member.username, member.password);
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', t);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
  await page.goto('/user/home');
  const agreement = page.getByRole('dialog', { name: m.agreement.title });
  await agreement.getByRole('button', { name: m.agreement.accept }).click();
  await expect(agreement).toBeHidden();
  return member;
}

/** The member's wallet balance as the ledger holds it (baht). */
export const walletOf = async (phone: string) =>
  (await operator(api.operator.memberWallet, { params: { phone } })).wallet;
