import { statusTone, type StatusTone } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import './status-badge.css';

const KNOWN = ['processing', 'success', 'failed'] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (value: string): value is Known => (KNOWN as readonly string[]).includes(value);

/**
 * Spec §4 statement and slip status: SUCCESS green, FAILED red, anything else in progress
 * (yellow). The colour is never the only signal: the word is always there. Another kind of
 * status (a coupon's) passes its own `label` and `tone`.
 */
export function StatusBadge({
  status,
  reason,
  label,
  tone,
}: {
  status: string;
  reason?: string | null;
  label?: string;
  tone?: StatusTone;
}) {
  const { t } = useTranslation();
  const key = status.trim().toLowerCase();
  const text = label ?? (isKnown(key) ? t(`txStatus.${key}`) : status);
  const badge = (
    <span className={`status-badge status-badge--${tone ?? statusTone(status)}`}>{text}</span>
  );
  if (!reason) return badge;
  return (
    <span className="status-with-reason">
      {badge}
      <span className="status-with-reason__reason"> ({reason})</span>
    </span>
  );
}
