/**
 * Dates and times in bank texts. Every Thai bank writes Thai time (UTC+7, no daylight saving);
 * the year comes in three ways: Buddhist two-digit (KBank, Krungsri, BAAC: `68` = 2568 BE =
 * 2025), Gregorian two-digit (KTB `dd-mm-yy`, ttb `dd/mm/yy`) or Buddhist four-digit (push
 * texts: `2568`) — or not at all (SCB, new KTB), when it is inferred from the time received.
 */

const THAI_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Years a text may state; anything else is a garbled text. */
const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

/**
 * A clock skew allowed when a text carries no year: a text stated up to this long after the
 * phone received it is taken as this year's, not as last year's.
 */
export const NO_YEAR_SKEW_MS = 24 * 60 * 60 * 1000;

/** The instant of a Thai wall-clock time; null when no such day or time exists (31/02, 24:00). */
export function thaiTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second = 0,
): Date | null {
  const parts = [year, month, day, hour, minute, second];
  if (!parts.every(Number.isInteger)) return null;
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  if (hour < 0 || minute < 0 || second < 0) return null;
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day) return null; // 31/02
  return new Date(wall.getTime() - THAI_OFFSET_MS);
}

/** `68` → 2025 (2568 BE − 543). */
export const yearFromBuddhist2 = (yy: number) => 2500 + yy - 543;
/** `25` → 2025. */
export const yearFromGregorian2 = (yy: number) => 2000 + yy;
/** `2568` → 2025. */
export const yearFromBuddhist4 = (yyyy: number) => yyyy - 543;

/** The year (Gregorian) of an instant in Thai time. */
export function thaiYear(at: Date): number {
  return new Date(at.getTime() + THAI_OFFSET_MS).getUTCFullYear();
}

/**
 * A day and time without a year (SCB `19/05@09:24`, KTB `17-05@16:27`): the latest year that
 * puts it at or before `receivedAt` (plus NO_YEAR_SKEW_MS for a phone clock behind the bank's).
 * `31/12@23:58` received on 1 January is last year's; `01/01@00:01` received at 23:59 on
 * 31 December is next year's. null when no nearby year has that day (29/02) or receivedAt is
 * not a valid time.
 */
export function thaiTimeNearestBefore(
  receivedAt: Date,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second = 0,
): Date | null {
  const received = receivedAt.getTime();
  if (!Number.isFinite(received)) return null;
  const year = thaiYear(receivedAt);
  for (const y of [year + 1, year, year - 1, year - 2, year - 3, year - 4]) {
    const at = thaiTime(y, month, day, hour, minute, second);
    if (at && at.getTime() <= received + NO_YEAR_SKEW_MS) return at;
  }
  return null;
}
