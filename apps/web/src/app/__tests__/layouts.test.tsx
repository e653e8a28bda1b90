import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { lookupReplies, mockApi, renderApp } from '@/testing/test-utils';

const menuEntries = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('layouts and menus (spec §2)', () => {
  it('gives guests home, register, how to and contact', async () => {
    mockApi(lookupReplies);
    renderApp('/howto');
    await screen.findByRole('heading', { name: 'How to' });
    expect(menuEntries()).toEqual(['Home', 'Register', 'How to', 'Contact']);
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'How to' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
  });

  it('moves focus to the new screen heading after a menu link, not on the first load', async () => {
    mockApi(lookupReplies);
    const user = userEvent.setup();
    renderApp('/howto');
    const first = await screen.findByRole('heading', { level: 1, name: 'How to' });
    expect(document.activeElement).not.toBe(first);
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('gives members profile, conditions, home, statement, contact, language and logout', async () => {
    storage.setToken('tok', { remember: true });
    storage.acceptAgreement();
    mockApi(lookupReplies);
    renderApp('/user/statement');
    await screen.findByRole('heading', { name: 'Statement' });
    expect(menuEntries()).toEqual(['Profile', 'Conditions', 'Home', 'Statement', 'Contact']);
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('logs out: revokes the token, clears the session and goes to /login', async () => {
    storage.setToken('tok-5', { remember: true });
    storage.acceptAgreement();
    const fetch = mockApi({
      ...lookupReplies,
      'POST /api/logout': { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } },
    });
    const { router } = renderApp('/user/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(storage.getToken()).toBeNull();
    expect(storage.hasAcceptedAgreement()).toBe(false);
    expect(screen.getByText('You have logged out.')).toBeTruthy();
    await waitFor(() => {
      const call = fetch.mock.calls.find(([url]) => String(url) === '/api/logout');
      expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer tok-5');
    });
  });
});
