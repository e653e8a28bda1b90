/** How the betflix adapter reaches the Betflix v4 agent API (env parsed by the config module). */
export interface BetflixOptions {
  /** The API base up to and including `/v4` (BETFLIX_API_URL); calls go to `<apiUrl>/user/…`. */
  apiUrl: string;
  /** `x-api-key` (BETFLIX_API_KEY). */
  apiKey: string;
  /** The second credential (BETFLIX_API_CAT), sent as `x-api-cat`. */
  apiCat: string;
  /** The agent code every player name starts with (BETFLIX_UPLINE). */
  upline: string;
  /**
   * The agent's own game site (BETFLIX_ENTRANCE): lobby links are `<entrance>/login/apilogin/<token>`.
   * Not part of the API (brief: "it is configuration"); without it only products launch.
   */
  entrance?: string | undefined;
  /** Each HTTP call gives up after this long (its outcome is then in doubt). */
  timeoutMs: number;
}

/**
 * Throws an Error naming the bad part of the options, so a misconfigured server fails at start
 * rather than at a member's first transfer. Pure: nothing is called.
 */
export function checkBetflixConfig(options: BetflixOptions): void {
  let url: URL;
  try {
    url = new URL(options.apiUrl);
  } catch {
    throw new Error(`BETFLIX_API_URL is not a URL: ${options.apiUrl}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`BETFLIX_API_URL must be http(s), not ${url.protocol}`);
  }
  // brief: "every path under /v4/"; the base ends there so paths are joined as `<base>/user/…`
  if (!/\/v4\/?$/.test(url.pathname) || url.search || url.hash) {
    throw new Error(`BETFLIX_API_URL must end in /v4 (got ${options.apiUrl})`);
  }
  if (!options.apiKey.trim()) throw new Error('BETFLIX_API_KEY is empty');
  if (!options.apiCat.trim()) throw new Error('BETFLIX_API_CAT is empty');
  // brief: player names are letters and digits, and every one starts with the upline
  if (!/^[A-Za-z0-9]+$/.test(options.upline)) {
    throw new Error(`BETFLIX_UPLINE must be letters and digits (got "${options.upline}")`);
  }
  if (options.entrance !== undefined) {
    let entrance: URL;
    try {
      entrance = new URL(options.entrance);
    } catch {
      throw new Error(`BETFLIX_ENTRANCE is not a URL: ${options.entrance}`);
    }
    if (entrance.protocol !== 'https:' && entrance.protocol !== 'http:') {
      throw new Error(`BETFLIX_ENTRANCE must be http(s), not ${entrance.protocol}`);
    }
  }
  if (!Number.isFinite(options.timeoutMs) || options.timeoutMs <= 0) {
    throw new Error(`betflix timeoutMs must be positive (got ${options.timeoutMs})`);
  }
}
