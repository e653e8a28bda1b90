/** The constraint name when `error` is a PostgreSQL unique violation (23505), else undefined. */
export function isUniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  // drizzle wraps driver errors; the PostgreSQL fields sit on the cause
  for (let depth = 0; current && depth < 3; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === '23505') return e.constraint ?? '';
    current = e.cause;
  }
  return undefined;
}
