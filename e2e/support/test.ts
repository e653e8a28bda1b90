import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test with one watch on every page: the server's Content Security Policy must
 * never block a part of the app (a blocked script, style, image or request fails the test). The
 * page's own `securitypolicyviolation` events are collected as well as console errors: a report
 * can reach one and not the other.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
        blocked.push(message.text());
      }
    });
    await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
      blocked.push(text);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __reportCspViolation?: (t: string) => void })
          .__reportCspViolation;
        report?.(
          `${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
        );
      });
    });
    await use(page);
    expect(blocked, 'CSP violations').toEqual([]);
  },
});

export { expect };
