/** What the server said, before anyone judged it: status, parsed body and its `message`. */
export interface Answer {
  status: number;
  ok: boolean;
  /** The JSON body; the raw text when it is not JSON; null when empty. */
  data: unknown;
  /** The failure code the body carries (spec §8 `{ "message": CODE }`), if any. */
  message: string | undefined;
}

/** A body as text → JSON, or the text itself (a proxy's HTML or "Bad Gateway"), or null. */
export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The code of a body: its `message` field. With `textIsCode` a plain-text body counts as the code
 * too (the member app shows "Bad Gateway" as it came); without it such a body has none and the
 * failure becomes `HTTP_<status>` (the back-office).
 */
export function messageOf(body: unknown, textIsCode: boolean): string | undefined {
  if (textIsCode && typeof body === 'string') return body;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

/** The answer of a status and body text, by fetch or XMLHttpRequest alike. */
export function answerOf(status: number, text: string, textIsCode: boolean): Answer {
  const data = parseBody(text);
  return { status, ok: status >= 200 && status < 300, data, message: messageOf(data, textIsCode) };
}
