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

/** Issue 14: a server that steps a login without a code up; `withCode` answers one with it. */
function stepUpServer(
  withCode: { status?: number; body: unknown } = { body: { token: 'tok-otp' } },
) {
  return mockApi({
    ...lookupReplies,
    'POST /api/login': ({ init }) =>
      JSON.parse(String(init.body)).otp
        ? withCode
        : { status: 403, body: { message: 'LOGIN_OTP_REQUIRED' } },
    'POST /api/login/otp': { body: { otpRef: 'QWER', otpToken: 'otp-token-1' } },
  });
}

const bodiesOf = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

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

  it('asks for the SMS code after LOGIN_OTP_REQUIRED and logs in with password and code', async () => {
    const fetch = stepUpServer();
    const { router } = renderApp('/login');
    await fillAndSubmit();
    const field = await screen.findByLabelText('SMS code');
    // focus moves to the code field, which is described by the explanation
    await waitFor(() => expect(document.activeElement).toBe(field));
    const intro = screen.getByText(
      'For your safety, enter the code we sent by SMS to 08x-xxx-5678.',
    );
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(intro.id);
    await screen.findByText('QWER');
    const resend = screen.getByRole('button', { name: /^Send a new code in \d+ s$/ });
    expect(resend.hasAttribute('disabled')).toBe(true);
    // the step-up is explained, not shown as an error
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(bodiesOf(fetch, '/api/login/otp')).toEqual([{ username: '0812345678' }]);

    const user = userEvent.setup();
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.location.pathname).toBe('/user/home');
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('tok-otp');
    expect(bodiesOf(fetch, '/api/login').at(-1)).toEqual({
      username: '0812345678',
      password: 'secret-pass',
      otp: { otpToken: 'otp-token-1', otpCode: '123456' },
    });
  });

  it('asks for all 6 digits, and announces a wrong code on the error line', async () => {
    const fetch = stepUpServer({ status: 400, body: { message: 'OTP_CODE_INVALID' } });
    renderApp('/login');
    await fillAndSubmit();
    const field = await screen.findByLabelText('SMS code');
    await screen.findByText('QWER');
    const user = userEvent.setup();
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter the 6 digits from the SMS.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(bodiesOf(fetch, '/api/login')).toHaveLength(1);

    await user.type(field, '3456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The OTP code is incorrect.'),
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(
      screen.getByRole('alert').getAttribute('id'),
    );
    // the phone and password are not what was wrong
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('leaves the step-up when the phone number is changed', async () => {
    stepUpServer();
    renderApp('/login');
    await fillAndSubmit();
    await screen.findByText('QWER');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone number'), '9');
    expect(screen.queryByLabelText('SMS code')).toBeNull();
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
