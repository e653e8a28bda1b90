import { useCallback, useEffect, useState } from 'react';

/**
 * The next reality check after `now`: checks fall every `intervalMs` counted from the session's
 * start (issue 15: "every interval, counted from sessionStartedAt").
 */
export function nextCheckAt(startMs: number, intervalMs: number, now: number): number {
  const passed = Math.max(0, Math.floor((now - startMs) / intervalMs) + 1);
  return startMs + passed * intervalMs;
}

export type RealityCheckSchedule = {
  /** The member's interval (0 = off). */
  intervalMinutes: number;
  sessionStartedAt: string | null;
  /** Played in this session (launched a game or moved money into one). */
  played: boolean;
};

/**
 * Issue 15 reality check clock: with an interval above 0 and once the member has played, `due`
 * turns true at each interval from the session's start; `done()` (the member answered the
 * dialog) waits for the next one.
 */
export function useRealityCheckDue({
  intervalMinutes,
  sessionStartedAt,
  played,
}: RealityCheckSchedule) {
  const start = sessionStartedAt ? Date.parse(sessionStartedAt) : Number.NaN;
  const intervalMs = intervalMinutes * 60_000;
  const enabled = played && intervalMs > 0 && Number.isFinite(start);
  // which schedule the last check fell in: a new interval or session starts a new count
  const schedule = `${start}/${intervalMs}`;
  const [fired, setFired] = useState<string | null>(null);
  const due = enabled && fired === schedule;

  useEffect(() => {
    if (!enabled || due) return;
    const wait = nextCheckAt(start, intervalMs, Date.now()) - Date.now();
    const timer = setTimeout(() => setFired(schedule), wait);
    return () => clearTimeout(timer);
  }, [enabled, due, start, intervalMs, schedule]);

  const done = useCallback(() => setFired(null), []);
  return { due, done };
}
