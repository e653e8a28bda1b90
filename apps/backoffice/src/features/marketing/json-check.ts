/** One problem of a definition typed as JSON: where (`slices[0].weight`, '' = the whole) and what. */
export type JsonIssue = { path: string; message: string };

/** What a contract schema's `safeParse` answers (zod), as much as the editors need. */
type SafeParser<T> = {
  safeParse: (value: unknown) =>
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
};

export type JsonCheck<T> =
  /** `raw` is the parsed JSON, valid or not (the wheel preview reads it as typed). */
  | { ok: true; value: T; raw: unknown }
  | { ok: false; syntax: string | null; issues: JsonIssue[]; raw: unknown };

/** `slices[0].label.en`: keys joined with dots, array indexes in brackets. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    const name = String(key);
    return text ? `${text}.${name}` : name;
  }, '');
}

/** Parses the text as JSON, then checks it with the schema; never throws. */
export function checkJson<T>(text: string, schema: SafeParser<T>): JsonCheck<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch (error) {
    const syntax = error instanceof Error ? error.message : String(error);
    return { ok: false, syntax, issues: [], raw: undefined };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data, raw };
  return {
    ok: false,
    syntax: null,
    issues: parsed.error.issues.map((issue) => ({
      path: formatPath(issue.path),
      message: issue.message,
    })),
    raw,
  };
}

/** Pretty JSON for the editors' textareas. */
export const toJsonText = (value: unknown): string => JSON.stringify(value, null, 2);
