import { afterEach, describe, expect, it } from 'vitest';
import {
  changeLocale,
  i18n,
  moneyCurrency,
  moneySymbol,
  setSiteCurrency,
  setWalletCurrency,
} from '../i18n';
import { formatAmount } from '../money';

afterEach(async () => {
  setWalletCurrency(null);
  setSiteCurrency('TH');
  await changeLocale('en');
});

describe('figures in the wallet currency (spec §9)', () => {
  it('shows baht with 2 decimals on the Thai site', () => {
    expect(moneyCurrency()).toBe('BAHT');
    expect(formatAmount(50)).toBe('50.00');
    expect(moneySymbol()).toBe('฿');
  });

  it('shows kip whole, named kip in th, la and en, on the Lao site', async () => {
    setSiteCurrency('LA');
    expect(formatAmount(50_000)).toBe('50,000');
    expect(moneySymbol()).toBe('₭');
    const text = () =>
      i18n.t('withdraw.limits', { min: formatAmount(50_000), max: formatAmount(20_000_000) });
    await changeLocale('en');
    expect(text()).toBe('From 50,000 to 20,000,000 kip per withdrawal.');
    await changeLocale('la');
    expect(text()).toContain('50,000');
    expect(text()).toContain('ກີບ');
    expect(text()).not.toMatch(/ບາດ|\.00/);
    await changeLocale('th');
    expect(text()).toContain('กีบ');
    expect(text()).not.toMatch(/บาท|\.00/);
  });

  it("follows the member's wallet over the deployment: a baht member on the Lao site", async () => {
    setSiteCurrency('LA');
    setWalletCurrency('BAHT');
    await changeLocale('la');
    expect(formatAmount(50)).toBe('50.00');
    expect(i18n.t('deposit.minimum', { amount: formatAmount(50) })).toContain('ບາດ');
    // a kip member on a deployment still flagged Thai sees kip all the same
    setSiteCurrency('TH');
    setWalletCurrency('LAK');
    expect(formatAmount(50_000)).toBe('50,000');
    expect(i18n.t('deposit.minimum', { amount: formatAmount(50_000) })).toContain('ກີບ');
    // logout forgets the wallet: the deployment's currency again
    setWalletCurrency(null);
    expect(moneyCurrency()).toBe('BAHT');
  });
});
