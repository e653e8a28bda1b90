import { LAO_CURRENCIES } from '@wallet/contract';
import { customType } from 'drizzle-orm/pg-core';

/*
 * Column helpers shared by the tables of every owner. Each owner keeps its tables in a
 * `tables.ts` of its own folder (kernel/members, kernel/ledger, modules/<name>, adapters/<name>);
 * drizzle.config.ts reads them all.
 */

/** The members' money (a member holds one of these, chosen at registration). */
export const CURRENCIES = LAO_CURRENCIES;

/** A deposit's or a withdrawal's status (docs/decisions/008). */
export const MONEY_STATUSES = ['processing', 'success', 'failed'] as const;

/** Raw bytes (PostgreSQL bytea), read back as a Buffer whatever the driver gives. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
