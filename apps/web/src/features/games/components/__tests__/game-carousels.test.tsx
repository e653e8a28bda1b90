import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { convertedAmount } from '@/lib/slot-balance';
import { renderWithProviders } from '@/testing/test-utils';
import { demoSlots, slot } from '@/testing/wallet-fixtures';
import { GameCarousels } from '../game-carousels';
import { groupSlotsByCategory } from '../slot-groups';

const cardsIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button', { name: (_name, el) => el.classList.contains('game-card') })
    .map((card) => card.getAttribute('aria-label'));

describe('game carousels (spec §2 /user/home)', () => {
  it('groups the slots by category: slot, sport, lotto, leaving out empty ones', () => {
    const groups = groupSlotsByCategory([
      slot('huayhd', { category: 'lotto' }),
      slot('pg'),
      slot('usun', { category: 'sport' }),
      slot('joker2'),
    ]);
    expect(groups.map((g) => [g.category, g.slots.map((s) => s.code)])).toEqual([
      ['slot', ['pg', 'joker2']],
      ['sport', ['usun']],
      ['lotto', ['huayhd']],
    ]);
    expect(groupSlotsByCategory([slot('pg')]).map((g) => g.category)).toEqual(['slot']);
  });

  it('converts a game amount with the slot factor, to the satang', () => {
    expect(convertedAmount({ amount: 40, ftWalletSlot: 1.5 })).toBe(60);
    expect(convertedAmount({ amount: 100.1, ftWalletSlot: 1 })).toBe(100.1);
    expect(convertedAmount({ amount: 10.01, ftWalletSlot: 0.333 })).toBe(3.33);
  });

  it('shows one labelled carousel per category with 3 cards at a time', () => {
    renderWithProviders(<GameCarousels slots={demoSlots()} onOpen={vi.fn()} />);
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label') ?? '');
    expect(regions).toHaveLength(3);
    const slots = screen.getByRole('region', { name: 'Slot games' });
    expect(cardsIn(slots)).toEqual(['PG Slot', 'PG Slot Classic', 'Joker']);
    expect(cardsIn(screen.getByRole('region', { name: 'Sports & casino' }))).toEqual([
      'AskMeBet',
      'USUN',
      'Circus',
    ]);
    expect(cardsIn(screen.getByRole('region', { name: 'Lotto' }))).toEqual([
      'Huay HD',
      'IMI Lotto',
    ]);
  });

  it('shows amount, name and converted amount on an open card; an open-account prompt otherwise', () => {
    renderWithProviders(<GameCarousels slots={demoSlots()} onOpen={vi.fn()} />);
    const askmebet = screen.getByRole('button', { name: 'AskMeBet' });
    expect(askmebet.textContent).toContain('AskMeBet');
    expect(askmebet.textContent).toContain('40.00');
    expect(askmebet.textContent).toContain('≈ ฿60.00');
    expect(askmebet.textContent).not.toContain('Open account');
    expect(askmebet.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(askmebet.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Balance 40.00, worth 60.00 baht');

    const usun = screen.getByRole('button', { name: 'USUN' });
    expect(usun.textContent).toContain('Open account');
    expect(usun.textContent).not.toContain('0.00');
  });

  it('marks a game whose provider did not answer, keeping its last amount', () => {
    const slots = [slot('pg', { name: 'PG Slot', isActive: true, amount: 75, unavailable: true })];
    renderWithProviders(<GameCarousels slots={slots} onOpen={vi.fn()} />);
    const card = screen.getByRole('button', { name: 'PG Slot' });
    expect(within(card).getByText('Not updated')).toBeTruthy();
    expect(card.textContent).toContain('75.00');
  });

  it('opens the tapped game', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<GameCarousels slots={demoSlots()} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Joker' }));
    expect(onOpen).toHaveBeenCalledWith('joker2');
  });

  it('says so when there are no games', () => {
    renderWithProviders(<GameCarousels slots={[]} onOpen={vi.fn()} />);
    expect(screen.getByText('No games are available right now.')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
