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
const at = process.argv.indexOf('--port');
const port = at >= 0 ? Number(process.argv[at + 1]) : 0;
if (!Number.isInteger(port) || port < 0) {
  console.error('usage: main.ts --port N');
  process.exit(2);
}

const double = await startThaibulksmsDouble({
  port,
  ...(env.THAIBULKSMS_API_KEY ? { apiKey: env.THAIBULKSMS_API_KEY } : {}),
  ...(env.THAIBULKSMS_API_SECRET ? { apiSecret: env.THAIBULKSMS_API_SECRET } : {}),
  ...(env.THAIBULKSMS_SENDERS ? { senders: env.THAIBULKSMS_SENDERS.split(',') } : {}),
});
console.log(`listening ${new URL(double.url).port}`);

const stop = () => {
  void double.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
