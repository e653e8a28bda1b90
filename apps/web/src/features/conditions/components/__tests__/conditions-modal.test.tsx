import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { lookupReplies, mockApi, renderApp } from '@/testing/test-utils';

describe('conditions modal (member menu)', () => {
  it('opens from the menu and renders server HTML only after sanitizing it', async () => {
    storage.setToken('tok', { remember: true });
    storage.acceptAgreement();
    mockApi({
      ...lookupReplies,
      'GET /api/lookup/conditions': {
        body: {
          conditions: [
            '<p>Turnover <b>5x</b></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
            '<a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a>',
          ],
        },
      },
    });
    renderApp('/user/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonus conditions' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.querySelector('b')?.textContent).toBe('5x');
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.innerHTML).not.toContain('<script');
    expect(dialog.innerHTML).not.toContain('javascript:');
    const good = within(dialog).getByRole('link', { name: 'good' });
    expect(good.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
