import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

export function statusTone(status: string): BadgeTone {
  if (status === 'success' || status === 'active' || status === 'done') return 'success';
  if (
    status === 'failed' ||
    status === 'disabled' ||
    status === 'suspended' ||
    status === 'refused'
  )
    return 'danger';
  if (status === 'processing' || status === 'pending') return 'warning';
  return 'neutral';
}
