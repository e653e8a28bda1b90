import { runDouble } from '../serve';
import { startThaibulksmsDouble } from './double';

/**
 * The ThaiBulkSMS protocol double on its own (e2e): `node --import tsx
 * apps/server/src/test/doubles/thaibulksms/main.ts --port N` prints `listening N`. Credentials
 * come from THAIBULKSMS_API_KEY and THAIBULKSMS_API_SECRET (fake-api-key / fake-api-secret
 * otherwise), approved senders from THAIBULKSMS_SENDERS (comma-separated, default SMSOTP); it is
 * driven over HTTP at /__double/* (state, fail, credit, bad-number, reset).
 */
// eslint-disable-next-line no-restricted-properties -- a test tool run on its own, not the server
const env = process.env;
await runDouble((port) =>
  startThaibulksmsDouble({
    port,
    ...(env.THAIBULKSMS_API_KEY ? { apiKey: env.THAIBULKSMS_API_KEY } : {}),
    ...(env.THAIBULKSMS_API_SECRET ? { apiSecret: env.THAIBULKSMS_API_SECRET } : {}),
    ...(env.THAIBULKSMS_SENDERS ? { senders: env.THAIBULKSMS_SENDERS.split(',') } : {}),
  }),
);
