import { runDouble } from '../serve';
import { startEasySlipDouble } from './server';

/**
 * The EasySlip double run on its own (e2e): `node --import tsx …/main.ts --port N` prints
 * `listening N`. The key from EASYSLIP_API_KEY, with a test default. Register a slip with
 * `POST /__double/slips {payload, amount, sendingBank, receivingAccount, transRef, date?,
 * receiverMask?, receiverName?}`; `/__double/fail`, `/__double/quota`, `/__double/reset`,
 * `GET /__double/calls`.
 */
// eslint-disable-next-line no-restricted-properties -- a standalone test tool, not the server
const env = process.env;
await runDouble((port) =>
  startEasySlipDouble({
    port,
    ...(env.EASYSLIP_API_KEY ? { apiKey: env.EASYSLIP_API_KEY } : {}),
  }),
);
