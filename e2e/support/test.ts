import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test with one watch on every page: the server's Content Security Policy must
 * never block a part of the app (a blocked script, style, image or request fails the test).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
        blocked.push(message.text());
      }
    });
    await use(page);
    expect(blocked, 'CSP violations').toEqual([]);
  },
});

export { expect };
