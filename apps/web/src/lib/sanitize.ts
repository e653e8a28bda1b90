import DOMPurify from 'dompurify';

// Server HTML and links go through @wallet/web-kit/sanitize (shared with the back-office);
// only the member app shows deposit QR markup, so its policy stays here.

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
