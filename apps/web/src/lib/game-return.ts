/**
 * Issue 13: a game was opened (its web page in another window or tab, or its app), so its
 * balance will have changed when the member comes back. The games feature marks it when a link
 * is followed; home takes it when the page is seen again or home is shown again, and asks the
 * games for their balances. Kept for this page only.
 */
let opened: { code: string; at: number } | null = null;

export function markGameOpened(code: string): void {
  opened = { code, at: Date.now() };
}

/** The game opened since the last look (and forget it), or null. */
export function takeOpenedGame(): string | null {
  const code = opened?.code ?? null;
  opened = null;
  return code;
}

export function hasOpenedGame(): boolean {
  return opened !== null;
}

export function forgetOpenedGame(): void {
  opened = null;
}
