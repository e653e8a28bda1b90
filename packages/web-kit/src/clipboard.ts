/**
 * How the off-screen textarea of the fallback copy is hidden. The member app hides it with inline
 * styles; the back-office has a `visually-hidden` class in its style sheet and uses that.
 */
export interface CopyOptions {
  hiddenClass?: string;
}

/**
 * Copies text; false when the browser refuses. The async Clipboard API needs a secure context,
 * so a page served over plain http falls back to the older selection-based copy.
 */
export async function copyText(text: string, options: CopyOptions = {}): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (permissions, no focus): try the fallback
  }
  if (typeof document.execCommand !== 'function') return false;
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  if (options.hiddenClass) area.className = options.hiddenClass;
  else {
    area.style.position = 'fixed';
    area.style.opacity = '0';
  }
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus();
  }
}
