import { STORAGE_KEYS } from '@wallet/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lookupReplies, mockApi, renderApp } from '@/testing/test-utils';

async function fillAndSubmit({ remember = false } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Phone number'), '0812345678');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login form (spec §2 /login)', () => {
  it('asks for both fields before calling the server', async () => {
    const fetch = mockApi(lookupReplies);
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter your phone number and password.',
    );
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/login')).toBe(false);
  });

  it('shows the server error code translated on the inline error line', async () => {
    mockApi({
      ...lookupReplies,
      'POST /api/login': { status: 401, body: { message: 'WRONG_CREDENTIAL' } },
    });
    const { router } = renderApp('/login');
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The phone number or password is incorrect.',
      ),
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows an unknown server message as raw text', async () => {
    mockApi({
      ...lookupReplies,
      'POST /api/login': { status: 503, body: { message: 'Maintenance until 02:00' } },
    });
    renderApp('/login');
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Maintenance until 02:00'),
    );
  });

  it('keeps the token for the session only and returns to the carried address', async () => {
    const fetch = mockApi({ ...lookupReplies, 'POST /api/login': { body: { token: 'tok-9' } } });
    const { router } = renderApp('/login?redirect=%2Fuser%2Fprofile');
    await fillAndSubmit();
    await screen.findByRole('heading', { name: 'Profile' });
    expect(router.state.location.pathname).toBe('/user/profile');
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('tok-9');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    const login = fetch.mock.calls.find(([url]) => String(url) === '/api/login');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({
      username: '0812345678',
      password: 'secret-pass',
    });
  });

  it('keeps the token persistently with remember-me and ignores foreign redirects', async () => {
    mockApi({ ...lookupReplies, 'POST /api/login': { body: { token: 'tok-7' } } });
    const { router } = renderApp('/login?redirect=https%3A%2F%2Fevil.test');
    await fillAndSubmit({ remember: true });
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.location.pathname).toBe('/user/home');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-7');
  });

  it('says to wait 15 minutes after too many failures (429 REQUEST_LIMIT)', async () => {
    mockApi({
      ...lookupReplies,
      'POST /api/login': { status: 429, body: { message: 'REQUEST_LIMIT' } },
    });
    renderApp('/login');
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many failed attempts. Please try again in 15 minutes.',
      ),
    );
  });

  it('shows INACTIVE_USER inline', async () => {
    mockApi({
      ...lookupReplies,
      'POST /api/login': { status: 403, body: { message: 'INACTIVE_USER' } },
    });
    renderApp('/login');
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This account is not active. Please contact us.',
      ),
    );
  });

  it('disables the button while logging in', async () => {
    let answer: (value: Response) => void = () => undefined;
    mockApi(lookupReplies);
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const fetch = globalThis.fetch as unknown as ReturnType<typeof mockApi>;
    const replies = fetch.getMockImplementation();
    fetch.mockImplementation(async (input, init) =>
      String(input) === '/api/login' ? pending : replies!(input, init),
    );
    renderApp('/login');
    await fillAndSubmit();
    const busy = await screen.findByRole('button', { name: 'Logging in…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    answer(new Response(JSON.stringify({ token: 'tok-1' }), { status: 200 }));
    await screen.findByRole('heading', { name: 'Home' });
  });

  it('links to /register', async () => {
    mockApi(lookupReplies);
    renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Register now' });
    expect(link.getAttribute('href')).toBe('/register');
  });
});
