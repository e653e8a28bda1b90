import { expect, test } from '../support/test';

/**
 * Issue 14: the CSP watch every spec relies on must see what the attack found it missing: an
 * eval probe and an inline handler in a document parsed for sanitizing (DOMPurify's way).
 */
test.describe('the CSP watch', () => {
  test('sees an eval and an inline handler in a parsed document, and the app has neither', async ({
    page,
    cspViolations,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // the app's own pages raise nothing (zod runs jitless: no eval probe)
    expect(cspViolations).toEqual([]);

    await page.evaluate(() => {
      try {
        // what zod's JIT probe does; the policy forbids it
        new Function('return 1')();
      } catch {
        // refused, as it must be
      }
      const parsed = new DOMParser().parseFromString(
        '<img src="/favicon.svg" onload="window.__ran = 1">',
        'text/html',
      );
      document.body.append(document.adoptNode(parsed.body.firstChild as Node));
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
    expect(cspViolations.join('\n')).toMatch(/script-src/);
    expect(cspViolations.join('\n')).toMatch(/script-src-attr|inline/i);
    expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
    // seen: the watch works; emptied so this test itself passes
    cspViolations.length = 0;
  });
});
