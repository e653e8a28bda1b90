import { REGISTER_REDIRECT_MS, STORAGE_KEYS } from '@wallet/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_OTP_KEY, REGISTER_WIZARD_KEY, storage } from '@/lib/storage';
import { renderApp } from '@/testing/test-utils';
import { bankLabel, banksFor } from '../../api/get-banks';
import { banks, bodiesOf, mockRegisterApi } from './register-fixtures';

type User = ReturnType<typeof userEvent.setup>;

const step = (text: string) => screen.findByText(text);

async function phoneStep(user: User, phone = '0812345678') {
  await user.type(await screen.findByLabelText('Phone number'), phone);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function otpStep(user: User, code = '123456') {
  await step('Step 2 of 4');
  await user.type(screen.getByLabelText('OTP code'), code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

async function profileStep(user: User, { confirm = 'secret-pass' } = {}) {
  await screen.findByRole('heading', { name: 'Your profile' });
  await user.type(screen.getByLabelText('Profile name'), 'Somchai');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.selectOptions(screen.getByLabelText(/How did you hear about us/), 'FRIEND');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function bankStep(user: User, { bank = 'KTB', first = 'john', last = 'smith' } = {}) {
  await screen.findByRole('heading', { name: 'Your bank account' });
  await screen.findByRole('option', { name: 'Krungthai Bank' });
  await user.selectOptions(screen.getByLabelText('Bank'), bank);
  await user.type(screen.getByLabelText('Account number'), '123-456-7890');
  await user.type(screen.getByLabelText('First name'), first);
  await user.type(screen.getByLabelText('Last name'), last);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('registration wizard (spec §2 /register, §4)', () => {
  it('goes phone → OTP → profile → bank → success with OTP on', async () => {
    const user = userEvent.setup();
    const fetch = mockRegisterApi();
    renderApp('/register');
    expect(await step('Step 1 of 4')).toBeTruthy();
    await phoneStep(user);

    expect(await screen.findByText('QWER')).toBeTruthy();
    const code = screen.getByLabelText('OTP code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(bodiesOf(fetch, 'POST /api/otp/send')).toEqual([{ phoneNumber: '0812345678' }]);
    await otpStep(user);
    expect(bodiesOf(fetch, 'POST /api/otp/verify')).toEqual([
      { otpToken: 'otp-1', otpCode: '123456' },
    ]);
    expect(JSON.parse(sessionStorage.getItem(REGISTER_OTP_KEY) ?? 'null')).toEqual({
      phone: '0812345678',
      otpToken: 'otp-1',
    });

    expect(await step('Step 3 of 4')).toBeTruthy();
    await profileStep(user);
    expect(bodiesOf(fetch, 'POST /api/account/validate')).toEqual([
      {
        name: 'Somchai',
        username: '0812345678',
        password: 'secret-pass',
        sourceCode: 'FRIEND',
      },
    ]);

    expect(await step('Step 4 of 4')).toBeTruthy();
    await bankStep(user);
    expect(screen.queryByLabelText('Currency')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/account')).toEqual([
      {
        name: 'Somchai',
        username: '0812345678',
        password: 'secret-pass',
        sourceCode: 'FRIEND',
        bankCode: 'KTB',
        bankAccountName: 'JOHN SMITH',
        bankAccountNo: '1234567890',
        otpToken: 'otp-1',
      },
    ]);
    expect(sessionStorage.getItem(REGISTER_OTP_KEY)).toBeNull();
  });

  it('jumps from the phone to the profile step when OTP registration is off', async () => {
    const user = userEvent.setup();
    const fetch = mockRegisterApi({ otp: false });
    renderApp('/register');
    await phoneStep(user);
    expect(await step('Step 2 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/otp/send')).toEqual([]);

    await profileStep(user);
    await bankStep(user, { bank: 'KBANK' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Registration complete' });
    expect(bodiesOf(fetch, 'POST /api/account')[0]).not.toHaveProperty('otpToken');
  });

  it('offers a verified token again and skips the OTP step on OTP_VERIFIED', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(
      REGISTER_OTP_KEY,
      JSON.stringify({ phone: '0812345678', otpToken: 'held-token' }),
    );
    const fetch = mockRegisterApi({
      extra: {
        'POST /api/otp/send': {
          body: { otpRef: 'QWER', otpToken: 'held-token', code: 'OTP_VERIFIED' },
        },
      },
    });
    renderApp('/register');
    await phoneStep(user);
    expect(await step('Step 3 of 4')).toBeTruthy();
    expect(screen.queryByLabelText('OTP code')).toBeNull();
    expect(bodiesOf(fetch, 'POST /api/otp/send')).toEqual([
      { phoneNumber: '0812345678', otpToken: 'held-token' },
    ]);
  });

  it('keeps a phone typed while React takes the prerendered page over, and goes on from it', async () => {
    const user = userEvent.setup();
    mockRegisterApi({ otp: false });
    const { finishHydration } = renderApp('/register', { hydrating: true });
    // the page as the build made it: the phone step, its Next waiting for the app
    expect(await step('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Phone number'), '0812345678');
    // React has the page: the wizard picks up what the browser kept, and the phone stays
    finishHydration();
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe('0812345678');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
  });

  it('checks the phone: required, 10 digits outside Lao', async () => {
    const user = userEvent.setup();
    const fetch = mockRegisterApi();
    renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    await phoneStep(user, '081234567');
    expect(screen.getByText('The phone number must have 10 digits.')).toBeTruthy();
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(bodiesOf(fetch, 'POST /api/otp/send')).toEqual([]);
  });

  it('accepts a shorter phone on the Lao deployment and offers LAK or BAHT', async () => {
    const user = userEvent.setup();
    const fetch = mockRegisterApi({ otp: false, deployment: 'LA' });
    renderApp('/register');
    await phoneStep(user, '20555123');
    await profileStep(user);
    await screen.findByRole('heading', { name: 'Your bank account' });
    const currency = screen.getByLabelText<HTMLSelectElement>('Currency');
    expect(currency.value).toBe('LAK');
    // a baht wallet on the Lao site registers a Thai bank
    await user.selectOptions(currency, 'BAHT');
    await bankStep(user, { bank: 'KBANK' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Registration complete' });
    expect(bodiesOf(fetch, 'POST /api/account')[0]).toMatchObject({
      username: '20555123',
      currency: 'BAHT',
    });
  });

  it('offers the Lao banks to a kip wallet on the Lao deployment, in Lao, with a Lao name accepted', async () => {
    const user = userEvent.setup();
    const fetch = mockRegisterApi({ otp: false, deployment: 'LA' });
    renderApp('/register');
    await phoneStep(user, '2055512345');
    await profileStep(user);
    await screen.findByRole('heading', { name: 'Your bank account' });
    const bank = screen.getByLabelText<HTMLSelectElement>('Bank');
    await screen.findByRole('option', { name: 'Banque pour le Commerce Extérieur Lao' });
    const listed = () => [...bank.options].map((option) => option.value).filter(Boolean);
    expect(listed()).toEqual(['BCEL', 'LDB']);
    await user.selectOptions(bank, 'BCEL');
    expect(
      screen.getByText('Banque pour le Commerce Extérieur Lao', { selector: 'span' }),
    ).toBeTruthy();
    // §5's English-letters rule is KTB, TMB and BBL's only: no hint, a Lao name goes through
    expect(screen.queryByText(/English letters/)).toBeNull();
    await user.type(screen.getByLabelText('Account number'), '0101000123456');
    await user.type(screen.getByLabelText('First name'), 'ສົມພອນ');
    await user.type(screen.getByLabelText('Last name'), 'ແສງຈັນ');
    // switching to baht lists the Thai banks and drops the Lao bank chosen
    await user.selectOptions(screen.getByLabelText('Currency'), 'BAHT');
    expect(listed()).toEqual(['KBANK', 'KTB']);
    expect(bank.value).toBe('');
    await user.selectOptions(screen.getByLabelText('Currency'), 'LAK');
    await user.selectOptions(bank, 'LDB');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Registration complete' });
    expect(bodiesOf(fetch, 'POST /api/account')[0]).toMatchObject({
      bankCode: 'LDB',
      bankAccountName: 'ສົມພອນ ແສງຈັນ',
      currency: 'LAK',
    });
  });

  it("names a bank in the reader's language and lists the banks of the wallet currency", () => {
    const [, , bcel] = banks;
    expect(bankLabel(bcel!, 'la')).toBe('ທະນາຄານການຄ້າຕ່າງປະເທດລາວ');
    expect(bankLabel(bcel!, 'th')).toBe('ธนาคารการค้าต่างประเทศลาว');
    expect(bankLabel(bcel!, 'en')).toBe('Banque pour le Commerce Extérieur Lao');
    // a Thai bank without a Lao name reads in English for Lao readers
    expect(bankLabel(banks[0]!, 'la')).toBe('Kasikornbank');
    expect(banksFor(banks, 'LAK').map((b) => b.code)).toEqual(['BCEL', 'LDB']);
    expect(banksFor(banks, 'BAHT').map((b) => b.code)).toEqual(['KBANK', 'KTB']);
  });

  it('shows the server answer on the phone step (EXISTING_USER)', async () => {
    const user = userEvent.setup();
    mockRegisterApi({
      extra: { 'POST /api/otp/send': { status: 409, body: { message: 'EXISTING_USER' } } },
    });
    renderApp('/register');
    await phoneStep(user);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This phone number is already registered.',
      ),
    );
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
  });

  it('keeps what was typed when going back and forth', async () => {
    const user = userEvent.setup();
    mockRegisterApi({ otp: false });
    renderApp('/register');
    await phoneStep(user);
    await profileStep(user);
    await bankStep(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Your profile' });
    expect(screen.getByLabelText<HTMLInputElement>('Profile name').value).toBe('Somchai');
    expect(screen.getByLabelText<HTMLInputElement>('Confirm password').value).toBe('secret-pass');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Phone number')).value).toBe(
      '0812345678',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Your profile' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Your bank account' });
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('JOHN');
    expect(screen.getByLabelText<HTMLInputElement>('Account number').value).toBe('1234567890');
  });

  it('checks passwords locally and the fields on the server before the bank step', async () => {
    const user = userEvent.setup();
    const fetch = mockRegisterApi({
      otp: false,
      extra: {
        'POST /api/account/validate': { status: 400, body: { message: 'INVALID_CODE' } },
      },
    });
    renderApp('/register');
    await phoneStep(user);
    await profileStep(user, { confirm: 'other-pass' });
    expect(screen.getByText("The passwords don't match.")).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/account/validate')).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret-pass');
    await user.type(screen.getByLabelText(/Inviter code/), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The code is not valid.'),
    );
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/account/validate')[0]).toMatchObject({
      inviteCode: 'NOPE',
    });
  });

  it('asks for 8 to 64 password characters', async () => {
    const user = userEvent.setup();
    const fetch = mockRegisterApi({ otp: false });
    renderApp('/register');
    await phoneStep(user);
    await screen.findByRole('heading', { name: 'Your profile' });
    await user.type(screen.getByLabelText('Profile name'), 'Somchai');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('The password must be 8 to 64 characters.')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/account/validate')).toEqual([]);
  });

  it('stores an invite link code and locks the inviter field with it', async () => {
    const user = userEvent.setup();
    const fetch = mockRegisterApi({ otp: false });
    renderApp('/register?code=PR123');
    await phoneStep(user);
    await screen.findByRole('heading', { name: 'Your profile' });
    expect(localStorage.getItem(STORAGE_KEYS.inviteCode)).toBe('PR123');
    const invite = screen.getByLabelText<HTMLInputElement>(/Inviter code/);
    expect(invite.value).toBe('PR123');
    expect(invite.readOnly).toBe(true);

    await profileStep(user);
    expect(bodiesOf(fetch, 'POST /api/account/validate')[0]).toMatchObject({
      inviteCode: 'PR123',
    });
    await bankStep(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Registration complete' });
    expect(localStorage.getItem(STORAGE_KEYS.inviteCode)).toBeNull();
  });

  it('locks the inviter field whenever a code is stored', async () => {
    localStorage.setItem(STORAGE_KEYS.inviteCode, 'PR77');
    const user = userEvent.setup();
    mockRegisterApi({ otp: false });
    renderApp('/register');
    await phoneStep(user);
    const invite = await screen.findByLabelText<HTMLInputElement>(/Inviter code/);
    expect(invite.value).toBe('PR77');
    expect(invite.readOnly).toBe(true);
  });

  it('upper-cases the names and wants English for KTB, TMB and BBL', async () => {
    const user = userEvent.setup();
    const fetch = mockRegisterApi({ otp: false });
    renderApp('/register');
    await phoneStep(user);
    await profileStep(user);
    await bankStep(user, { first: 'สมชาย', last: 'smith' });
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('SMITH');
    expect(screen.getByText('This bank needs the name in English letters (A–Z).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('The account name must be in English only.')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/account')).toEqual([]);

    // Any other bank takes the Thai name.
    await user.selectOptions(screen.getByLabelText('Bank'), 'KBANK');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Registration complete' });
    expect(bodiesOf(fetch, 'POST /api/account')[0]).toMatchObject({
      bankAccountName: 'สมชาย SMITH',
    });
  });

  it('sends the member back to the phone step on UNVERIFIED_OTP', async () => {
    const user = userEvent.setup();
    mockRegisterApi({
      extra: { 'POST /api/account': { status: 400, body: { message: 'UNVERIFIED_OTP' } } },
    });
    renderApp('/register');
    await phoneStep(user);
    await otpStep(user);
    await profileStep(user);
    await bankStep(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await step('Step 1 of 4')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please verify your phone number with an OTP first.',
    );
    expect(sessionStorage.getItem(REGISTER_OTP_KEY)).toBeNull();
  });

  it('shows a wrong code and blocks confirming after OTP_BLOCK until a new code is sent', async () => {
    const user = userEvent.setup();
    mockRegisterApi({
      extra: { 'POST /api/otp/verify': { status: 429, body: { message: 'OTP_BLOCK' } } },
    });
    renderApp('/register');
    await phoneStep(user);
    await otpStep(user, '000000');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many wrong codes. Please send a new code.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true);
  });

  it('lets a new code be sent after 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let sent = 0;
    const fetch = mockRegisterApi({
      extra: {
        'POST /api/otp/send': () => {
          sent += 1;
          return { body: { otpRef: `REF${sent}`, otpToken: `otp-${sent}`, code: 'OTP_SENT' } };
        },
      },
    });
    renderApp('/register');
    await phoneStep(user);
    await screen.findByText('REF1');
    const resend = screen.getByRole('button', { name: /Send a new code in \d+ s/ });
    expect(resend.hasAttribute('disabled')).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('REF2')).toBeTruthy();
    expect(screen.getByText('A new code has been sent.')).toBeTruthy();
    await user.type(screen.getByLabelText('OTP code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Your profile' });
    expect(bodiesOf(fetch, 'POST /api/otp/verify')).toEqual([
      { otpToken: 'otp-2', otpCode: '654321' },
    ]);
  });

  it('shows success, then goes to /login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockRegisterApi({ otp: false });
    const { router } = renderApp('/register');
    await phoneStep(user);
    await profileStep(user);
    await bankStep(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Registration complete' });
    expect(router.state.location.pathname).toBe('/register');

    await act(() => vi.advanceTimersByTimeAsync(REGISTER_REDIRECT_MS - 500));
    expect(router.state.location.pathname).toBe('/register');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('registration wizard survives Back, Forward and a reload (issue 13)', () => {
  const saved = () => sessionStorage.getItem(REGISTER_WIZARD_KEY) ?? '';

  it('makes each step a history entry: Back and Forward move one step', async () => {
    const user = userEvent.setup();
    const fetch = mockRegisterApi();
    const { router } = renderApp('/register');
    await phoneStep(user);
    await step('Step 2 of 4');
    expect(router.state.location.search).toBe('?step=otp');

    await act(() => router.navigate(-1));
    expect(await step('Step 1 of 4')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate(1));
    expect(await screen.findByText('QWER')).toBeTruthy();
    expect(router.state.location.search).toBe('?step=otp');

    await otpStep(user);
    await screen.findByRole('heading', { name: 'Your profile' });
    expect(router.state.location.search).toBe('?step=profile');
    // the confirmed OTP step gave way: Back from the profile is the phone
    await act(() => router.navigate(-1));
    expect(await step('Step 1 of 4')).toBeTruthy();
    // the form's Back button walks history the same way
    await act(() => router.navigate(1));
    await screen.findByRole('heading', { name: 'Your profile' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await step('Step 1 of 4')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/otp/send')).toHaveLength(1);
  });

  it('returns to the live OTP step after a reload, countdown running, without sending again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetch = mockRegisterApi();
    const first = renderApp('/register');
    await phoneStep(user);
    await screen.findByText('QWER');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    first.unmount();

    // the reload: same address, same sessionStorage, a fresh app
    renderApp('/register?step=otp');
    expect(await screen.findByText('QWER')).toBeTruthy();
    const resend = screen.getByRole('button', { name: /Send a new code in \d+ s/ });
    const left = Number(/in (\d+) s/.exec(resend.textContent ?? '')?.[1]);
    expect(left).toBeGreaterThanOrEqual(38);
    expect(left).toBeLessThanOrEqual(40);
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(bodiesOf(fetch, 'POST /api/otp/send')).toHaveLength(1);

    // the same phone again from step 1 within the countdown: no second SMS either
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Phone number')).value).toBe(
      '0812345678',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('QWER')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/otp/send')).toHaveLength(1);

    await user.type(screen.getByLabelText('OTP code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Your profile' });
    expect(bodiesOf(fetch, 'POST /api/otp/verify')).toEqual([
      { otpToken: 'otp-1', otpCode: '123456' },
    ]);
  });

  it('keeps the fields but never the passwords; a reload on the bank step asks for them again', async () => {
    const user = userEvent.setup();
    const fetch = mockRegisterApi({ otp: false });
    const first = renderApp('/register');
    await phoneStep(user);
    await profileStep(user);
    await bankStep(user);
    expect(saved()).toContain('Somchai');
    expect(saved()).toContain('1234567890');
    expect(saved()).not.toContain('secret-pass');
    first.unmount();

    const { router } = renderApp('/register?step=bank');
    await screen.findByRole('heading', { name: 'Your profile' });
    await waitFor(() => expect(router.state.location.search).toBe('?step=profile'));
    expect(
      screen.getByText('For your safety, passwords are never kept. Please enter them again.'),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Profile name').value).toBe('Somchai');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Your bank account' });
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('JOHN');
    await screen.findByRole('option', { name: 'Krungthai Bank' });
    expect(screen.getByLabelText<HTMLSelectElement>('Bank').value).toBe('KTB');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Registration complete' });
    expect(bodiesOf(fetch, 'POST /api/account')[0]).toMatchObject({
      password: 'secret-pass',
      bankAccountNo: '1234567890',
    });
    expect(sessionStorage.getItem(REGISTER_WIZARD_KEY)).toBeNull();
  });

  it('does not open a step that was never reached', async () => {
    mockRegisterApi();
    const { router } = renderApp('/register?step=bank');
    expect(await step('Step 1 of 4')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('logs the new member in with the phone and password just entered and goes to /user', async () => {
    const user = userEvent.setup();
    const fetch = mockRegisterApi({
      otp: false,
      extra: { 'POST /api/login': { body: { token: 'new-member-token' } } },
    });
    const { router } = renderApp('/register');
    await phoneStep(user);
    await profileStep(user);
    await bankStep(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/home'));
    expect(bodiesOf(fetch, 'POST /api/login')).toEqual([
      { username: '0812345678', password: 'secret-pass' },
    ]);
    expect(storage.getToken()).toBe('new-member-token');
    expect(
      await screen.findByText('Welcome! Your account is ready and you are logged in.'),
    ).toBeTruthy();
  });

  it('opens the login form with the phone filled in when that login fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockRegisterApi({
      otp: false,
      extra: { 'POST /api/login': { status: 503, body: { message: 'SERVICE_UNAVAILABLE' } } },
    });
    const { router } = renderApp('/register');
    await phoneStep(user);
    await profileStep(user);
    await bankStep(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Registration complete' });
    await act(() => vi.advanceTimersByTimeAsync(REGISTER_REDIRECT_MS));
    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe('0812345678');
    expect(storage.getToken()).toBeNull();
  });
});
