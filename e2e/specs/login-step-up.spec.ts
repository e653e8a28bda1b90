import { expect, test } from '../support/i18n';
import { otpFromOutbox, registerByApi } from '../support/members';

/** One login attempt through the API, as an attacker guessing from elsewhere would. */
async function tryLogin(username: string, password: string) {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: res.status, message: ((await res.json()) as { message?: string }).message };
}

/**
 * Issue 14: someone guessing a member's password no longer locks the member out. After five
 * wrong passwords the owner is asked for an SMS code beside the right password, and gets in.
 */
test.describe('login step-up', () => {
  test('after wrong guesses by someone else, the owner signs in with the password and an SMS code', async ({
    page,
    m,
  }) => {
    const member = await registerByApi({ password: 'owner-pass-1' });
    for (let i = 0; i < 5; i++) {
      expect((await tryLogin(member.username, `guess-${i}-pass`)).message).toBe('WRONG_CREDENTIAL');
    }
    // the guesser is now asked for the code, and his password is not even looked at
    expect(await tryLogin(member.username, 'guess-5-pass')).toEqual({
      status: 403,
      message: 'LOGIN_OTP_REQUIRED',
    });

    await page.goto('/login');
    await page.getByLabel(m.login.phone).fill(member.username);
    await page.getByLabel(m.login.password, { exact: true }).fill('owner-pass-1');
    await page.getByRole('button', { name: m.login.submit }).click();
    const code = page.getByLabel(m.login.otp.code);
    await expect(code).toBeVisible();
    await expect(code).toBeFocused();
    await expect(page.getByText(member.username.slice(-4))).toBeVisible();
    await code.fill(await otpFromOutbox(member.username));
    await page.getByRole('button', { name: m.login.submit }).click();
    await expect(page).toHaveURL(/\/user\/home/, { timeout: 10_000 });
  });
});
