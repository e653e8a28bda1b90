import { CLIENT_VERSION } from '@wallet/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lookupReplies, mockApi, renderApp } from '@/testing/test-utils';

describe('contact page (spec §2 /contact)', () => {
  it('shows contact text, LINE QR, LINE link and name, and the app version', async () => {
    mockApi(lookupReplies);
    renderApp('/contact');
    expect(await screen.findByText('We answer 24/7')).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'LINE QR code for @demo-wallet' });
    expect(qr.getAttribute('src')).toBe('/media/line-qr.png');
    const line = screen.getByRole('link', { name: 'Add us on LINE' });
    expect(line.getAttribute('href')).toBe('https://line.me/R/ti/p/@demo-wallet');
    expect(line.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('@demo-wallet')).toBeTruthy();
    expect(screen.getByText(`App version ${CLIENT_VERSION}`)).toBeTruthy();
  });

  it('never turns a non-web link from the server into an href', async () => {
    mockApi({
      ...lookupReplies,
      'GET /api/lookup/contact': {
        body: {
          contactText: '',
          lineLink: 'javascript:alert(1)',
          lineName: '@x',
          lineQR: 'javascript:1',
        },
      },
    });
    renderApp('/contact');
    await screen.findByText('@x');
    expect(screen.queryByRole('link', { name: 'Add us on LINE' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('copies the LINE ID and confirms with a toast', async () => {
    mockApi(lookupReplies);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Copy LINE ID @demo-wallet' }));
    expect(writeText).toHaveBeenCalledWith('@demo-wallet');
    expect(await screen.findByText('Copied @demo-wallet')).toBeTruthy();
  });

  it('shows the member contact page with the error state and a working retry', async () => {
    localStorage.setItem('token', 'tok');
    let calls = 0;
    mockApi({
      ...lookupReplies,
      'GET /api/lookup/contact': () =>
        ++calls === 1
          ? { status: 400, body: { message: 'NO_DATA' } }
          : lookupReplies['GET /api/lookup/contact'],
    });
    renderApp('/user/contact');
    expect(await screen.findByText('No data found.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('We answer 24/7')).toBeTruthy());
  });
});
