import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { convertedAmount } from '@/lib/slot-balance';
import { gameCard, gameNamesOf } from '@/testing/game-cards';
import { renderWithProviders } from '@/testing/test-utils';
import { demoSlots, slot } from '@/testing/wallet-fixtures';
import { GameCarousels } from '../game-carousels';
import { groupSlotsByCategory, orderForCarousel } from '../slot-groups';

const cardsIn = (region: HTMLElement) =>
  gameNamesOf(
    within(region).getAllByRole('button', {
      name: (_name, el) => el.classList.contains('game-card'),
    }),
  );

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

  it("puts the member's accounts first, funded before empty, the best one in front (issue 13)", () => {
    const codes = (slots: ReturnType<typeof slot>[]) => orderForCarousel(slots).map((s) => s.code);
    const none = [slot('a'), slot('b'), slot('c'), slot('d')];
    expect(codes(none)).toEqual(['a', 'b', 'c', 'd']);
    // the funded account at the end of the list takes the front (second) place
    const funded = [slot('a'), slot('b'), slot('c'), slot('d', { isActive: true, amount: 5 })];
    expect(codes(funded)).toEqual(['a', 'd', 'b', 'c']);
    const mixed = [
      slot('a'),
      slot('empty', { isActive: true, amount: 0 }),
      slot('b'),
      slot('rich', { isActive: true, amount: 900 }),
    ];
    expect(codes(mixed)).toEqual(['empty', 'rich', 'a', 'b']);
    // two cards both stand in front: plain order
    expect(codes([slot('a'), slot('d', { isActive: true, amount: 5 })])).toEqual(['d', 'a']);

    renderWithProviders(<GameCarousels slots={funded} onOpen={vi.fn()} />);
    const front = screen
      .getByRole('region', { name: 'Slot games' })
      .querySelector('[data-front="true"]') as HTMLElement;
    expect(gameNamesOf([within(front).getByRole('button')])).toEqual(['D']);
  });

  it('converts a game amount with the slot factor, to the satang', () => {
    expect(convertedAmount({ amount: 40, ftWalletSlot: 1.5 })).toBe(60);
    expect(convertedAmount({ amount: 100.1, ftWalletSlot: 1 })).toBe(100.1);
    expect(convertedAmount({ amount: 10.01, ftWalletSlot: 0.333 })).toBe(3.33);
  });

  it('shows one labelled carousel per category with 3 cards at a time, one a frame', async () => {
    renderWithProviders(<GameCarousels slots={demoSlots()} onOpen={vi.fn()} />);
    // the first at once, the others after the frames that paint the ones before
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await screen.findByRole('region', { name: 'Lotto' });
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label') ?? '');
    expect(regions).toHaveLength(3);
    const slots = screen.getByRole('region', { name: 'Slot games' });
    // issue 13: the member's open account stands in front, in the middle
    expect(cardsIn(slots)).toEqual(['PG Slot Classic', 'PG Slot', 'Joker']);
    expect(cardsIn(screen.getByRole('region', { name: 'Sports & casino' }))).toEqual([
      'USUN',
      'AskMeBet',
      'Circus',
    ]);
    expect(cardsIn(screen.getByRole('region', { name: 'Lotto' }))).toEqual([
      'Huay HD',
      'IMI Lotto',
    ]);
  });

  it('shows amount, name and converted amount on an open card; an open-account prompt otherwise', async () => {
    renderWithProviders(<GameCarousels slots={demoSlots()} onOpen={vi.fn()} />);
    // issue 13 (WCAG 2.5.3): named by what it shows, in order, the game first
    const askmebet = await screen.findByRole('button', { name: 'AskMeBet 40.00 ≈ ฿60.00' });
    expect(askmebet.textContent).toContain('AskMeBet');
    expect(askmebet.textContent).toContain('40.00');
    expect(askmebet.textContent).toContain('≈ ฿60.00');
    expect(askmebet.textContent).not.toContain('Open account');
    expect(askmebet.hasAttribute('aria-label')).toBe(false);
    expect(askmebet.getAttribute('aria-describedby')).toBeNull();

    const usun = screen.getByRole('button', { name: 'USUN Open account' });
    expect(usun.textContent).toContain('Open account');
    expect(usun.textContent).not.toContain('0.00');
    expect(document.getElementById(usun.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'No account yet',
    );
  });

  it('marks a game whose provider did not answer, keeping its last amount', () => {
    const slots = [slot('pg', { name: 'PG Slot', isActive: true, amount: 75, unavailable: true })];
    renderWithProviders(<GameCarousels slots={slots} onOpen={vi.fn()} />);
    const card = screen.getByRole('button', { name: 'PG Slot 75.00 ≈ ฿75.00 Not updated' });
    expect(within(card).getByText('Not updated')).toBeTruthy();
    expect(card.textContent).toContain('75.00');
  });

  it('opens the tapped game', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<GameCarousels slots={demoSlots()} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: gameCard('Joker') }));
    expect(onOpen).toHaveBeenCalledWith('joker2');
  });

  it('says so when there are no games', () => {
    renderWithProviders(<GameCarousels slots={[]} onOpen={vi.fn()} />);
    expect(screen.getByText('No games are available right now.')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
