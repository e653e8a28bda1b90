import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode, qrSvg } from './qr-code';

describe('qrSvg', () => {
  it('draws the symbol as one path in module units, with the quiet zone around it', () => {
    const svg = qrSvg('otpauth://totp/Wallet:anna?secret=ABC');
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const root = doc.documentElement;
    const [, , width, height] = (root.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect(width).toBe(height);
    // version 1 is 21 modules wide; each version adds 4; 4 modules of quiet zone each side
    expect(((width ?? 0) - 8 - 21) % 4).toBe(0);
    expect(doc.querySelectorAll('path')).toHaveLength(1);
    expect(doc.querySelector('script, foreignObject')).toBeNull();
  });
});

describe('QrCode', () => {
  it('is an image with alt text and the size asked for', () => {
    render(<QrCode text="https://demo.test/invite/A1" alt="Invite QR" size={120} />);
    const img = screen.getByRole('img', { name: 'Invite QR' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(img).toHaveProperty('width', 120);
    expect(img.className).toBe('qr-code');
  });
});
