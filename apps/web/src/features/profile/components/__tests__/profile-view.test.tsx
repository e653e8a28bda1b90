import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGREEMENT_MODAL_DELAY_MS } from '@wallet/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { lookupReplies, renderApp } from '@/testing/test-utils';
import { mockMemberApi, profileReply } from './profile-fixtures';

function signIn() {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
}

const calls = (fetch: ReturnType<typeof mockMemberApi>, method: string, path: string) =>
  fetch.mock.calls.filter(([url, init]) => String(url) === path && init?.method === method);

describe('profile screen (spec §2 /user/profile)', () => {
  it('shows name, id, created date, username, bank name, account name and number 3-3-4', async () => {
    signIn();
    const fetch = mockMemberApi();
    renderApp('/user/profile', { storedLocale: 'en' });
    await screen.findByText('Somchai');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByText('m-1001')).toBeTruthy();
    expect(screen.getByText('15/01/2025 17:30:00')).toBeTruthy();
    const username = screen.getByLabelText<HTMLInputElement>('Username (phone number)');
    expect(username.value).toBe('0812345678');
    expect(username.readOnly).toBe(true);
    expect(screen.getByText('ธนาคารกสิกรไทย')).toBeTruthy();
    expect(screen.getByText('SOMCHAI JAIDEE')).toBeTruthy();
    expect(screen.getByText('123-456-7890')).toBeTruthy();
    // The member layout and the screen share one profile request.
    expect(calls(fetch, 'GET', '/api/account/profile')).toHaveLength(1);
  });

  it('shows other account numbers as they are', async () => {
    signIn();
    mockMemberApi({ 'GET /api/account/profile': profileReply({ bankAccountNo: '12345678901' }) });
    renderApp('/user/profile');
    expect(await screen.findByText('12345678901')).toBeTruthy();
  });

  it('reports a failed load and retries', async () => {
    signIn();
    let attempts = 0;
    mockMemberApi({
      'GET /api/account/profile': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } }
          : profileReply();
      },
    });
    renderApp('/user/profile');
    await screen.findByText('We could not load this.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Somchai')).toBeTruthy();
  });
});

describe('dates in the Buddhist era (issue 13)', () => {
  const buddhistSite = {
    'GET /api/lookup/info': {
      body: { ...lookupReplies['GET /api/lookup/info'].body, buddhistEra: true },
    },
  };

  it('shows the member-since date as 15/01/2568 in Thai when lookup info asks for it', async () => {
    signIn();
    await i18n.changeLanguage('th');
    mockMemberApi(buddhistSite);
    renderApp('/user/profile', { storedLocale: 'th' });
    expect(await screen.findByText('15/01/2568 17:30:00')).toBeTruthy();
    expect(screen.queryByText('15/01/2025 17:30:00')).toBeNull();

    // the same site in English (and Lao) keeps the Christian era
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('15/01/2025 17:30:00')).toBeTruthy();
  });

  it('keeps the Christian era in Thai when the site does not ask for the Buddhist one', async () => {
    signIn();
    await i18n.changeLanguage('th');
    mockMemberApi();
    renderApp('/user/profile', { storedLocale: 'th' });
    expect(await screen.findByText('15/01/2025 17:30:00')).toBeTruthy();
  });
});

describe('change password modal (spec §2, §5, §8)', () => {
  async function openModal() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    return { user, dialog: screen.getByRole('dialog', { name: 'Change password' }) };
  }

  it('does nothing while a field is empty and says when new and confirm differ', async () => {
    signIn();
    const fetch = mockMemberApi({ 'PUT /api/account/changepwd': { body: { message: 'OK' } } });
    renderApp('/user/profile');
    const { user, dialog } = await openModal();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Current password'), 'old-secret');
    await user.type(within(dialog).getByLabelText('New password'), 'new-secret');
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('New password'), '{Enter}');
    expect(calls(fetch, 'PUT', '/api/account/changepwd')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new-secreT');
    await user.click(save);
    expect(
      within(dialog).getByText('The new password and its confirmation are not the same.'),
    ).toBeTruthy();
    expect(calls(fetch, 'PUT', '/api/account/changepwd')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new-secret');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = calls(fetch, 'PUT', '/api/account/changepwd');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      oldPassword: 'old-secret',
      newPassword: 'new-secret',
    });
    expect(
      screen.getByText('Your password has been changed. Other devices have been logged out.'),
    ).toBeTruthy();
  });

  it('shows WRONG_PASSWORD in an alert', async () => {
    signIn();
    mockMemberApi({
      'PUT /api/account/changepwd': { status: 400, body: { message: 'WRONG_PASSWORD' } },
    });
    renderApp('/user/profile');
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong-one');
    await user.type(within(dialog).getByLabelText('New password'), 'new-secret');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('The password is incorrect.'),
    );
  });

  it('puts WRONG_PASSWORD on the current password and clears it once that field is edited', async () => {
    signIn();
    mockMemberApi({
      'PUT /api/account/changepwd': { status: 400, body: { message: 'WRONG_PASSWORD' } },
    });
    renderApp('/user/profile');
    const { user, dialog } = await openModal();
    const current = within(dialog).getByLabelText('Current password');
    await user.type(current, 'wrong-one');
    await user.type(within(dialog).getByLabelText('New password'), 'new-secret');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    const described = current.getAttribute('aria-describedby') ?? '';
    expect(
      described
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .includes('The password is incorrect.'),
    ).toBe(true);
    expect(document.activeElement).toBe(current);

    // another field does not make the current password right
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'x');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    await user.type(current, '!');
    expect(current.getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).queryByText('The password is incorrect.')).toBeNull();
    expect(within(dialog).getByRole('alert').textContent).toBe('');
  });
});

describe('bank account name (spec §4, §5)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('edits the name from the profile, upper-cased, then shows the refetched one', async () => {
    signIn();
    let saved = 'SOMCHAI JAIDEE';
    const fetch = mockMemberApi({
      'GET /api/account/profile': () => profileReply({ bankAccountName: saved }),
      'PUT /api/account/bankAccountName': ({ init }) => {
        saved = (JSON.parse(String(init.body)) as { bankAccountName: string }).bankAccountName;
        return { body: { message: 'OK' } };
      },
    });
    renderApp('/user/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit bank account name' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit bank account name' });
    const input = within(dialog).getByLabelText<HTMLInputElement>('Bank account name (English)');
    expect(input.value).toBe('SOMCHAI JAIDEE');
    await user.clear(input);
    await user.type(input, 'somchai  dee');
    expect(input.value).toBe('SOMCHAI  DEE');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('SOMCHAI DEE')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [call] = calls(fetch, 'PUT', '/api/account/bankAccountName');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      bankCode: 'KBANK',
      bankAccountName: 'SOMCHAI DEE',
    });
  });

  it('forces a KTB member with a Thai name to fix it on any member screen', async () => {
    signIn();
    let saved = 'สมชาย ใจดี';
    const fetch = mockMemberApi({
      'GET /api/account/profile': () => profileReply({ bankCode: 'KTB', bankAccountName: saved }),
      'PUT /api/account/bankAccountName': ({ init }) => {
        saved = (JSON.parse(String(init.body)) as { bankAccountName: string }).bankAccountName;
        return { body: { message: 'OK' } };
      },
    });
    renderApp('/user/statement');
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank account name' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit bank account name' })).toBeTruthy();

    const input = within(dialog).getByLabelText<HTMLInputElement>('Bank account name (English)');
    expect(input.value).toBe('');
    await user.type(input, 'somchai 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The account name must be in English only.')).toBeTruthy();
    expect(calls(fetch, 'PUT', '/api/account/bankAccountName')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'somchai jaidee');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toBe('SOMCHAI JAIDEE');
    expect(calls(fetch, 'GET', '/api/account/profile')).toHaveLength(2);
  });

  it('does not force the edit for other banks or English names', async () => {
    signIn();
    mockMemberApi({
      'GET /api/account/profile': profileReply({ bankCode: 'KBANK', bankAccountName: 'สมชาย' }),
    });
    renderApp('/user/profile');
    await screen.findByText('สมชาย');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('holds the agreement modal back while the bank name must be fixed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storage.setToken('tok', { remember: true });
    mockMemberApi({
      'GET /api/account/profile': profileReply({ bankCode: 'BBL', bankAccountName: 'สมชาย' }),
    });
    renderApp('/user/home');
    await screen.findByRole('dialog', { name: 'Edit bank account name' });
    await act(() => vi.advanceTimersByTimeAsync(AGREEMENT_MODAL_DELAY_MS + 100));
    expect(screen.queryByRole('dialog', { name: 'Member agreement' })).toBeNull();
  });
});
