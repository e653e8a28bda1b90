import DOMPurify from 'dompurify';

/**
 * Every piece of HTML from the server (conditions, agreements, settings previews) passes through
 * here before it is rendered. Links are forced to open outside the app without access to it.
 * The hook is global to DOMPurify, so it is registered once, here, for both apps. Without a
 * DOM (the web app's build-time prerendering, which renders no server HTML) there is no DOMPurify
 * to hook.
 */
if (DOMPurify.isSupported) {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** The one HTML policy both apps use: DOMPurify's HTML profile without forms or styles. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

/** Only web links (or same-site paths) may become an href or src taken from server data. */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
