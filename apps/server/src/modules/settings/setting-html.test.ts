import { describe, expect, it } from 'vitest';
import { cleanSettingHtml } from './setting-html';

describe('operator HTML in settings (issue 14)', () => {
  it('keeps formatting and http(s) links, and says what it removed', () => {
    const { html, removed } = cleanSettingHtml(
      '<p onclick="x()">Rules <b>here</b></p><img src=x onerror="alert(1)">' +
        '<script>alert(2)</script><a href="javascript:alert(3)">bad</a>' +
        '<a href="https://example.com/terms" style="color:red">terms</a>' +
        '<iframe src="https://evil.example"></iframe>',
    );
    expect(html).toBe(
      '<p>Rules <b>here</b></p><a>bad</a>' +
        '<a href="https://example.com/terms" rel="noopener noreferrer" target="_blank">terms</a>',
    );
    expect(removed).toEqual(
      expect.arrayContaining([
        'onclick on <p>',
        '<img>',
        '<script>',
        'href javascript:alert(3)',
        'style on <a>',
        '<iframe>',
      ]),
    );
  });

  it('leaves clean markup as it was, with nothing to report', () => {
    const text = '<h3>Terms</h3><ul><li>One</li><li>Two &amp; three</li></ul>';
    expect(cleanSettingHtml(text)).toEqual({ html: text, removed: [] });
  });
});
