import { describe, expect, it } from 'vitest';
import { safeUrl, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps text markup, drops scripts, handlers, forms and styles', () => {
    const html =
      '<p style="color:red" onclick="x()"><b>Bonus</b></p><script>x()</script>' +
      '<form><input name="a"><button>Go</button></form><style>p{}</style>';
    // a forbidden element goes, its text stays (DOMPurify's KEEP_CONTENT)
    expect(sanitizeHtml(html)).toBe('<p><b>Bonus</b></p>Go');
  });

  it('opens links outside the app without access to it', () => {
    const link = new DOMParser()
      .parseFromString(sanitizeHtml('<a href="https://x.test">x</a>'), 'text/html')
      .querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://cdn.test/a.png', 'https://cdn.test/a.png'],
    ['http://lan.test/a', 'http://lan.test/a'],
    ['/api/slips/1', '/api/slips/1'],
    ['//evil.test/a', null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AA', null],
    ['not a url', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(safeUrl(value)).toBe(expected);
  });
});
