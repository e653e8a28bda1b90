import { runDouble } from '../serve';
import { startSlipOkDouble } from './server';

/**
 * The SlipOK double run on its own (e2e): `node --import tsx …/main.ts --port N` prints
 * `listening N`. The key and branch from SLIPOK_API_KEY and SLIPOK_BRANCH_ID, with a test default. Register a slip with
 * `POST /__double/slips {payload, amount, sendingBank, receivingAccount, transRef, date?,
 * receiverMask?, receiverName?}`; `/__double/fail`, `/__double/quota`, `/__double/shop-account`, `/__double/reset`,
 * `GET /__double/calls`.
 */
// eslint-disable-next-line no-restricted-properties -- a standalone test tool, not the server
const env = process.env;
await runDouble((port) =>
  startSlipOkDouble({
    port,
    ...(env.SLIPOK_API_KEY ? { apiKey: env.SLIPOK_API_KEY } : {}),
    ...(env.SLIPOK_BRANCH_ID ? { branchId: env.SLIPOK_BRANCH_ID } : {}),
  }),
);
