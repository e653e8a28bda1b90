import { describe, expect, it } from 'vitest';
import { bannerHtmlProblem } from './html-check';

describe('banner html check', () => {
  it('accepts plain formatting', () => {
    expect(bannerHtmlProblem('<p><b>100%</b> up to 500<br/></p><ul><li>x</li></ul>')).toBeNull();
    expect(bannerHtmlProblem('5 &lt; 6')).toBeNull();
  });
  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<p onclick="x()">hi</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<p style="background:url(x)">x</p>',
    '<iframe src="//evil"></iframe>',
    '<<script>script>',
    '<!-- <script> -->',
    '<svg/onload=alert(1)>',
  ])('refuses %s', (html) => {
    expect(bannerHtmlProblem(html)).not.toBeNull();
  });
});
