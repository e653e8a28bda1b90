import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { lookupReplies, mockApi, renderApp } from '@/testing/test-utils';
import { mockHomeApi } from '@/testing/wallet-fixtures';

const where = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('route guards (spec §2)', () => {
  it('sends a guest from a member route to /login carrying the wanted address', async () => {
    mockApi(lookupReplies);
    const { router } = renderApp('/user/home');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(where(router)).toBe('/login?redirect=%2Fuser%2Fhome');
  });

  it('takes a guest at / through /user to /login', async () => {
    mockApi(lookupReplies);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(where(router)).toBe('/login?redirect=%2Fuser%2Fhome');
  });

  it('takes a member at / to /user/home', async () => {
    storage.setToken('tok', { remember: true });
    mockHomeApi();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(where(router)).toBe('/user/home');
    expect(await screen.findByRole('region', { name: 'Your balance' })).toBeTruthy();
  });

  it('goes to /terminated when /login learns the site is terminated', async () => {
    mockApi({
      ...lookupReplies,
      'GET /api/lookup/active': { body: { terminated: true, notice: '' } },
    });
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'This service has ended' })).toBeTruthy();
    expect(where(router)).toBe('/terminated');
  });

  it('shows the login page when the active check fails', async () => {
    mockApi({
      ...lookupReplies,
      'GET /api/lookup/active': { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } },
    });
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('clears the session when a token holder visits the public layout', async () => {
    storage.setToken('tok', { remember: true });
    const fetch = mockApi({ ...lookupReplies, 'POST /api/logout': { body: { message: 'ok' } } });
    renderApp('/howto');
    await screen.findByRole('heading', { name: 'How to' });
    expect(storage.getToken()).toBeNull();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url) === '/api/logout')).toBe(true),
    );
  });

  it('shows Page Not Found with a link home for unknown addresses', async () => {
    mockApi(lookupReplies);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('redirects /user to /user/home for a member', async () => {
    storage.setToken('tok', { remember: false });
    mockApi(lookupReplies);
    const { router } = renderApp('/user');
    await screen.findByRole('heading', { name: 'Home' });
    expect(where(router)).toBe('/user/home');
  });
});
