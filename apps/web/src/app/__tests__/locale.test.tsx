import { STORAGE_KEYS } from '@wallet/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { createTestQueryClient, lookupReplies, mockApi, renderApp } from '@/testing/test-utils';
import { createLocaleLoader, LOCALE_WAIT_MS } from '../guards/resolve-locale';

afterEach(() => {
  vi.useRealTimers();
});

const info = (deployment: 'TH' | 'LA') => ({
  ...lookupReplies,
  'GET /api/lookup/info': {
    body: { name: 'Demo', website: 'https://demo.test', deployment, buddhistEra: false },
  },
});

describe('first-visit language (spec §1)', () => {
  it('uses Lao on a Lao deployment and remembers it', async () => {
    mockApi(info('LA'));
    renderApp('/login', { storedLocale: null });
    expect(await screen.findByRole('heading', { name: 'ເຂົ້າສູ່ລະບົບ' })).toBeTruthy();
    expect(storage.getLocale()).toBe('la');
    expect(document.documentElement.lang).toBe('lo');
  });

  it('uses Thai otherwise', async () => {
    mockApi(info('TH'));
    renderApp('/login', { storedLocale: null });
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeTruthy();
    expect(storage.getLocale()).toBe('th');
  });

  it('keeps a remembered choice even on a Lao deployment', async () => {
    mockApi(info('LA'));
    renderApp('/howto', { storedLocale: 'en' });
    expect(await screen.findByRole('heading', { name: 'How to' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('en');
  });

  it('switches language from the switcher, sends it to the server and remembers it', async () => {
    const fetch = mockApi(info('TH'));
    renderApp('/contact');
    await screen.findByRole('heading', { name: 'Contact us' });
    await userEvent.click(screen.getByRole('radio', { name: 'Thai' }));
    expect(await screen.findByRole('heading', { name: 'ติดต่อเรา' })).toBeTruthy();
    expect(storage.getLocale()).toBe('th');
    expect(document.documentElement.lang).toBe('th');
    const contactCalls = fetch.mock.calls.filter(([url]) => String(url) === '/api/lookup/contact');
    const languages = contactCalls.map(([, init]) =>
      new Headers(init?.headers).get('Accept-Language'),
    );
    expect(languages).toEqual(['en', 'th']);
  });
});

describe('a slow deployment answer', () => {
  it(`starts in Thai after ${LOCALE_WAIT_MS} ms and applies Lao when the answer comes`, async () => {
    vi.useFakeTimers();
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    await i18n.changeLanguage('th');
    const loaded = createLocaleLoader(createTestQueryClient())();
    await vi.advanceTimersByTimeAsync(LOCALE_WAIT_MS);
    await expect(loaded).resolves.toBeNull();
    expect(i18n.language).toBe('th');
    expect(storage.getLocale()).toBeNull();

    answer(
      Response.json({
        name: 'Demo',
        website: 'https://demo.test',
        deployment: 'LA',
        buddhistEra: false,
      }),
    );
    await vi.waitFor(() => expect(storage.getLocale()).toBe('la'));
    expect(i18n.language).toBe('la');
  });
});
