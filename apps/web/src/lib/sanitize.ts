import DOMPurify from 'dompurify';

/**
 * Every piece of HTML from the server (conditions, agreements) passes through here before it
 * is rendered. Links are forced to open outside the app without access to it.
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

/** Only web links may become an href or src taken from server data. */
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

/**
 * The deposit QR arrives as markup (spec §3 QR state: svg, or an img with a data: image).
 * Only DOMPurify's SVG profile (plus img) survives: no scripts, handlers or foreign objects.
 */
export function sanitizeQrMarkup(markup: string): string {
  return DOMPurify.sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['img'],
    ADD_ATTR: ['src', 'alt'],
    FORBID_TAGS: ['foreignObject', 'style', 'a'],
  });
}
