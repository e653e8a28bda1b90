import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

/** jsdom has neither the Clipboard API nor execCommand: each test gives what it needs. */
function withExecCommand(result: boolean) {
  const seen: { className: string; position: string; opacity: string; value: string }[] = [];
  const exec = vi.fn(() => {
    const area = document.querySelector('textarea');
    if (area) {
      const { className, value } = area;
      seen.push({ className, value, position: area.style.position, opacity: area.style.opacity });
    }
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  return { exec, seen };
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('uses the Clipboard API when the page has it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyText('REF-1')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('REF-1');
  });

  it('falls back to a hidden textarea (inline styles by default) and removes it', async () => {
    vi.stubGlobal('navigator', {});
    const { seen } = withExecCommand(true);
    await expect(copyText('REF-2')).resolves.toBe(true);
    expect(seen).toEqual([{ className: '', value: 'REF-2', position: 'fixed', opacity: '0' }]);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('hides the fallback textarea with the app’s class when given one', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const { seen } = withExecCommand(false);
    await expect(copyText('REF-3', { hiddenClass: 'visually-hidden' })).resolves.toBe(false);
    expect(seen[0]).toMatchObject({ className: 'visually-hidden', position: '', value: 'REF-3' });
  });

  it('is false when the browser has no way to copy', async () => {
    vi.stubGlobal('navigator', {});
    await expect(copyText('REF-4')).resolves.toBe(false);
  });
});
