import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lookupReplies, mockApi, renderApp } from '@/testing/test-utils';

const calledFor = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls.some(([url]) => String(url).endsWith(path));

describe('/terminated (spec §2, issue 23 §2)', () => {
  it('says how to contact the team: the LINE name to copy and the LINE link', async () => {
    mockApi({
      ...lookupReplies,
      'GET /api/lookup/active': { body: { terminated: true, notice: '' } },
      'GET /api/lookup/enableChatWidget': { body: { enableChatWidget: true } },
    });
    renderApp('/terminated');
    expect(await screen.findByRole('heading', { name: 'This service has ended' })).toBeTruthy();
    expect(screen.getByText(/please contact our team on LINE below/)).toBeTruthy();
    const line = await screen.findByRole('link', { name: 'Add us on LINE' });
    expect(line.getAttribute('href')).toBe('https://line.me/R/ti/p/@demo-wallet');
    expect(screen.getByText('@demo-wallet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy LINE ID @demo-wallet' })).toBeTruthy();
  });

  it('offers the chat button only when it is enabled and the chat can answer (site active)', async () => {
    // terminated: the chat's calls answer 410 gone, so no button that cannot work
    const fetch = mockApi({
      ...lookupReplies,
      'GET /api/lookup/active': { body: { terminated: true, notice: '' } },
      'GET /api/lookup/enableChatWidget': { body: { enableChatWidget: true } },
    });
    const first = renderApp('/terminated');
    await screen.findByRole('link', { name: 'Add us on LINE' });
    await waitFor(() => expect(calledFor(fetch, '/api/lookup/active')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    first.unmount();

    mockApi({
      ...lookupReplies,
      'GET /api/lookup/enableChatWidget': { body: { enableChatWidget: true } },
    });
    renderApp('/terminated');
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeTruthy();
  });

  it('shows no chat button when enableChatWidget is off', async () => {
    const fetch = mockApi({
      ...lookupReplies,
      'GET /api/lookup/enableChatWidget': { body: { enableChatWidget: false } },
    });
    renderApp('/terminated');
    await screen.findByRole('link', { name: 'Add us on LINE' });
    await waitFor(() => expect(calledFor(fetch, 'enableChatWidget')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });
});
