import { z } from 'zod';
import { LAO_CURRENCIES } from '../constants';
import { hasAtMostTwoDecimals } from '../money';

/**
 * Wire amounts are decimal numbers with at most 2 places (the spec shows baht with 2 decimals);
 * the server converts them to integer minor units at the boundary (ARCHITECTURE § Money).
 */
export const Amount = z
  .number()
  .finite()
  .nonnegative()
  .max(1_000_000_000)
  .refine(hasAtMostTwoDecimals, { message: 'at most 2 decimals' });

export const PageRequest = z.strictObject({
  page: z.number().int().min(1),
  limit: z.number().int().min(1).max(100),
});

export const IsoDate = z.string().describe('ISO 8601 date-time');

/**
 * §3 Bank option (code, nameTH), with the names and logo the Lao deployment needs (added):
 * nameLA for Lao readers, a logo path, and the currency the bank's accounts hold (a LAK wallet
 * registers and withdraws to a Lao bank, a BAHT one to a Thai bank; absent: BAHT).
 */
export const BankOption = z.object({
  code: z.string(),
  nameTH: z.string(),
  nameEN: z.string(),
  nameLA: z.string().optional(),
  logo: z.string().optional(),
  currency: z.enum(LAO_CURRENCIES).optional(),
});
export type BankOption = z.infer<typeof BankOption>;

export const SourceOption = z.object({ code: z.string(), description: z.string() });
export type SourceOption = z.infer<typeof SourceOption>;

export const BankName = z.object({ nameTH: z.string(), nameEN: z.string() });

/** Record ids, named `_id` as in §3. */
export const RecordId = z.string();

/** §3: banner carousels of invite, refund and bonus (image url plus html text). */
export const Banner = z.object({ image: z.string(), html: z.string() });
export type Banner = z.infer<typeof Banner>;
export const BannersResponse = z.object({ banners: z.array(Banner) });

/** §9 paging: list answers carry the total count beside the page. */
export const Total = z.number().int().nonnegative();
