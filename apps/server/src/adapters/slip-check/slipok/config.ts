/** SlipOK (integrations/slip-verification.md): the origin, a branch and its key. */
export interface SlipOkConfig {
  provider: 'slipok';
  /** The origin, e.g. `https://api.slipok.com`; the adapter calls `/api/line/apikey/<branch>`. */
  apiUrl: string;
  /** Sent as `x-authorization` (not Bearer). */
  apiKey: string;
  branchId: string;
  timeoutMs?: number;
}

export const SLIPOK_DEFAULT_URL = 'https://api.slipok.com';
/** Goes into the path: letters, digits, `_` and `-` only. */
export const SLIPOK_BRANCH = /^[A-Za-z0-9_-]{1,64}$/;

/** The problems of a configuration, each naming the bad part (empty: usable). */
export function slipOkConfigProblems(c: {
  apiUrl: string;
  apiKey: string;
  branchId: string;
}): string[] {
  const problems: string[] = [];
  let url: URL | null = null;
  try {
    url = new URL(c.apiUrl);
  } catch {
    problems.push('SLIPOK_API_URL: not a URL');
  }
  if (url && !/^https?:$/.test(url.protocol)) problems.push('SLIPOK_API_URL: http or https');
  if (url && (url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash)) {
    problems.push('SLIPOK_API_URL: the origin only (the adapter adds /api/line/apikey/<branch>)');
  }
  if (!c.apiKey.trim()) problems.push('SLIPOK_API_KEY: empty');
  if (!SLIPOK_BRANCH.test(c.branchId)) {
    problems.push('SLIPOK_BRANCH_ID: letters, digits, _ or - (it goes into the path)');
  }
  return problems;
}
