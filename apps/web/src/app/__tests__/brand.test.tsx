import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSource } from '@/testing/read-source';
import { lookupReplies, mockApi, renderApp, renderWithProviders } from '@/testing/test-utils';
import { AppSplash } from '../layouts/root-layout';

const site = (name: string) => ({
  ...lookupReplies,
  'GET /api/lookup/info': {
    body: { name, website: 'https://lucky.test', deployment: 'TH', buddhistEra: false },
  },
});

describe('one brand everywhere (issue 13)', () => {
  it('names the tab and the app header after the site, never a built-in app name', async () => {
    mockApi(site('Lucky Wallet'));
    renderApp('/howto');
    await screen.findByRole('heading', { level: 1, name: 'How to' });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Lucky Wallet' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('How to · Lucky Wallet'));
    expect(document.body.textContent).not.toMatch(/Member Wallet|กระเป๋าเงินสมาชิก/);
  });

  it('shows no stand-in name while the site name loads; the logo still leads home', async () => {
    mockApi({
      ...lookupReplies,
      'GET /api/lookup/info': () => ({ status: 503, body: { message: 'SERVICE_UNAVAILABLE' } }),
    });
    document.title = '';
    renderApp('/howto');
    await screen.findByRole('heading', { level: 1, name: 'How to' });
    const brand = within(screen.getByRole('banner')).getAllByRole('link')[0] as HTMLElement;
    expect(brand.getAttribute('href')).toBe('/login');
    expect(brand.getAttribute('aria-label')).toBe('Home');
    expect(brand.textContent).toBe('');
    await waitFor(() => expect(document.title).toBe('How to'));
  });

  it('puts the same name in the loading header', async () => {
    mockApi(site('Lucky Wallet'));
    renderWithProviders(<AppSplash />);
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Lucky Wallet')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Lucky Wallet'));
  });

  it('lets a long name wrap at 320 px instead of cutting it to "Lu…"', () => {
    const css = readSource('../layouts/layouts.css', import.meta.url);
    const name = /\.app-header__name \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(name).not.toMatch(/white-space: nowrap/);
    expect(name).toMatch(/-webkit-line-clamp: 2/);
    // at 320 px the decorative logo gives its room to the name
    expect(css).toMatch(/@media \(max-width: 360px\) \{\s*\.app-header__logo \{\s*display: none;/);
  });
});
