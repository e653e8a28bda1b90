/**
 * The game opens in a new window. Pop-up blockers only allow `window.open` inside the click, and
 * the launch link arrives later, so the window is opened at once with a short "opening" note and
 * sent to the link when it comes. Null when the browser blocked it.
 */
export function openGameWindow(note: string): Window | null {
  const win = window.open('', '_blank');
  if (!win) return null;
  try {
    win.opener = null; // the game page gets no handle on the wallet
    win.document.title = note;
    win.document.body.textContent = note;
    win.document.body.style.cssText =
      'margin:0;min-height:100vh;display:grid;place-items:center;font:16px system-ui,sans-serif;background:#070b16;color:#f2f4fa';
  } catch {
    // not ours to write into: the link still replaces it
  }
  return win;
}

/** Only web addresses are opened (an about:blank window shares our origin: never javascript:). */
export function safeWebUrl(link: string): string | null {
  try {
    const url = new URL(link, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** App links (store pages, intent: or custom schemes) are fine; script and data URLs are not. */
export function safeAppUrl(link: string | null): string | null {
  if (!link) return null;
  try {
    const { protocol } = new URL(link, window.location.href);
    return ['javascript:', 'data:', 'vbscript:', 'blob:'].includes(protocol) ? null : link;
  } catch {
    return null;
  }
}
