import sanitizeHtml from 'sanitize-html';

/** Markup an operator's rich texts (conditions, agreements) may use: formatting, lists, links. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'span',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'hr',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const HTTP_LINK = /^https?:\/\//i;

export interface CleanedHtml {
  html: string;
  /** What was taken out, for the operator ("<img>", "onerror on <p>", "href javascript:…"). */
  removed: string[];
}

/**
 * Issue 14: operator HTML is cleaned by an allow-list when it is saved (and again when it is
 * read, for values saved before), so hostile markup never reaches a member's browser; DOMPurify
 * there stays the second wall. Links keep an http(s) href only and open in a new tab without the
 * opener; every other tag, attribute and scheme is removed (script and style with their text).
 */
export function cleanSettingHtml(html: string): CleanedHtml {
  const removed = new Set<string>();
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https'],
    allowProtocolRelative: false,
    transformTags: {
      '*': (tagName, attribs) => {
        const tag = tagName.toLowerCase();
        if (!ALLOWED_TAGS.includes(tag)) {
          removed.add(`<${tag}>`);
          return { tagName, attribs };
        }
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if (tag === 'a' && name === 'href' && HTTP_LINK.test(value.trim())) kept.href = value;
          else if (!(tag === 'a' && (name === 'rel' || name === 'target')))
            removed.add(name === 'href' ? `href ${value.slice(0, 40)}` : `${name} on <${tag}>`);
        }
        // a link without a safe target is left as its text's wrapper, going nowhere
        if (kept.href) Object.assign(kept, { rel: 'noopener noreferrer', target: '_blank' });
        return { tagName: tag, attribs: kept };
      },
    },
  });
  return { html: clean, removed: [...removed] };
}
