import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePlayed } from '@/lib/play-session';
import { getRealityCheckQueryOptions } from '../api/get-reality-check';
import { useResponsibleState } from '../api/get-responsible-state';
import { useRealityCheckDue } from '../hooks/use-reality-check-due';
import { RealityCheckDialog, type RealityCheckView } from './reality-check-dialog';

const minutesSince = (iso: string | null) =>
  iso ? Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / 60_000)) : 0;

/**
 * Issue 15 reality check, held by the member layout: once the member has played in this session
 * and chose an interval, each interval from the session's start reads
 * GET /api/responsible/reality-check and shows the dialog. Log out is the app's (passed in).
 */
export function RealityCheckReminder({ onLogout }: { onLogout: () => void }) {
  const queryClient = useQueryClient();
  const played = usePlayed();
  const reality = useResponsibleState().data?.realityCheck;
  const sessionStartedAt = reality?.sessionStartedAt ?? null;
  const { due, done } = useRealityCheckDue({
    intervalMinutes: reality?.intervalMinutes ?? 0,
    sessionStartedAt,
    played,
  });
  const [view, setView] = useState<RealityCheckView | null>(null);

  useEffect(() => {
    if (!due) return;
    let live = true;
    queryClient.fetchQuery(getRealityCheckQueryOptions()).then(
      (figures) => {
        if (live) setView({ minutes: figures.minutes, since: figures.since, figures });
      },
      () => {
        // the figures failed: the reminder still comes, with the time counted here
        if (live) {
          setView({
            minutes: minutesSince(sessionStartedAt),
            since: sessionStartedAt,
            figures: null,
          });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [due, queryClient, sessionStartedAt]);

  const close = () => {
    setView(null);
    done();
  };

  return (
    <RealityCheckDialog
      view={due ? view : null}
      onContinue={close}
      onLogout={() => {
        close();
        onLogout();
      }}
    />
  );
}
