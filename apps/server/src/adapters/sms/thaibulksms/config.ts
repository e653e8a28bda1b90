/** The public API host (integrations/sms-gateways.md); calls go to `<origin>/sms` and `/credit`. */
export const THAIBULKSMS_DEFAULT_URL = 'https://api-v2.thaibulksms.com';

export interface ThaibulksmsConfig {
  /** The origin only (`https://api-v2.thaibulksms.com`); the paths are the adapter's. */
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
  /**
   * A sender name approved for the account, or undefined to let ThaiBulkSMS use the account's
   * default: an unapproved name is refused with 400 (brief: "Surprises"), so it is sent only when
   * the operator set one.
   */
  sender: string | undefined;
  /** How long one call may take before the member gets OTP_SEND_FAIL (default 10 s). */
  timeoutMs?: number;
}

/**
 * What is wrong with a configuration, naming the part ("apiUrl: …"), or [] when it is usable.
 * env.ts checks the same at start with the variables' names; this guards a sender built in code.
 */
export function thaibulksmsConfigProblems(config: ThaibulksmsConfig): string[] {
  const problems: string[] = [];
  let url: URL | undefined;
  try {
    url = new URL(config.apiUrl);
  } catch {
    problems.push('apiUrl: not a URL');
  }
  if (url && (!/^https?:$/.test(url.protocol) || !/^https?:\/\/[^/?#]+\/?$/.test(config.apiUrl))) {
    problems.push(
      `apiUrl: the origin only, e.g. ${THAIBULKSMS_DEFAULT_URL} (calls go to /sms, /credit)`,
    );
  }
  if (!config.apiKey) problems.push('apiKey: required');
  if (!config.apiSecret) problems.push('apiSecret: required');
  if (config.apiKey.includes(':')) problems.push('apiKey: must not contain ":" (Basic auth)');
  if (config.sender !== undefined && !/^[\x20-\x7e]{1,11}$/.test(config.sender)) {
    problems.push('sender: up to 11 plain characters');
  }
  if (config.timeoutMs !== undefined && !(config.timeoutMs > 0)) {
    problems.push('timeoutMs: must be positive');
  }
  return problems;
}
