import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test with one watch on every page: the server's Content Security Policy must
 * never block a part of the app (a blocked script, style, image or request fails the test).
 * Three sources, because each misses some reports (issue 14 found two that went unseen):
 * - Chromium's own issues (DevTools Audits): every violation of the page and of documents it
 *   makes, such as the inert document DOMPurify parses markup in;
 * - the page's `securitypolicyviolation` events;
 * - console errors that name the policy.
 * `cspViolations` is what was seen so far; a test that provokes one on purpose empties it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this
  cspViolations: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, cspViolations: blocked }, use) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
        blocked.push(message.text());
      }
    });
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code !== 'ContentSecurityPolicyIssue') return;
      const details = issue.details.contentSecurityPolicyIssueDetails;
      blocked.push(
        `${details?.violatedDirective} (${details?.contentSecurityPolicyViolationType}) ` +
          `${details?.blockedURL ?? ''} ${details?.sourceCodeLocation?.url ?? ''}:` +
          `${details?.sourceCodeLocation?.lineNumber ?? ''}`,
      );
    });
    await cdp.send('Audits.enable');
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
