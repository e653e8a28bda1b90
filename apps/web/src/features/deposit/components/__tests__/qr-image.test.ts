import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { qrPng } from '../qr-image';

/** An <img> that "loads" whatever it is given, remembering it (jsdom loads no images). */
class LoadingImage {
  static sources: string[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    LoadingImage.sources.push(value);
    queueMicrotask(() => this.onload?.());
  }
}

let svgText = '';
const context = {
  fillStyle: '',
  font: '',
  textAlign: '',
  textBaseline: '',
  imageSmoothingEnabled: true,
  fillRect: vi.fn(),
  drawImage: vi.fn(),
  fillText: vi.fn(),
};

beforeEach(() => {
  LoadingImage.sources = [];
  vi.stubGlobal('Image', LoadingImage);
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      void blob.text().then((text) => (svgText = text));
      return 'blob:http://localhost/svg-1';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done: BlobCallback,
    type?: string,
  ) {
    done(new Blob([`${this.width}x${this.height}`], { type }));
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('QR image (issue 13)', () => {
  it('draws the payload’s QR (the app’s encoder) on white with the caption, as a PNG', async () => {
    const png = await qrPng('000201010212-demo', ['LUCKY WALLET', 'Amount: 500.00 baht']);
    expect(png.type).toBe('image/png');
    // 720 px of QR, 40 px around it, two caption lines of 46 px and a little room
    expect(await png.text()).toBe('800x912');
    expect(LoadingImage.sources).toEqual(['blob:http://localhost/svg-1']);
    expect(svgText).toMatch(
      /^<svg width="720" height="720" xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    expect(svgText).toContain('<path fill="#000" d="M');
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 800, 912);
    expect(context.drawImage).toHaveBeenCalledWith(expect.any(LoadingImage), 40, 40, 720, 720);
    expect(context.fillText.mock.calls.map(([text]) => text)).toEqual([
      'LUCKY WALLET',
      'Amount: 500.00 baht',
    ]);
    // the SVG's blob: URL is let go
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/svg-1');
  });

  it('fails (and the buttons stay hidden) where the browser cannot draw', async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    await expect(qrPng('x')).rejects.toThrow('no 2d canvas');
    expect(URL.revokeObjectURL).toHaveBeenCalled();
  });
});
