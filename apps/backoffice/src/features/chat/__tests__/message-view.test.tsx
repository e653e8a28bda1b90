import type { StaffChatMessage } from '@wallet/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MessageView } from '../message-view';

const base: StaffChatMessage = {
  id: '1',
  conversationId: '1',
  kind: 'message',
  staffLogin: null,
  sender: 'customer',
  read: false,
  message: { message_type: 'text', payload: 'hi' },
  userId: null,
  guestId: null,
  username: null,
  name: null,
  deviceToken: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  session_id: null,
};

const show = (overrides: Partial<StaffChatMessage>) =>
  renderWithProviders(<MessageView message={{ ...base, ...overrides }} customerName="Somchai" />);

describe('chat message view', () => {
  it('shows an image as its thumbnail, opening the full image', async () => {
    const user = userEvent.setup();
    show({
      message: {
        message_type: 'media',
        payload: {
          url: '/files/full.png',
          thumbUrl: '/files/thumb.png',
          fileType: 'image',
          filePath: 'p',
          message: 'my slip',
        },
      },
    });
    expect(screen.getByRole('img', { name: 'Image' }).getAttribute('src')).toBe('/files/thumb.png');
    expect(screen.getByText('my slip')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open the full image' }));
    const dialog = screen.getByRole('dialog', { name: 'Image' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/files/full.png');
  });

  it('plays a video inline and refuses a javascript: link', () => {
    const { container } = show({
      message: {
        message_type: 'media',
        payload: { url: '/files/clip.mp4', fileType: 'video', filePath: 'p' },
      },
    });
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/files/clip.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);

    show({
      message: {
        message_type: 'media',
        payload: { url: 'javascript:alert(1)', fileType: 'file', filePath: 'p' },
      },
    });
    expect(screen.getByText('This file cannot be shown.')).toBeTruthy();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows buttons and cards read-only, flagging an unsafe link', () => {
    show({
      sender: 'staff',
      staffLogin: 'anna',
      message: {
        message_type: 'buttons',
        payload: 'Pick one',
        payloads: [
          { type: 'web', title: 'Site', payload: 'https://example.com' },
          { type: 'web', title: 'Bad', payload: 'javascript:alert(1)' },
        ],
      },
    });
    const buttons = screen.getByRole('list', { name: 'Buttons' });
    expect(within(buttons).getAllByRole('listitem')).toHaveLength(2);
    expect(within(buttons).queryByRole('link')).toBeNull();
    expect(within(buttons).queryByRole('button')).toBeNull();
    expect(within(buttons).getByText(/not allowed/)).toBeTruthy();
    expect(screen.getByText('anna')).toBeTruthy();
    expect(screen.getByText('Sent')).toBeTruthy();
  });

  it('renders customer text as text, never as HTML', () => {
    const { container } = show({
      message: { message_type: 'text', payload: '<img src=x onerror="alert(1)">' },
    });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
    expect(screen.getByText('Somchai')).toBeTruthy();
  });
});
