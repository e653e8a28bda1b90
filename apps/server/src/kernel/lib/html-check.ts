/** Tags a bonus banner may use: plain formatting, nothing that runs, loads or links. */
const ALLOWED_TAGS = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  'br',
  'p',
  'span',
  'small',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
]);

/**
 * Server-side check of operator banner html (issue 8): only ALLOWED_TAGS, with no attributes at
 * all (so no event handlers, styles or URLs). The browser cleans it again with DOMPurify; this
 * check refuses a definition that would need cleaning, so what the operator wrote is what shows.
 */
export function bannerHtmlProblem(html: string): string | null {
  const tag = /<\s*(\/?)\s*([a-zA-Z0-9]+)([^>]*)>/g;
  for (const m of html.matchAll(tag)) {
    const name = m[2]!.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) return `tag <${name}> is not allowed`;
    const rest = m[3]!.trim();
    if (rest !== '' && rest !== '/') return `<${name}> may not carry attributes`;
  }
  // a "<" that does not open a tag (or a comment) could become one once decoded
  const stray = html.replace(tag, '');
  if (/[<>]/.test(stray)) return 'stray < or > (write &lt; and &gt;)';
  return null;
}
