import { STORAGE_KEYS } from '@wallet/contract';
import { describe, expect, it, vi } from 'vitest';
import { GUEST_TOKEN_KEY, REGISTER_OTP_KEY, storage } from '../storage';

describe('storage', () => {
  it('keeps a remembered token in localStorage and a session token in sessionStorage', () => {
    storage.setToken('persist', { remember: true });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('persist');
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    storage.setToken('session', { remember: false });
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('session');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getToken()).toBe('session');
  });

  it('clears token, last_sync and remember-agreement, and nothing else', () => {
    storage.setToken('t', { remember: true });
    sessionStorage.setItem(STORAGE_KEYS.token, 't2');
    localStorage.setItem(STORAGE_KEYS.lastSync, '1700000000');
    storage.acceptAgreement();
    storage.setLocale('la');
    localStorage.setItem(STORAGE_KEYS.inviteCode, 'PR12');

    storage.clearSession();

    expect(storage.getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastSync)).toBeNull();
    expect(storage.hasAcceptedAgreement()).toBe(false);
    expect(storage.getLocale()).toBe('la');
    expect(localStorage.getItem(STORAGE_KEYS.inviteCode)).toBe('PR12');
  });

  it('keeps last_sync as a time and ignores a damaged value', () => {
    expect(storage.getLastSync()).toBeNull();
    storage.setLastSync(1_700_000_000_000);
    expect(localStorage.getItem(STORAGE_KEYS.lastSync)).toBe('1700000000000');
    expect(storage.getLastSync()).toBe(1_700_000_000_000);
    localStorage.setItem(STORAGE_KEYS.lastSync, 'yesterday');
    expect(storage.getLastSync()).toBeNull();
  });

  it('ignores a stored locale that is not one of th, la, en', () => {
    localStorage.setItem(STORAGE_KEYS.locale, 'fr');
    expect(storage.getLocale()).toBeNull();
  });

  it('keeps working when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storage.setToken('t', { remember: true })).not.toThrow();
    expect(storage.getToken()).toBeNull();
  });

  it('keeps the invite code under `code` until cleared', () => {
    storage.setInviteCode(' PR12 ');
    expect(localStorage.getItem(STORAGE_KEYS.inviteCode)).toBe('PR12');
    expect(storage.getInviteCode()).toBe('PR12');
    storage.clearInviteCode();
    expect(storage.getInviteCode()).toBeNull();
  });

  it('keeps the verified registration OTP for the session and ignores a damaged value', () => {
    storage.setRegisterOtp({ phone: '0812345678', otpToken: 't' });
    expect(storage.getRegisterOtp()).toEqual({ phone: '0812345678', otpToken: 't' });
    sessionStorage.setItem(REGISTER_OTP_KEY, '{not json');
    expect(storage.getRegisterOtp()).toBeNull();
    sessionStorage.setItem(REGISTER_OTP_KEY, JSON.stringify({ phone: 1 }));
    expect(storage.getRegisterOtp()).toBeNull();
    storage.clearRegisterOtp();
    expect(sessionStorage.getItem(REGISTER_OTP_KEY)).toBeNull();
  });

  it('keeps the chat guest identity (guest-id and guest-token) across a session end', () => {
    expect(storage.getChatGuest()).toBeNull();
    storage.setChatGuest({ guestId: 'g-1', guestToken: 'sig' });
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBe('g-1');
    expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBe('sig');
    storage.clearSession();
    expect(storage.getChatGuest()).toEqual({ guestId: 'g-1', guestToken: 'sig' });
    // an id without its token is no identity
    localStorage.removeItem(GUEST_TOKEN_KEY);
    expect(storage.getChatGuest()).toBeNull();
    storage.setChatGuest({ guestId: 'g-2', guestToken: 'sig2' });
    storage.clearChatGuest();
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBeNull();
    expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBeNull();
  });
});
