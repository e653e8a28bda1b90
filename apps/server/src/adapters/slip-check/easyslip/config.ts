/** EasySlip v2 (integrations/slip-verification.md): the service's origin and a branch's key. */
export interface EasySlipConfig {
  provider: 'easyslip';
  /** The origin, e.g. `https://api.easyslip.com`; the adapter calls `/v2/verify/bank` under it. */
  apiUrl: string;
  /** A branch's API key (a UUID), sent as `Authorization: Bearer`. */
  apiKey: string;
  timeoutMs?: number;
}

export const EASYSLIP_DEFAULT_URL = 'https://api.easyslip.com';
export const EASYSLIP_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The problems of a configuration, each naming the bad part (empty: usable). */
export function easySlipConfigProblems(c: { apiUrl: string; apiKey: string }): string[] {
  const problems: string[] = [];
  let url: URL | null = null;
  try {
    url = new URL(c.apiUrl);
  } catch {
    problems.push('EASYSLIP_API_URL: not a URL');
  }
  if (url && !/^https?:$/.test(url.protocol)) problems.push('EASYSLIP_API_URL: http or https');
  if (url && (url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash)) {
    problems.push('EASYSLIP_API_URL: the origin only (the adapter adds /v2/verify/bank)');
  }
  if (!EASYSLIP_KEY.test(c.apiKey))
    problems.push('EASYSLIP_API_KEY: a UUID, as the portal shows it');
  return problems;
}
