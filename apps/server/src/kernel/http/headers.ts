/**
 * The headers and cookie the API reads beside the contract's bodies. The modules that read them
 * and the OpenAPI document that describes them take the names from here.
 */
/** A payment gateway's webhook HMAC (docs/decisions/008). */
export const SIGNATURE_HEADER = 'webhook-signature';
/** A chat guest's signed identity (issue 12). */
export const GUEST_ID_HEADER = 'x-chat-guest-id';
/** The back-office session cookie (docs/decisions/013). */
export const SESSION_COOKIE = 'bo_session';

/** One cookie's value from a Cookie header (the staff hook and the chat socket's handshake). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}
