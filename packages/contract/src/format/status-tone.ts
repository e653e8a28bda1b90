export type StatusTone = 'success' | 'danger' | 'pending';

/** spec §4: SUCCESS is green, FAILED red, anything else in progress (yellow); any letter case. */
export function statusTone(status: string | null | undefined): StatusTone {
  const normalized = (status ?? '').trim().toUpperCase();
  if (normalized === 'SUCCESS') return 'success';
  if (normalized === 'FAILED') return 'danger';
  return 'pending';
}
