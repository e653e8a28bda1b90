import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { HowtoList } from '../howto-list';

describe('how-to videos (spec §2 /howto)', () => {
  it('lists five translated videos', () => {
    renderWithProviders(<HowtoList />);
    const cards = screen.getAllByRole('button', { name: /^Watch:/ });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Watch: Using your wallet',
      'Watch: How to play',
      'Watch: Checking your balance',
      'Watch: Getting a bonus',
      'Watch: Ending a bonus',
    ]);
  });

  it('plays the chosen video in a modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HowtoList />);
    await user.click(screen.getByRole('button', { name: 'Watch: Ending a bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Ending a bonus' });
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/howto/end-bonus.webm');
    expect(video?.getAttribute('poster')).toBe('/media/howto/end-bonus.jpg');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video?.muted).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
