import { Histogram } from 'prom-client';
import { processRegistry } from '../../kernel/observability/metrics';

/** A forwarded bank text's arrival at the server → its automatic credit (issue 26). */
export const bankFeedCreditSeconds = new Histogram({
  name: 'bank_feed_credit_seconds',
  help: 'Bank feed: seconds from a forwarded text reaching the server to its automatic credit',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
  registers: [processRegistry],
});
