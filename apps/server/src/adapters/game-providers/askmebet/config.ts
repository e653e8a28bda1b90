/**
 * The askmebet adapter's settings (AMB "ext" agent API, /work/shared/integrations/askmebet.md).
 * The lead parses them from ASKMEBET_API_URL, ASKMEBET_AGENT, ASKMEBET_KEY, ASKMEBET_PREFIX and
 * ASKMEBET_WEB; this module only says whether a set of them can work.
 */
export interface AskmebetOptions {
  /** The base up to and including `/api/v1`; calls go to `<apiUrl>/ext/<op>/<prefix>/<agent>`. */
  apiUrl: string;
  /** `agentUsername`: also the start of every player name (brief: `testag` + `ninemb01`). */
  agent: string;
  key: string;
  /** brief: a 24-hex path segment ("hash"/"auth" in client code). */
  prefix: string;
  /** The white-label site name (e.g. `sportbook101`). */
  web: string;
  /** One HTTP call's limit; past it the call is in doubt (`unknown`). */
  timeoutMs: number;
}

/** Characters a player name keeps for its serial suffix beyond the agent name. */
export const SUFFIX_ROOM = 6;

/** Throws an Error naming the part of the options that cannot work. */
export function checkAskmebetConfig(options: AskmebetOptions): void {
  let url: URL;
  try {
    url = new URL(options.apiUrl);
  } catch {
    throw new Error(`askmebet: ASKMEBET_API_URL is not a URL: ${options.apiUrl}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('askmebet: ASKMEBET_API_URL must be http(s)');
  }
  // brief: `{domain}` has the form https://api.ambexapi.com/api/v1
  if (!url.pathname.replace(/\/+$/, '').endsWith('/api/v1') || url.search || url.hash) {
    throw new Error('askmebet: ASKMEBET_API_URL must end in /api/v1');
  }
  if (!/^[0-9a-fA-F]{24}$/.test(options.prefix)) {
    throw new Error('askmebet: ASKMEBET_PREFIX must be 24 hex digits');
  }
  if (options.agent.trim() === '') throw new Error('askmebet: ASKMEBET_AGENT is empty');
  // player names are agent + a serial suffix, 8–24 characters (brief: Usernames): 6 base-36
  // characters of suffix (two billion accounts) must still fit
  if (options.agent.length > 24 - SUFFIX_ROOM) {
    throw new Error(`askmebet: ASKMEBET_AGENT is longer than ${24 - SUFFIX_ROOM} characters`);
  }
  if (options.key.trim() === '') throw new Error('askmebet: ASKMEBET_KEY is empty');
  if (options.web.trim() === '') throw new Error('askmebet: ASKMEBET_WEB is empty');
  if (!Number.isInteger(options.timeoutMs) || options.timeoutMs <= 0) {
    throw new Error('askmebet: timeoutMs must be a positive integer');
  }
}
