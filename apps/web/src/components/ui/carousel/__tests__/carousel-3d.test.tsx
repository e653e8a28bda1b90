import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Carousel3d } from '../carousel-3d';
import { frontRange, slidePlacement } from '../placement';

const names = (count: number) => Array.from({ length: count }, (_, i) => `Game ${i + 1}`);

function renderCarousel(items: string[], onOpen = vi.fn()) {
  render(
    <Carousel3d
      title="Slot games"
      items={items}
      itemKey={(item) => item}
      renderItem={(item) => (
        <button type="button" onClick={() => onOpen(item)}>
          {item}
        </button>
      )}
      visibleCount={3}
      previousLabel="Previous"
      nextLabel="Next"
      slideLabel={(position, total) => `${position} of ${total}`}
      statusLabel={(from, to, total) => `Showing ${from} to ${to} of ${total}`}
    />,
  );
  return { region: screen.getByRole('region', { name: 'Slot games' }), onOpen };
}

const visibleCards = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text?.startsWith('Game'));

describe('slidePlacement', () => {
  const place = (index: number, front: number, total = 6) =>
    slidePlacement({ index, front, total, visibleCount: 3 });

  it('puts the front slide in the middle, its neighbours beside it, the rest off stage', () => {
    expect(place(1, 1)).toEqual({ offset: 0, depth: 0, onStage: true });
    expect(place(0, 1)).toEqual({ offset: -1, depth: 1, onStage: true });
    expect(place(2, 1)).toEqual({ offset: 1, depth: 1, onStage: true });
    expect(place(3, 1)).toEqual({ offset: 2, depth: 2, onStage: false });
    expect(place(5, 1)).toEqual({ offset: 2, depth: 2, onStage: false });
    expect(place(0, 4)).toEqual({ offset: -2, depth: 2, onStage: false });
  });

  it('keeps the stage full: the front goes from the second slide to the one before last', () => {
    expect(frontRange(6, 3)).toEqual({ min: 1, max: 4 });
    expect(frontRange(3, 3)).toEqual({ min: 0, max: 0 });
  });

  it('stands a short list around the centre, a pair apart and both in front', () => {
    expect(place(0, 0, 2)).toEqual({ offset: -0.75, depth: 0, onStage: true });
    expect(place(1, 0, 2)).toEqual({ offset: 0.75, depth: 0, onStage: true });
    expect(place(0, 0, 3)).toEqual({ offset: -1, depth: 1, onStage: true });
    expect(place(1, 0, 3)).toEqual({ offset: 0, depth: 0, onStage: true });
    expect(place(0, 0, 1).offset).toBe(0);
  });
});

describe('Carousel3d', () => {
  it('is a labelled region showing 3 cards at a time; the others are hidden', () => {
    const { region } = renderCarousel(names(6));
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(visibleCards(region)).toEqual(['Game 1', 'Game 2', 'Game 3']);
    expect(
      within(region)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['1 of 6', '2 of 6', '3 of 6']);
  });

  it('moves with the arrow buttons up to either end, and says what shows', async () => {
    const { region } = renderCarousel(names(5));
    const user = userEvent.setup();
    const previous = within(region).getByRole('button', { name: 'Previous' });
    const next = within(region).getByRole('button', { name: 'Next' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expect(visibleCards(region)).toEqual(['Game 2', 'Game 3', 'Game 4']);
    expect(within(region).getByText('Showing 2 to 4 of 5')).toBeTruthy();
    await user.click(next);
    await user.click(next);
    expect(visibleCards(region)).toEqual(['Game 3', 'Game 4', 'Game 5']);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);
    await user.click(previous);
    expect(visibleCards(region)).toEqual(['Game 2', 'Game 3', 'Game 4']);
  });

  it('moves with the Left and Right keys and keeps focus on the front card', async () => {
    const { region } = renderCarousel(names(5));
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Game 2' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Game 3');
    expect(visibleCards(region)).toEqual(['Game 2', 'Game 3', 'Game 4']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Game 2');
    expect(visibleCards(region)).toEqual(['Game 1', 'Game 2', 'Game 3']);
  });

  it('moves on a swipe, and the swipe does not open the card under the finger', () => {
    const { region, onOpen } = renderCarousel(names(6));
    const card = within(region).getByRole('button', { name: 'Game 2' });
    fireEvent.pointerDown(card, { clientX: 200, clientY: 100 });
    fireEvent.pointerUp(card, { clientX: 120, clientY: 104 });
    fireEvent.click(card);
    expect(onOpen).not.toHaveBeenCalled();
    expect(visibleCards(region)).toEqual(['Game 2', 'Game 3', 'Game 4']);
    // a tap still opens
    const front = within(region).getByRole('button', { name: 'Game 3' });
    fireEvent.pointerDown(front, { clientX: 200, clientY: 100 });
    fireEvent.pointerUp(front, { clientX: 203, clientY: 100 });
    fireEvent.click(front);
    expect(onOpen).toHaveBeenCalledWith('Game 3');
  });

  it('shows a short list whole, without arrows', () => {
    const { region } = renderCarousel(names(2));
    expect(visibleCards(region)).toEqual(['Game 1', 'Game 2']);
    expect(within(region).queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
